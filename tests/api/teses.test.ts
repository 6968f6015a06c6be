// Teses: the thesis catalogue built by the resource kit (common/resources/teses.ts). Everyone signed in
// reads it; role 1 and superusers write it; a thesis in use is deactivated, not deleted; the enum the
// opportunity forms pick from lists only active theses.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { theses, type User } from '../../server/platform/db/schema';
import { createTestApp, type TestApp } from '../helpers/app';
import { createOportunidade } from '../helpers/fixtures';

const API = '/api/v1/teses';

describe('teses', () => {
  let t: TestApp;
  let admin: User;
  let superuser: User;
  let partner: User;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.createUser({ role: 1 });
    superuser = await t.createUser({ role: 5, is_superuser: true });
    partner = await t.createUser({ role: 5 });
  });
  afterAll(() => t.close());

  const call = async (user: User, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.call({ method, url: `${API}${url}`, headers: await t.as(user), payload });
  const create = async (name: string, extra: object = {}) => {
    const res = await call(admin, 'POST', '/', { name, ...extra });
    expect(res.status).toBe(201);
    return res.body as { id: number; name: string; descricao: string | null; ativa: boolean };
  };

  it('keeps the seeded theses with their ids, active and without a description', async () => {
    const res = await call(partner, 'GET', '/1');
    expect(res).toMatchObject({
      status: 200,
      body: { id: 1, name: 'Exclusão do ICMS da base do PIS/COFINS', descricao: null, ativa: true },
    });
  });

  it('creates a thesis, trimmed, active unless told otherwise', async () => {
    const tese = await create('  Tese do século ', { descricao: ' Tema 69 do STF ' });
    expect(tese).toEqual({ id: expect.any(Number), name: 'Tese do século', descricao: 'Tema 69 do STF', ativa: true });
    expect((await call(partner, 'GET', `/${tese.id}`)).body).toEqual(tese);
  });

  it.each([
    [{}, 'name', 'Nome da tese é obrigatório'],
    [{ name: '   ' }, 'name', 'Nome da tese é obrigatório'],
    [{ name: 'x'.repeat(201) }, 'name', 'Nome da tese deve ter no máximo 200 caracteres'],
    [{ name: 'Longa', descricao: 'x'.repeat(2001) }, 'descricao', 'Descrição deve ter no máximo 2000 caracteres'],
    [{ name: 'Sim', ativa: 'sim' }, 'ativa', 'Ativa deve ser verdadeiro ou falso'],
  ])('refuses %j with a 422 naming the field', async (payload, field, msg) => {
    const res = await call(admin, 'POST', '/', payload);
    expect(res.status).toBe(422);
    expect(res.body.detail[0]).toMatchObject({ loc: ['body', field], msg });
  });

  it('refuses a duplicate name, whatever its case, on create and on edit', async () => {
    await create('Crédito presumido');
    const other = await create('Outra tese');
    const duplicate = { status: 409, body: { detail: 'Já existe uma tese com este nome.' } };
    expect(await call(admin, 'POST', '/', { name: 'CRÉDITO PRESUMIDO' })).toMatchObject(duplicate);
    expect(await call(admin, 'PATCH', `/${other.id}`, { name: 'crédito presumido' })).toMatchObject(duplicate);
    expect((await call(admin, 'GET', `/${other.id}`)).body.name).toBe('Outra tese');
  });

  it('edits only the fields sent; a blank description clears it', async () => {
    const tese = await create('Editável', { descricao: 'Antes' });
    const renamed = await call(superuser, 'PATCH', `/${tese.id}`, { name: 'Editada' });
    expect(renamed).toMatchObject({ status: 200, body: { name: 'Editada', descricao: 'Antes', ativa: true } });
    const cleared = await call(admin, 'PATCH', `/${tese.id}`, { descricao: '', ativa: false });
    expect(cleared.body).toEqual({ id: tese.id, name: 'Editada', descricao: null, ativa: false });
  });

  it('lists with search, the active filter, order by name, skip and limit', async () => {
    await create('Zeta fiscal', { descricao: 'Revisão de ÍNDICES' });
    await create('Zeta inativa', { ativa: false });
    const found = await call(partner, 'GET', '/?query=indices');
    expect(found.body).toEqual({ count: 1, data: [expect.objectContaining({ name: 'Zeta fiscal' })] });
    const inactive = await call(partner, 'GET', '/?ativa=false&query=zeta');
    expect(inactive.body).toMatchObject({ count: 1, data: [{ name: 'Zeta inativa', ativa: false }] });
    const all = await call(partner, 'GET', '/?limit=1000');
    const names = all.body.data.map((row: { name: string }) => row.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const page = await call(partner, 'GET', '/?skip=1&limit=2');
    expect(page.body).toMatchObject({ count: all.body.count, data: all.body.data.slice(1, 3) });
    const descending = await call(partner, 'GET', '/?sort=name&order=desc&limit=1');
    expect(descending.body.data[0].name).toBe(names[names.length - 1]);
  });

  it('exports the filtered theses, or the ones ticked, as CSV with the declared columns', async () => {
    const active = await create('Exportável ativa', { descricao: 'Sobre ICMS' });
    await create('Exportável inativa', { ativa: false });
    const exported = async (query: string) => {
      const res = await call(partner, 'GET', `/export?${query}`);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="teses-\d{4}-\d{2}-\d{2}\.csv"/);
      // A Brazilian Excel's CSV: a byte order mark, ';' between cells, one row per line.
      return (res.body as string).slice(1).split('\r\n').filter(Boolean).map((line: string) => line.split(';'));
    };
    expect(await exported('query=export%C3%A1vel')).toEqual([
      ['Nome', 'Descrição', 'Ativa'],
      ['Exportável inativa', '', 'Inativa'],
      ['Exportável ativa', 'Sobre ICMS', 'Ativa'],
    ]);
    expect(await exported('query=export%C3%A1vel&ativa=false')).toEqual([['Nome', 'Descrição', 'Ativa'], ['Exportável inativa', '', 'Inativa']]);
    expect(await exported(`ids=${active.id}`)).toEqual([['Nome', 'Descrição', 'Ativa'], ['Exportável ativa', 'Sobre ICMS', 'Ativa']]);
    const badFormat = await call(partner, 'GET', '/export?format=pdf');
    expect(badFormat.status).toBe(422);
    expect(badFormat.body.detail[0]).toMatchObject({ loc: ['query', 'format'], msg: "O formato deve ser 'csv' ou 'xlsx'." });
  });

  it('deactivates, activates and deletes theses in bulk, refusing the ones in use with the reason', async () => {
    const unused = await create('Lote sem uso');
    const used = await create('Lote em uso');
    await createOportunidade(t.database.db, { tese: used.id });
    const bulk = (payload: object) => call(admin, 'POST', '/bulk', payload);

    expect((await bulk({ action: 'deactivate', filter: { query: 'lote' } })).body).toEqual({ matched: 2, changed: 2, refused: [] });
    expect((await call(partner, 'GET', '/?query=lote&ativa=false')).body.count).toBe(2);
    expect((await bulk({ action: 'activate', ids: [used.id] })).body).toEqual({ matched: 1, changed: 1, refused: [] });
    expect((await call(partner, 'GET', `/${used.id}`)).body.ativa).toBe(true);

    const deleted = await bulk({ action: 'delete', ids: [unused.id, used.id, 987654] });
    expect(deleted.body).toEqual({
      matched: 3,
      changed: 1,
      refused: [
        { id: 987654, detail: 'Tese não encontrada' },
        { id: used.id, detail: 'Esta tese é usada por oportunidades e não pode ser excluída. Desative-a em vez disso.' },
      ],
    });
    expect((await call(partner, 'GET', `/${unused.id}`)).status).toBe(404);
    expect((await call(partner, 'GET', `/${used.id}`)).body).toMatchObject({ name: 'Lote em uso', ativa: true });
  });

  it('refuses a bulk call to other roles, and a body that names no rows or an unknown action', async () => {
    expect((await call(partner, 'POST', '/bulk', { action: 'delete', ids: [1] })).status).toBe(403);
    const noTarget = await call(admin, 'POST', '/bulk', { action: 'delete' });
    expect(noTarget.status).toBe(422);
    expect(noTarget.body.detail[0]).toMatchObject({ loc: ['body', 'ids'], msg: "Envie 'ids' ou 'filter', um dos dois." });
    const unknown = await call(admin, 'POST', '/bulk', { action: 'archive', ids: [1] });
    expect(unknown.status).toBe(422);
    expect(unknown.body.detail[0]).toMatchObject({ loc: ['body', 'action'], msg: 'Ação inválida' });
    expect((await call(partner, 'GET', '/1')).body.ativa).toBe(true);
  });

  it('answers 404 for a thesis that does not exist', async () => {
    const missing = { status: 404, body: { detail: 'Tese não encontrada' } };
    expect(await call(partner, 'GET', '/987654')).toMatchObject(missing);
    expect(await call(admin, 'PATCH', '/987654', { name: 'Nada' })).toMatchObject(missing);
    expect(await call(admin, 'DELETE', '/987654')).toMatchObject(missing);
  });

  it('deletes an unused thesis', async () => {
    const tese = await create('Descartável');
    expect(await call(admin, 'DELETE', `/${tese.id}`)).toMatchObject({ status: 200, body: { id: tese.id } });
    expect((await call(admin, 'GET', `/${tese.id}`)).status).toBe(404);
  });

  it('refuses to delete a thesis an opportunity uses, telling to deactivate it instead', async () => {
    const tese = await create('Em uso');
    await createOportunidade(t.database.db, { tese: tese.id });
    const res = await call(admin, 'DELETE', `/${tese.id}`);
    expect(res).toMatchObject({
      status: 409,
      body: { detail: 'Esta tese é usada por oportunidades e não pode ser excluída. Desative-a em vez disso.' },
    });
    expect(await t.database.db.select().from(theses).where(eq(theses.id, tese.id))).toHaveLength(1);
  });

  it('lets only role 1 and superusers write', async () => {
    for (const role of [2, 3, 4, 5, 6]) {
      const user = await t.createUser({ role });
      expect((await call(user, 'POST', '/', { name: `Tese do papel ${role}` })).status).toBe(403);
      expect((await call(user, 'PATCH', '/1', { ativa: false })).status).toBe(403);
      expect((await call(user, 'DELETE', '/1')).status).toBe(403);
    }
    expect((await call(superuser, 'POST', '/', { name: 'Tese do superusuário' })).status).toBe(201);
  });

  describe('GET /oportunidades/enums/teses', () => {
    it('keeps its shape but lists only active theses; an opportunity keeps its inactive thesis', async () => {
      const retired = await create('Tese aposentada');
      const oportunidade = await createOportunidade(t.database.db, { tese: retired.id });
      await call(admin, 'PATCH', `/${retired.id}`, { ativa: false });
      const res = await t.call({ method: 'GET', url: '/api/v1/oportunidades/enums/teses', headers: await t.as(admin) });
      expect(res.status).toBe(200);
      expect(res.body[0]).toEqual({ id: 1, name: 'Exclusão do ICMS da base do PIS/COFINS' });
      const ids = res.body.map((row: { id: number }) => row.id);
      expect(ids).not.toContain(retired.id);
      const active = await t.database.db.select({ id: theses.id }).from(theses).where(eq(theses.ativa, true));
      expect(ids.sort()).toEqual(active.map((row) => row.id).sort());
      const shown = await t.call({
        method: 'GET',
        url: `/api/v1/oportunidades/${oportunidade.id}`,
        headers: await t.as(admin),
      });
      expect(shown.body.tese).toBe(retired.id);
      expect((await call(partner, 'GET', `/${retired.id}`)).body.name).toBe('Tese aposentada');
    });

    it('is not chosen anew for an opportunity, while one that has it stays editable', async () => {
      const retired = await create('Tese revogada');
      const keeps = await createOportunidade(t.database.db, { tese: retired.id });
      const other = await createOportunidade(t.database.db, { tese: 1 });
      await call(admin, 'PATCH', `/${retired.id}`, { ativa: false });
      const headers = await t.as(admin);
      const moved = await t.call({ method: 'PATCH', url: `/api/v1/oportunidades/${other.id}`, headers, payload: { tese: retired.id } });
      expect(moved.status).toBe(422);
      expect(moved.body.detail[0]).toMatchObject({ loc: ['body', 'tese'], msg: 'Tese inativa: escolha uma tese ativa' });
      const edited = await t.call({
        method: 'PATCH',
        url: `/api/v1/oportunidades/${keeps.id}`,
        headers,
        payload: { tese: retired.id, titulo: 'Ainda com a tese revogada' },
      });
      expect(edited).toMatchObject({ status: 200, body: { tese: retired.id, titulo: 'Ainda com a tese revogada' } });
    });
  });
});
