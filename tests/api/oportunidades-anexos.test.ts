// Attachments on an existing opportunity: upload (types by extension and content, sanitised names,
// all or nothing), list, both downloads, description, removal, and scope.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anexos, oportunidadeHistorico, type Oportunidade, type Person, type User } from '../../server/platform/db/schema';
import { createOportunidade } from '../helpers/fixtures';
import {
  API,
  createOportunidadesApp,
  partnerScene,
  form,
  samples,
  type FormFile,
  type OportunidadesTestApp,
} from './oportunidades.setup';

describe('attachments', () => {
  let t: OportunidadesTestApp;
  let admin: User;
  let partnerUser: User;
  let partner: Person;
  let mine: Oportunidade;
  let foreign: Oportunidade;

  beforeAll(async () => {
    t = await createOportunidadesApp();
    ({ admin, partnerUser, partner, mine, foreign } = await partnerScene(t, 4));
  });
  afterAll(() => t.close());

  const upload = async (user: User, oportunidadeId: number, files: FormFile[], descricao?: string) =>
    t.call({
      method: 'POST',
      url: `${API}/${oportunidadeId}/anexos/upload`,
      headers: await t.as(user),
      payload: form({ descricao }, files),
    });
  const get = async (user: User, url: string) => t.call({ method: 'GET', url: `${API}${url}`, headers: await t.as(user) });
  const anexoCount = async () => (await t.database.db.select({ n: count() }).from(anexos))[0].n;

  it('accepts every allowed type, typed by its extension, with one description for all', async () => {
    const files = Object.entries(samples).map(([extension, content]) => ({ name: `documento.${extension}`, content: content() }));
    const res = await upload(partnerUser, mine.id, files, 'Documentos do cliente');
    expect(res.status).toBe(201);
    expect(res.body.count).toBe(9);
    const byName = Object.fromEntries(res.body.data.map((a: { nome_arquivo: string }) => [a.nome_arquivo, a]));
    expect(byName['documento.pdf']).toMatchObject({ content_type: 'application/pdf', descricao: 'Documentos do cliente' });
    expect(byName['documento.doc'].content_type).toBe('application/msword');
    expect(byName['documento.xlsx'].content_type).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(byName['documento.csv']).toMatchObject({ tamanho_bytes: samples.csv().length });
    const listed = await get(partnerUser, `/${mine.id}/anexos?skip=0&limit=100`);
    expect(listed.body.count).toBe(9);
    expect((await get(partnerUser, `/${mine.id}/anexos?limit=2`)).body).toMatchObject({ count: 9 });
    expect((await get(partnerUser, `/${mine.id}/anexos?limit=2`)).body.data).toHaveLength(2);
  });

  it('sanitises file names', async () => {
    const res = await upload(partnerUser, mine.id, [
      { name: '../../etc/relatório\u0007 <final>.pdf', content: samples.pdf() },
      { name: 'C:\\Users\\ana\\planilha.csv', content: samples.csv() },
    ]);
    expect(res.body.data.map((a: { nome_arquivo: string }) => a.nome_arquivo)).toEqual([
      'relatório final.pdf',
      'planilha.csv',
    ]);
  });

  describe('downloads', () => {
    let anexoId: number;
    beforeAll(async () => {
      const res = await upload(partnerUser, mine.id, [{ name: 'relatório fiscal.pdf', content: samples.pdf() }]);
      anexoId = res.body.data[0].id;
    });

    it('answers the file as base64 JSON with its type and name', async () => {
      const res = await get(partnerUser, `/anexos/${anexoId}/download`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ content_type: 'application/pdf', nome_arquivo: 'relatório fiscal.pdf' });
      expect(Buffer.from(res.body.data, 'base64')).toEqual(samples.pdf());
    });

    it('streams the raw file with a download name', async () => {
      const res = await t.app.inject({ method: 'GET', url: `${API}/anexos/${anexoId}/file`, headers: await t.as(partnerUser) });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="relatorio fiscal.pdf"; filename*=UTF-8''relat%C3%B3rio%20fiscal.pdf`,
      );
      expect(res.rawPayload).toEqual(samples.pdf());
    });

    it('base64 stays valid for a file longer than one read chunk', async () => {
      const big = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(200_001, 7)]);
      const id = (await upload(partnerUser, mine.id, [{ name: 'grande.pdf', content: big }])).body.data[0].id;
      const data = (await get(partnerUser, `/anexos/${id}/download`)).body.data;
      expect(Buffer.from(data, 'base64').equals(big)).toBe(true);
    });

    it('hides attachments of opportunities outside the scope', async () => {
      const id = (await upload(admin, foreign.id, [{ name: 'alheio.txt', content: samples.txt() }])).body.data[0].id;
      for (const path of [`/anexos/${id}/download`, `/anexos/${id}/file`]) {
        expect(await get(partnerUser, path)).toMatchObject({ status: 404, body: { detail: 'Anexo não encontrado' } });
      }
      expect((await get(partnerUser, `/${foreign.id}/anexos`)).status).toBe(404);
      expect((await get(admin, `/anexos/${id}/download`)).status).toBe(200);
    });
  });

  describe('description and removal', () => {
    it.each(['PUT', 'PATCH'] as const)('%s changes the description and records it', async (method) => {
      const id = (await upload(partnerUser, mine.id, [{ name: 'ata.txt', content: samples.txt() }], 'Antiga')).body
        .data[0].id;
      const res = await t.call({
        method,
        url: `${API}/anexos/${id}?descricao=${encodeURIComponent('Ata da reunião')}`,
        headers: await t.as(partnerUser),
      });
      expect(res).toMatchObject({ status: 200, body: { id, descricao: 'Ata da reunião' } });
      const cleared = await t.call({ method, url: `${API}/anexos/${id}?descricao=`, headers: await t.as(partnerUser) });
      expect(cleared.body.descricao).toBeNull();
      const entries = await t.database.db
        .select()
        .from(oportunidadeHistorico)
        .where(eq(oportunidadeHistorico.field, 'anexo_descricao'));
      expect(entries.map((e) => [e.old_value, e.new_value])).toEqual(
        expect.arrayContaining([
          ['Antiga', 'Ata da reunião'],
          ['Ata da reunião', null],
        ]),
      );
    });

    it('DELETE removes the row and the stored file', async () => {
      const before = await t.storedFiles();
      const id = (await upload(partnerUser, mine.id, [{ name: 'descartar.pdf', content: samples.pdf() }])).body.data[0].id;
      expect((await t.storedFiles()).length).toBe(before.length + 1);
      const res = await t.call({ method: 'DELETE', url: `${API}/anexos/${id}`, headers: await t.as(partnerUser) });
      expect(res).toMatchObject({ status: 200, body: { id, nome_arquivo: 'descartar.pdf' } });
      expect(await t.storedFiles()).toEqual(before);
      expect((await get(partnerUser, `/anexos/${id}/download`)).status).toBe(404);
      const removal = await t.database.db
        .select()
        .from(oportunidadeHistorico)
        .where(eq(oportunidadeHistorico.old_value, 'descartar.pdf'));
      expect(removal).toMatchObject([{ field: 'anexo', new_value: null, user_id: partnerUser.id }]);
    });

    it('deleting the opportunity removes its files', async () => {
      const doomed = await createOportunidade(t.database.db, { parceiro_id: partner.id });
      const before = await t.storedFiles();
      await upload(partnerUser, doomed.id, [
        { name: 'a.pdf', content: samples.pdf() },
        { name: 'b.zip', content: samples.zip() },
      ]);
      expect((await t.storedFiles()).length).toBe(before.length + 2);
      await t.call({ method: 'DELETE', url: `${API}/${doomed.id}`, headers: await t.as(partnerUser) });
      expect(await t.storedFiles()).toEqual(before);
    });
  });

  describe('refuses, keeping nothing', () => {
    const refused = async (oportunidadeId: number, files: FormFile[], status: number, msg: string) => {
      const before = { rows: await anexoCount(), files: await t.storedFiles() };
      const res = await upload(partnerUser, oportunidadeId, files);
      expect(res.status).toBe(status);
      const detail = typeof res.body.detail === 'string' ? res.body.detail : res.body.detail[0].msg;
      expect(detail).toBe(msg);
      expect(await anexoCount()).toBe(before.rows);
      expect(await t.storedFiles()).toEqual(before.files);
    };
    const good = { name: 'ok.pdf', content: samples.pdf() };

    it('an extension that is not allowed', async () => {
      await refused(mine.id, [good, { name: 'script.sh', content: samples.txt() }], 422,
        'Tipo de arquivo não permitido: script.sh. Tipos aceitos: pdf, doc, docx, xls, xlsx, txt, csv, zip, rar.');
    });

    it.each([
      ['planilha.xlsx', samples.pdf(), 'O conteúdo do arquivo planilha.xlsx não corresponde a um arquivo .xlsx.'],
      ['antigo.doc', samples.docx(), 'O conteúdo do arquivo antigo.doc não corresponde a um arquivo .doc.'],
      ['pacote.rar', samples.zip(), 'O conteúdo do arquivo pacote.rar não corresponde a um arquivo .rar.'],
      ['notas.txt', Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03]), 'O conteúdo do arquivo notas.txt não corresponde a um arquivo .txt.'],
      ['vazio.csv', Buffer.alloc(0), 'O arquivo vazio.csv está vazio.'],
    ])('%s with the wrong content', async (name, content, msg) => {
      await refused(mine.id, [good, { name, content }], 422, msg);
    });

    it('more than 10 files', async () => {
      await refused(mine.id, Array.from({ length: 11 }, (_, i) => ({ name: `f${i}.pdf`, content: samples.pdf() })), 422,
        'Máximo de 10 arquivos permitidos');
    });

    it('no file at all', async () => {
      await refused(mine.id, [], 422, 'Selecione ao menos um arquivo.');
    });

    it('an opportunity outside the scope', async () => {
      await refused(foreign.id, [good], 404, 'Oportunidade não encontrada');
    });
  });
});
