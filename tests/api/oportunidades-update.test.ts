// One opportunity: reading, the update rules (title, money, win, loss, frozen fees, references, role 5),
// the history each change writes, and deletion.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  oportunidadeHistorico,
  oportunidades,
  oportunidadeTags,
  type Oportunidade,
  type Person,
  type User,
} from '../../server/platform/db/schema';
import { createOportunidade, createPerson, createTag } from '../helpers/fixtures';
import { API, createOportunidadesApp, type OportunidadesTestApp } from './oportunidades.setup';

describe('one opportunity', () => {
  let t: OportunidadesTestApp;
  let admin: User;
  let partnerUser: User;
  let partner: Person;
  let client: Person;
  let row: Oportunidade;

  beforeAll(async () => {
    t = await createOportunidadesApp();
    partner = await createPerson(t.database.db, { name: 'Parceira', role: 2 });
    client = await createPerson(t.database.db, { name: 'Cliente Ltda', role: 1, person_type: 2 });
    admin = await t.createUser({ role: 1, full_name: 'Ana Administradora' });
    partnerUser = await t.createUser({ role: 5, person_id: partner.id });
  });
  afterAll(() => t.close());

  beforeEach(async () => {
    row = await createOportunidade(t.database.db, {
      titulo: 'Tese - Cliente Ltda',
      parceiro_id: partner.id,
      cliente_id: client.id,
      tese: 1,
      honorarios: '20.00',
      receita_esperada: '1000.00',
    });
  });

  const send = async (user: User, method: 'PUT' | 'PATCH', payload: object, id = row.id) =>
    t.call({ method, url: `${API}/${id}`, headers: await t.as(user), payload });
  const stored = async () =>
    (await t.database.db.select().from(oportunidades).where(eq(oportunidades.id, row.id)))[0];
  const history = async () =>
    t.database.db.select().from(oportunidadeHistorico).where(eq(oportunidadeHistorico.oportunidade_id, row.id));

  it('GET answers the opportunity with its tags', async () => {
    const tag = await createTag(t.database.db, { name: 'Prioridade', color: 'red' });
    await t.database.db.insert(oportunidadeTags).values({ oportunidade_id: row.id, tag_id: tag.id });
    const res = await t.call({ method: 'GET', url: `${API}/${row.id}`, headers: await t.as(admin) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: row.id,
      titulo: 'Tese - Cliente Ltda',
      honorarios: 20,
      receita_esperada: 1000,
      status_resultado: 1,
      tags: [{ id: tag.id, name: 'Prioridade', color: 'red' }],
    });
  });

  describe.each(['PUT', 'PATCH'] as const)('%s', (method) => {
    it('changes only the fields sent and records each change', async () => {
      const res = await send(admin, method, { titulo: '  Novo título  ', receita_esperada: 1500.5 });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ titulo: 'Novo título', receita_esperada: 1500.5, honorarios: 20, tese: 1 });
      expect(await stored()).toMatchObject({ titulo: 'Novo título', receita_esperada: '1500.50', honorarios: '20.00' });
      const entries = (await history()).map(({ field, old_value, new_value, user_id }) => ({
        field,
        old_value,
        new_value,
        user_id,
      }));
      expect(entries).toEqual(
        expect.arrayContaining([
          { field: 'titulo', old_value: 'Tese - Cliente Ltda', new_value: 'Novo título', user_id: admin.id },
          { field: 'receita_esperada', old_value: '1000.00', new_value: '1500.50', user_id: admin.id },
        ]),
      );
      expect(entries).toHaveLength(2);
    });

    it('refuses a blank title', async () => {
      const res = await send(admin, method, { titulo: '   ' });
      expect(res.status).toBe(422);
      expect(res.body.detail[0]).toMatchObject({ loc: ['body', 'titulo'], msg: 'Título é obrigatório.' });
      expect((await stored()).titulo).toBe('Tese - Cliente Ltda');
    });
  });

  it('ignores the fields a whole react-admin record carries besides the editable ones', async () => {
    const current = (await t.call({ method: 'GET', url: `${API}/${row.id}`, headers: await t.as(admin) })).body;
    const res = await send(admin, 'PUT', { ...current, id: 999, created_at: 'x', descricao: 'Detalhes' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: row.id, descricao: 'Detalhes' });
    expect((await history()).map((h) => h.field)).toEqual(['descricao']);
  });

  describe('money', () => {
    it.each([
      [{ receita_esperada: -1 }, 'receita_esperada', 'Receita deve ser positiva'],
      [{ receita_esperada: '-0.01' }, 'receita_esperada', 'Receita deve ser positiva'],
      [{ honorarios: -5 }, 'honorarios', 'Honorários deve ser positiva'],
    ])('refuses negative values: %j', async (payload, field, msg) => {
      const res = await send(admin, 'PATCH', payload);
      expect(res.status).toBe(422);
      expect(res.body.detail[0]).toMatchObject({ loc: ['body', field], msg });
    });

    it("refuses fees over 100% in the edit form's words", async () => {
      const res = await send(admin, 'PATCH', { honorarios: 100.01 });
      expect(res.status).toBe(422);
      expect(res.body.detail[0]).toMatchObject({ loc: ['body', 'honorarios'], msg: 'Honorários deve ser no máximo 100%' });
      expect((await send(admin, 'PATCH', { honorarios: 100 })).status).toBe(200);
    });

    it('refuses more than two decimal places rather than rounding', async () => {
      const res = await send(admin, 'PATCH', { receita_esperada: 10.005 });
      expect(res.status).toBe(422);
      expect((await stored()).receita_esperada).toBe('1000.00');
    });

    it('keeps large amounts exact', async () => {
      const res = await send(admin, 'PATCH', { receita_esperada: '9876543210123.45' });
      expect(res.body.receita_esperada).toBe(9876543210123.45);
      expect((await stored()).receita_esperada).toBe('9876543210123.45');
    });

    it('accepts zero and clears with null', async () => {
      expect((await send(admin, 'PATCH', { receita_esperada: 0 })).body.receita_esperada).toBe(0);
      expect((await send(admin, 'PATCH', { honorarios: null })).body.honorarios).toBeNull();
    });
  });

  describe('winning and losing', () => {
    it('winning sets the won stage and records both changes', async () => {
      const res = await send(admin, 'PATCH', { status_resultado: 2 });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status_resultado: 2, estagio: 11 });
      const fields = (await history()).map((h) => [h.field, h.old_value, h.new_value]);
      expect(fields).toEqual(
        expect.arrayContaining([
          ['status_resultado', '1', '2'],
          ['estagio', '12', '11'],
        ]),
      );
    });

    it('freezes the fees once won, in one request or the next', async () => {
      await send(admin, 'PATCH', { status_resultado: 2, honorarios: 25 });
      expect((await stored()).honorarios).toBe('25.00');
      const res = await send(admin, 'PUT', { honorarios: 30, titulo: 'Outro' });
      expect(res.status).toBe(422);
      expect(res.body.detail[0]).toMatchObject({
        loc: ['body', 'honorarios'],
        msg: 'Os honorários não podem ser alterados em oportunidades ganhas.',
      });
      expect(await stored()).toMatchObject({ honorarios: '25.00', titulo: 'Tese - Cliente Ltda' });
      expect((await history()).some((h) => h.field === 'titulo')).toBe(false);
    });

    it('lets a won opportunity be saved with its fees unchanged', async () => {
      await send(admin, 'PATCH', { status_resultado: 2 });
      const res = await send(admin, 'PUT', { honorarios: '20', descricao: 'Contrato assinado em março' });
      expect(res.status).toBe(200);
      expect(res.body.descricao).toBe('Contrato assinado em março');
    });

    it.each([{}, { motivo_perda: '' }, { motivo_perda: '   ' }])('losing needs a reason: %j', async (extra) => {
      const res = await send(admin, 'PATCH', { status_resultado: 3, ...extra });
      expect(res.status).toBe(422);
      expect(res.body.detail[0]).toMatchObject({ loc: ['body', 'motivo_perda'], msg: 'Motivo da perda é obrigatório' });
      expect((await stored()).status_resultado).toBe(1);
    });

    it('losing with a reason keeps it', async () => {
      const res = await send(admin, 'PATCH', { status_resultado: 3, motivo_perda: ' Cliente desistiu ' });
      expect(res.body).toMatchObject({ status_resultado: 3, motivo_perda: 'Cliente desistiu', estagio: 12 });
      expect((await send(admin, 'PATCH', { motivo_perda: '' })).status).toBe(422);
    });

    it('leaves a lost opportunity stored without a reason changeable, unless the change touches the reason', async () => {
      await t.database.db.update(oportunidades).set({ status_resultado: 3, motivo_perda: null }).where(eq(oportunidades.id, row.id));
      expect((await send(admin, 'PATCH', { titulo: 'Ainda perdida' })).status).toBe(200);
      expect((await send(admin, 'PATCH', { status_resultado: 3 })).status).toBe(200);
      const res = await send(admin, 'PATCH', { motivo_perda: '' });
      expect(res.status).toBe(422);
      expect(res.body.detail[0]).toMatchObject({ loc: ['body', 'motivo_perda'], msg: 'Motivo da perda é obrigatório' });
    });

    it('refuses an unknown result status', async () => {
      const res = await send(admin, 'PATCH', { status_resultado: 4 });
      expect(res.status).toBe(422);
      expect(res.body.detail[0].loc).toEqual(['body', 'status_resultado']);
    });
  });

  describe('references', () => {
    it.each([
      ['cliente_id', 999999, 'Cliente não encontrado'],
      ['parceiro_id', 999999, 'Parceiro não encontrado'],
      ['executivo_vendas_id', 999999, 'Executivo não encontrado'],
      ['tese', 999, 'Tese inválida'],
      ['estagio', 4, 'Estágio inválido'],
    ])('refuses a %s that does not exist', async (field, value, msg) => {
      const res = await send(admin, 'PATCH', { [field]: value });
      expect(res.status).toBe(422);
      expect(res.body.detail[0]).toMatchObject({ loc: ['body', field], msg });
    });

    it('needs a client with role 1 or 3 and a partner with role 2 or 3', async () => {
      const onlyPartner = await createPerson(t.database.db, { role: 2 });
      const onlyClient = await createPerson(t.database.db, { role: 1 });
      const both = await createPerson(t.database.db, { role: 3 });
      const asClient = await send(admin, 'PATCH', { cliente_id: onlyPartner.id });
      expect(asClient.body.detail[0].msg).toBe('O cliente deve ser uma pessoa com papel Cliente ou Cliente e Parceiro.');
      const asPartner = await send(admin, 'PATCH', { parceiro_id: onlyClient.id });
      expect(asPartner.body.detail[0].msg).toBe('O parceiro deve ser uma pessoa com papel Parceiro ou Cliente e Parceiro.');
      const ok = await send(admin, 'PATCH', { cliente_id: both.id, parceiro_id: both.id, estagio: 9, tese: 2 });
      expect(ok.body).toMatchObject({ cliente_id: both.id, parceiro_id: both.id, estagio: 9, tese: 2 });
    });
  });

  describe('role 5 (Parceiro)', () => {
    it('may name only itself as sales executive', async () => {
      const res = await send(partnerUser, 'PATCH', { executivo_vendas_id: admin.id });
      expect(res.status).toBe(403);
      expect(res.body.detail).toBe('Parceiros só podem indicar a si mesmos como executivo de vendas.');
      const self = await send(partnerUser, 'PATCH', { executivo_vendas_id: partnerUser.id });
      expect(self.body.executivo_vendas_id).toBe(partnerUser.id);
    });

    it('may not hand the opportunity to a partner outside its circle', async () => {
      const stranger = await createPerson(t.database.db, { role: 2 });
      const res = await send(partnerUser, 'PATCH', { parceiro_id: stranger.id });
      expect(res.body.detail[0]).toMatchObject({ loc: ['body', 'parceiro_id'], msg: 'Parceiro não encontrado' });
      expect((await send(partnerUser, 'PATCH', { parceiro_id: null })).status).toBe(422);
    });

    it('cannot change an opportunity outside its scope', async () => {
      const foreign = await createOportunidade(t.database.db, { titulo: 'Alheia' });
      const res = await send(partnerUser, 'PATCH', { titulo: 'Minha' }, foreign.id);
      expect(res).toMatchObject({ status: 404, body: { detail: 'Oportunidade não encontrada' } });
    });
  });

  describe('history', () => {
    it('lists the changes newest first with who made them', async () => {
      await send(admin, 'PATCH', { titulo: 'Primeiro' });
      await send(partnerUser, 'PATCH', { titulo: 'Segundo' });
      const res = await t.call({ method: 'GET', url: `${API}/${row.id}/historico`, headers: await t.as(admin) });
      expect(res.status).toBe(200);
      expect(res.body.count).toBe(2);
      expect(res.body.data[0]).toMatchObject({
        field: 'titulo',
        field_label: 'Título',
        old_value: 'Primeiro',
        new_value: 'Segundo',
        user_id: partnerUser.id,
      });
      expect(res.body.data[1]).toMatchObject({ new_value: 'Primeiro', user_name: 'Ana Administradora' });
    });

    it('names the persons and users behind changed ids, which the reader could not look up itself', async () => {
      const other = await createPerson(t.database.db, { name: 'Outro Cliente SA', role: 1 });
      await send(admin, 'PATCH', { cliente_id: other.id, executivo_vendas_id: admin.id });
      const res = await t.call({ method: 'GET', url: `${API}/${row.id}/historico`, headers: await t.as(partnerUser) });
      const byField = Object.fromEntries(res.body.data.map((e: { field: string }) => [e.field, e]));
      expect(byField.cliente_id).toMatchObject({ old_label: 'Cliente Ltda', new_label: 'Outro Cliente SA' });
      expect(byField.executivo_vendas_id).toMatchObject({ old_label: null, new_label: 'Ana Administradora' });
      const ownClient = await t.call({ method: 'GET', url: `/api/v1/persons/${other.id}`, headers: await t.as(partnerUser) });
      expect(ownClient.status).toBe(404);
    });

    it('records nothing for a request that changes nothing', async () => {
      await send(admin, 'PUT', { titulo: 'Tese - Cliente Ltda', receita_esperada: '1000' });
      expect(await history()).toEqual([]);
    });

    it('is out of reach outside the scope', async () => {
      const foreign = await createOportunidade(t.database.db);
      const res = await t.call({ method: 'GET', url: `${API}/${foreign.id}/historico`, headers: await t.as(partnerUser) });
      expect(res.status).toBe(404);
    });
  });

  describe('DELETE', () => {
    it('removes the opportunity and answers it', async () => {
      const res = await t.call({ method: 'DELETE', url: `${API}/${row.id}`, headers: await t.as(partnerUser) });
      expect(res.status).toBe(200);
      expect(res.body.id).toBe(row.id);
      expect(await stored()).toBeUndefined();
      const again = await t.call({ method: 'GET', url: `${API}/${row.id}`, headers: await t.as(admin) });
      expect(again.status).toBe(404);
    });

    it('answers 404 outside the scope and keeps the row', async () => {
      const foreign = await createOportunidade(t.database.db);
      const res = await t.call({ method: 'DELETE', url: `${API}/${foreign.id}`, headers: await t.as(partnerUser) });
      expect(res.status).toBe(404);
      expect((await t.database.db.select().from(oportunidades).where(eq(oportunidades.id, foreign.id))).length).toBe(1);
    });
  });
});
