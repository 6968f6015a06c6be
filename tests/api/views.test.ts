// /views: each user saves, lists and deletes their own views of a list; someone else's view is invisible
// (absent from the list, 404 on delete), a duplicate name in the same list answers 409, an unknown list
// or a blank name 422. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { savedViews, users, type User } from '../../server/platform/db/schema';
import { createTestApp, type TestApp } from '../helpers/app';

const API = '/api/v1/views';
const params = { search: { estagio: '3', sort: 'titulo', order: 'desc', per_page: '50' }, hidden_columns: ['tags'] };

describe('saved views', () => {
  let t: TestApp;
  let ana: User;
  let bruno: User;

  beforeAll(async () => {
    t = await createTestApp();
    ana = await t.createUser({ role: 5 });
    bruno = await t.createUser({ role: 2 });
  });
  afterAll(() => t.close());

  const call = async (user: User, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.call({ method, url: `${API}${url}`, headers: await t.as(user), payload });
  const save = (user: User, body: object) => call(user, 'POST', '/', body);
  const names = async (user: User, resource: string) =>
    ((await call(user, 'GET', `/?resource=${resource}`)).body.data as { name: string }[]).map((view) => view.name);

  it('saves a view and lists it back with its params, for its owner and that list only', async () => {
    const res = await save(ana, { resource: 'oportunidades', name: '  Fase 3 por título ', params });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      resource: 'oportunidades',
      name: 'Fase 3 por título',
      params,
      created_at: expect.any(String),
    });
    const list = await call(ana, 'GET', '/?resource=oportunidades');
    expect(list).toMatchObject({ status: 200, body: { count: 1, data: [res.body] } });
    expect(await names(ana, 'pessoas')).toEqual([]);
  });

  it("shows no one else's views and answers 404 when deleting one, which stays", async () => {
    const mine = (await save(bruno, { resource: 'oportunidades', name: 'Do Bruno', params })).body;
    expect(await names(ana, 'oportunidades')).not.toContain('Do Bruno');
    const res = await call(ana, 'DELETE', `/${mine.id}`);
    expect(res).toMatchObject({ status: 404, body: { detail: 'Visualização não encontrada' } });
    expect(await names(bruno, 'oportunidades')).toEqual(['Do Bruno']);
  });

  it('deletes an own view', async () => {
    const view = (await save(ana, { resource: 'pessoas', name: 'Para apagar', params })).body;
    const res = await call(ana, 'DELETE', `/${view.id}`);
    expect(res).toMatchObject({ status: 200, body: { id: view.id, name: 'Para apagar' } });
    expect(await names(ana, 'pessoas')).toEqual([]);
    expect((await call(ana, 'DELETE', `/${view.id}`)).status).toBe(404);
  });

  it('refuses a second view of the same name in the same list with a 409, but not in another list or user', async () => {
    expect((await save(ana, { resource: 'admin', name: 'Ativos', params })).status).toBe(201);
    const res = await save(ana, { resource: 'admin', name: 'Ativos', params });
    expect(res).toMatchObject({ status: 409, body: { detail: 'Já existe uma visualização com este nome nesta lista' } });
    expect((await save(ana, { resource: 'pessoas', name: 'Ativos', params })).status).toBe(201);
    expect((await save(bruno, { resource: 'admin', name: 'Ativos', params })).status).toBe(201);
    expect(await names(ana, 'admin')).toEqual(['Ativos']);
  });

  it.each([
    [{ resource: 'contas', name: 'X', params }, 'resource', 'Lista desconhecida'],
    [{ name: 'X', params }, 'resource', 'Lista desconhecida'],
    [{ resource: 'pessoas', name: '   ', params }, 'name', 'Nome da visualização é obrigatório'],
    [{ resource: 'pessoas', params }, 'name', 'Nome da visualização é obrigatório'],
    [{ resource: 'pessoas', name: 'x'.repeat(81), params }, 'name', 'Nome da visualização deve ter no máximo 80 caracteres'],
  ])('refuses %j with a 422 naming the field, saving nothing', async (body, field, msg) => {
    const before = await t.database.db.select().from(savedViews);
    const res = await save(ana, body);
    expect(res.status).toBe(422);
    expect(res.body.detail[0]).toMatchObject({ loc: ['body', field], msg });
    expect(await t.database.db.select().from(savedViews)).toHaveLength(before.length);
  });

  it('refuses params that are not a list location', async () => {
    const res = await save(ana, { resource: 'pessoas', name: 'Ruim', params: { search: { page: 2 }, hidden_columns: [] } });
    expect(res.status).toBe(422);
    expect(res.body.detail[0].loc.slice(0, 2)).toEqual(['body', 'params']);
  });

  it('answers 422 for an unknown list and 404 for a bad view id', async () => {
    const res = await call(ana, 'GET', '/?resource=contas');
    expect(res).toMatchObject({ status: 422, body: { detail: [{ loc: ['query', 'resource'], msg: 'Lista desconhecida' }] } });
    expect((await call(ana, 'DELETE', '/987654')).status).toBe(404);
  });

  it("goes with its user: deleting the user deletes the user's views", async () => {
    const carla = await t.createUser({ role: 3 });
    await save(carla, { resource: 'pessoas', name: 'Da Carla', params });
    await t.database.db.delete(users).where(eq(users.id, carla.id));
    expect(await t.database.db.select().from(savedViews).where(eq(savedViews.user_id, carla.id))).toEqual([]);
  });
});
