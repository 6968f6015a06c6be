// POST /oportunidades: the portal's multipart form, with and without files. A refused request leaves
// no opportunity, no attachment row and no file behind.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anexos, oportunidadeHistorico, oportunidades, type Person, type User } from '../../server/platform/db/schema';
import { createPerson } from '../helpers/fixtures';
import { API, createOportunidadesApp, form, samples, type FormFile, type OportunidadesTestApp } from './oportunidades.setup';

const ICMS = 'Exclusão do ICMS da base do PIS/COFINS';

describe('creating an opportunity', () => {
  let t: OportunidadesTestApp;
  let partner: Person;
  let bakery: Person;
  let partnerUser: User;
  let admin: User;
  let employee: Person;

  beforeAll(async () => {
    t = await createOportunidadesApp();
    const db = t.database.db;
    partner = await createPerson(db, { name: 'Parceira Consultoria', role: 2 });
    employee = await createPerson(db, { name: 'Funcionária TJ', role: 4 });
    partnerUser = await t.createUser({ role: 5, person_id: partner.id });
    admin = await t.createUser({ role: 1, person_id: employee.id });
    // A client the partner registered, so it is in the partner's circle.
    bakery = await createPerson(db, { name: 'Padaria Pão Quente', role: 1, created_by_id: partnerUser.id });
  });
  afterAll(() => t.close());

  const post = async (user: User, fields: Record<string, string | number | undefined>, files: FormFile[] = []) =>
    t.call({ method: 'POST', url: API, headers: await t.as(user), payload: form(fields, files) });
  const rowCounts = async () => ({
    oportunidades: (await t.database.db.select({ n: count() }).from(oportunidades))[0].n,
    anexos: (await t.database.db.select({ n: count() }).from(anexos))[0].n,
  });
  /** The portal's fields: stage and status are always sent as '12' and '1'. */
  const portalFields = (values: Record<string, string | number | undefined>) => ({
    estagio: '12',
    status_resultado: '1',
    tese: 1,
    cliente_id: bakery.id,
    ...values,
  });

  it('creates a Lead titled "{tese} - {cliente}" with the creator as partner', async () => {
    const res = await post(partnerUser, portalFields({ descricao: 'Indicação da feira' }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      titulo: `${ICMS} - Padaria Pão Quente`,
      descricao: 'Indicação da feira',
      tese: 1,
      cliente_id: bakery.id,
      parceiro_id: partner.id,
      estagio: 12,
      status_resultado: 1,
      created_by_id: partnerUser.id,
      anexos: [],
    });
    const entries = await t.database.db
      .select()
      .from(oportunidadeHistorico)
      .where(eq(oportunidadeHistorico.oportunidade_id, res.body.id));
    expect(entries).toMatchObject([{ field: 'criacao', new_value: res.body.titulo, user_id: partnerUser.id }]);
    const seen = await t.call({ method: 'GET', url: `${API}/${res.body.id}`, headers: await t.as(partnerUser) });
    expect(seen.status).toBe(200);
  });

  it('always starts at stage 12, open, whatever the form says', async () => {
    const res = await post(partnerUser, portalFields({ estagio: '5', status_resultado: '2' }));
    expect(res.body).toMatchObject({ estagio: 12, status_resultado: 1 });
  });

  it('stores the files sent with it, with their description', async () => {
    const before = await t.storedFiles();
    const res = await post(partnerUser, portalFields({ files_description: 'Documentos iniciais' }), [
      { name: 'contrato social.pdf', content: samples.pdf(), type: 'application/pdf' },
      { name: 'balanço 2024.xlsx', content: samples.xlsx() },
    ]);
    expect(res.status).toBe(201);
    expect(res.body.anexos).toHaveLength(2);
    expect(res.body.anexos[0]).toMatchObject({
      nome_arquivo: 'contrato social.pdf',
      descricao: 'Documentos iniciais',
      tamanho_bytes: samples.pdf().length,
      content_type: 'application/pdf',
    });
    expect(res.body.anexos[0].storage_key).toBeUndefined();
    expect((await t.storedFiles()).length).toBe(before.length + 2);
    const download = await t.call({
      method: 'GET',
      url: `${API}/anexos/${res.body.anexos[1].id}/download`,
      headers: await t.as(partnerUser),
    });
    expect(Buffer.from(download.body.data, 'base64')).toEqual(samples.xlsx());
  });

  it('lets staff without a partner person create with their own person as partner', async () => {
    const res = await post(admin, portalFields({}));
    expect(res.status).toBe(201);
    expect(res.body.parceiro_id).toBe(employee.id);
  });

  it('takes a chosen partner with role 2 or 3', async () => {
    const both = await createPerson(t.database.db, { role: 3, name: 'Cliente e Parceira' });
    const res = await post(admin, portalFields({ parceiro_id: both.id, cliente_id: both.id, tese: 5 }));
    expect(res.body).toMatchObject({ parceiro_id: both.id, titulo: 'Revisão de IRPJ e CSLL - Cliente e Parceira' });
  });

  describe('refuses, keeping nothing', () => {
    const refused = async (
      user: User,
      fields: Record<string, string | number | undefined>,
      files: FormFile[],
      expected: { status: number; detail: unknown },
    ) => {
      const before = { rows: await rowCounts(), files: await t.storedFiles() };
      const res = await post(user, fields, files);
      expect(res).toMatchObject({ status: expected.status, body: { detail: expected.detail } });
      expect(await rowCounts()).toEqual(before.rows);
      expect(await t.storedFiles()).toEqual(before.files);
    };
    const pdf = { name: 'ok.pdf', content: samples.pdf() };

    it('a creator without a person', async () => {
      const loner = await t.createUser({ role: 1 });
      await refused(loner, portalFields({}), [pdf], {
        status: 400,
        detail: 'Usuário deve estar associado a uma pessoa para criar oportunidades',
      });
    });

    it.each([
      [{ tese: undefined }, 'tese', 'Tese é obrigatória'],
      [{ tese: '' }, 'tese', 'Tese é obrigatória'],
      [{ cliente_id: undefined }, 'cliente_id', 'Cliente é obrigatório'],
      [{ tese: 999 }, 'tese', 'Tese inválida'],
      [{ cliente_id: 999999 }, 'cliente_id', 'Cliente não encontrado'],
    ])('missing or unknown fields: %j', async (values, field, msg) => {
      await refused(partnerUser, portalFields(values), [pdf], {
        status: 422,
        detail: [expect.objectContaining({ loc: ['body', field], msg })],
      });
    });

    it('a client or partner with the wrong person role', async () => {
      const onlyPartner = await createPerson(t.database.db, { role: 2 });
      const onlyClient = await createPerson(t.database.db, { role: 1 });
      await refused(admin, portalFields({ cliente_id: onlyPartner.id }), [pdf], {
        status: 422,
        detail: [
          expect.objectContaining({
            loc: ['body', 'cliente_id'],
            msg: 'O cliente deve ser uma pessoa com papel Cliente ou Cliente e Parceiro.',
          }),
        ],
      });
      await refused(admin, portalFields({ parceiro_id: onlyClient.id }), [pdf], {
        status: 422,
        detail: [
          expect.objectContaining({
            loc: ['body', 'parceiro_id'],
            msg: 'O parceiro deve ser uma pessoa com papel Parceiro ou Cliente e Parceiro.',
          }),
        ],
      });
    });

    it('a client outside an external user’s circle', async () => {
      await refused(partnerUser, portalFields({ cliente_id: (await createPerson(t.database.db)).id }), [], {
        status: 422,
        detail: [expect.objectContaining({ loc: ['body', 'cliente_id'], msg: 'Cliente não encontrado' })],
      });
      const ownClient = await createPerson(t.database.db, { created_by_id: partnerUser.id });
      expect((await post(partnerUser, portalFields({ cliente_id: ownClient.id }))).status).toBe(201);
    });

    it('a file of a type that is not allowed, even after a good one', async () => {
      await refused(partnerUser, portalFields({}), [pdf, { name: 'programa.exe', content: Buffer.from('MZ...') }], {
        status: 422,
        detail: [
          expect.objectContaining({
            loc: ['body', 'files'],
            msg: 'Tipo de arquivo não permitido: programa.exe. Tipos aceitos: pdf, doc, docx, xls, xlsx, txt, csv, zip, rar.',
          }),
        ],
      });
    });

    it('a file whose content does not match its extension', async () => {
      const fake = { name: 'nota.pdf', content: Buffer.from('apenas texto, não um PDF') };
      await refused(partnerUser, portalFields({}), [pdf, fake], {
        status: 422,
        detail: [expect.objectContaining({ msg: 'O conteúdo do arquivo nota.pdf não corresponde a um arquivo .pdf.' })],
      });
    });

    it('more than 10 files', async () => {
      const files = Array.from({ length: 11 }, (_, i) => ({ name: `doc${i}.txt`, content: samples.txt() }));
      await refused(partnerUser, portalFields({}), files, {
        status: 422,
        detail: [expect.objectContaining({ loc: ['body', 'files'], msg: 'Máximo de 10 arquivos permitidos' })],
      });
    });

    it('a file that cannot be moved into place once the row committed: the row and the moved files go again', async () => {
      const storage = t.app.storage;
      const commit = storage.commit;
      let moved = 0;
      storage.commit = async (staged, key) => {
        if (++moved === 2) throw new Error('disco cheio');
        return commit(staged, key);
      };
      try {
        await refused(partnerUser, portalFields({}), [pdf, { name: 'balanço.xlsx', content: samples.xlsx() }], {
          status: 500,
          detail: 'Erro interno do servidor',
        });
      } finally {
        storage.commit = commit;
      }
      expect(moved).toBe(2);
    });

    it('a body that is not multipart', async () => {
      const res = await t.call({ method: 'POST', url: API, headers: await t.as(partnerUser), payload: { tese: 1 } });
      expect(res).toMatchObject({ status: 415, body: { detail: 'Envie os dados como multipart/form-data.' } });
    });
  });
});
