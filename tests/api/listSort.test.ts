// sort=<field>&order=asc|desc on every list endpoint: the rows come in that order, pages do not overlap
// among equal values, and a field the list does not sort by is a 422 in Portuguese.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../server/platform/db/schema';
import { createTestApp, type TestApp } from '../helpers/app';
import { createOportunidade, createPerson, createTag } from '../helpers/fixtures';

const SORT_NOT_ALLOWED = 'Não é possível ordenar por este campo.';

describe('sorted lists', () => {
  let t: TestApp;
  let admin: User;
  const mark = `Ordem${Date.now().toString(36)}`;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.createUser({ role: 1, full_name: 'Admin Ordem' });
    for (const name of ['Carla', 'Ana', 'Bruno']) {
      await t.createUser({ role: 5, full_name: `${name} ${mark}`, email: `${name.toLowerCase()}.${mark.toLowerCase()}@example.com` });
      await createPerson(t.database.db, { name: `${name} ${mark}` });
      await createTag(t.database.db, { name: `${name} ${mark}` });
    }
    for (const [titulo, receita] of [['Beta', '300.00'], ['Alfa', '100.00'], ['Gama', '200.00']]) {
      await createOportunidade(t.database.db, { titulo: `${titulo} ${mark}`, receita_esperada: receita });
    }
  });
  afterAll(() => t.close());

  const get = async (url: string) => t.call({ method: 'GET', url: `/api/v1${url}`, headers: await t.as(admin) });
  const firstWords = (rows: Record<string, unknown>[], field: string) => rows.map((row) => String(row[field]).split(' ')[0]);

  it.each([
    ['users', `/users/?query=${mark}&sort=full_name`, 'full_name'],
    ['persons', `/persons/?query=${mark}&sort=name`, 'name'],
    ['tags', `/oportunidades/tags?query=${mark}&sort=name`, 'name'],
    ['vínculos', `/userPersonsLinks/details?query=${mark}&sort=full_name`, 'full_name'],
  ])('sorts %s by name, ascending and descending', async (_list, url, field) => {
    const up = await get(`${url}&order=asc`);
    expect(up.status).toBe(200);
    expect(firstWords(up.body.data, field)).toEqual(['Ana', 'Bruno', 'Carla']);
    expect(up.body.count).toBe(3);
    const down = await get(`${url}&order=desc`);
    expect(firstWords(down.body.data, field)).toEqual(['Carla', 'Bruno', 'Ana']);
  });

  it('sorts the persons list by name without a search, paging through the whole table', async () => {
    const all = await get('/persons/?sort=name&limit=1000');
    const names = all.body.data.map((p: { name: string }) => p.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(all.body.count).toBe(all.body.data.length);
    const second = await get('/persons/?sort=name&skip=1&limit=2');
    expect(second.body.data.map((p: { id: number }) => p.id)).toEqual(all.body.data.slice(1, 3).map((p: { id: number }) => p.id));
    expect(second.body.count).toBe(all.body.count);
  });

  it('sorts opportunities by title and by expected revenue', async () => {
    const byTitle = await get(`/oportunidades/?query=${mark}&sort=titulo`);
    expect(firstWords(byTitle.body.data, 'titulo')).toEqual(['Alfa', 'Beta', 'Gama']);
    const byRevenue = await get(`/oportunidades/?query=${mark}&sort=receita_esperada&order=desc`);
    expect(firstWords(byRevenue.body.data, 'titulo')).toEqual(['Beta', 'Gama', 'Alfa']);
  });

  it('keeps equal values apart by id, so pages neither repeat nor skip rows', async () => {
    const tie = `Empate${mark}`;
    const ids: number[] = [];
    for (let i = 0; i < 4; i++) ids.push((await createOportunidade(t.database.db, { titulo: `${tie} ${i}`, receita_esperada: '500.00' })).id);
    for (const order of ['asc', 'desc'] as const) {
      const pages: number[] = [];
      for (const skip of [0, 1, 2, 3]) {
        const page = await get(`/oportunidades/?query=${tie}&sort=receita_esperada&order=${order}&skip=${skip}&limit=1`);
        pages.push(...page.body.data.map((o: { id: number }) => o.id));
      }
      expect(pages).toEqual(order === 'asc' ? ids : [...ids].reverse());
    }
  });

  it.each([
    '/users/?sort=hashed_password',
    '/persons/?sort=document',
    '/oportunidades/?sort=descricao',
    '/oportunidades/tags?sort=color',
    '/userPersonsLinks/details?sort=role',
  ])('answers 422 in Portuguese for a field that is not sortable: %s', async (url) => {
    const res = await get(url);
    expect(res.status).toBe(422);
    expect(res.body.detail).toEqual([expect.objectContaining({ loc: ['query', 'sort'], msg: SORT_NOT_ALLOWED })]);
  });

  it('answers 422 for an order other than asc or desc', async () => {
    const res = await get('/users/?sort=email&order=up');
    expect(res.status).toBe(422);
    expect(res.body.detail).toEqual([expect.objectContaining({ loc: ['query', 'order'], msg: "A ordem deve ser 'asc' ou 'desc'." })]);
  });
});
