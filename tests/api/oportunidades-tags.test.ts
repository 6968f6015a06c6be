// Tags: the catalogue, attaching and detaching them, deleting one everywhere (staff only), and the
// opportunities carrying a tag. Each change shows in the opportunity's history.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oportunidadeHistorico, tags, type Oportunidade, type Tag, type User } from '../../server/platform/db/schema';
import { createTag } from '../helpers/fixtures';
import { API, createOportunidadesApp, partnerScene, type OportunidadesTestApp } from './oportunidades.setup';

describe('tags', () => {
  let t: OportunidadesTestApp;
  let admin: User;
  let partnerUser: User;
  let mine: Oportunidade;
  let foreign: Oportunidade;

  beforeAll(async () => {
    t = await createOportunidadesApp();
    ({ admin, partnerUser, mine, foreign } = await partnerScene(t, 2));
  });
  afterAll(() => t.close());

  const call = async (user: User, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.call({ method, url: `${API}${url}`, headers: await t.as(user), payload });
  const historyOf = async (id: number) =>
    (
      await t.database.db.select().from(oportunidadeHistorico).where(eq(oportunidadeHistorico.oportunidade_id, id))
    ).map((h) => [h.field, h.old_value, h.new_value]);

  describe('the catalogue', () => {
    it('creates a tag with a name and one of the colours', async () => {
      const res = await call(partnerUser, 'POST', '/tags', { name: '  Urgente ', color: 'red' });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ id: expect.any(Number), name: 'Urgente', color: 'red' });
    });

    it.each([
      [{ name: '   ', color: 'blue' }, 'name', 'Nome da tag é obrigatório'],
      [{ color: 'blue' }, 'name', 'Nome da tag é obrigatório'],
      [{ name: 'Cinza', color: 'gray' }, 'color', 'Cor inválida. Use uma destas: blue, green, red, purple, orange, teal, pink, yellow.'],
    ])('refuses %j', async (payload, field, msg) => {
      const res = await call(partnerUser, 'POST', '/tags', payload);
      expect(res.status).toBe(422);
      expect(res.body.detail[0]).toMatchObject({ loc: ['body', field], msg });
    });

    it('refuses a name that exists, whatever its case', async () => {
      await createTag(t.database.db, { name: 'Cliente VIP' });
      const res = await call(partnerUser, 'POST', '/tags', { name: 'cliente vip', color: 'green' });
      expect(res).toMatchObject({ status: 409, body: { detail: 'Já existe uma tag com este nome.' } });
    });

    it('lists with a name query, skip and limit', async () => {
      await createTag(t.database.db, { name: 'Área fiscal' });
      await createTag(t.database.db, { name: 'Areia' });
      const res = await call(partnerUser, 'GET', '/tags?query=area&limit=100');
      expect(res.body).toMatchObject({ count: 1, data: [{ name: 'Área fiscal' }] });
      const page = await call(partnerUser, 'GET', '/tags?skip=1&limit=1');
      expect(page.body.data).toHaveLength(1);
      expect(page.body.count).toBeGreaterThanOrEqual(4);
    });
  });

  describe('on an opportunity', () => {
    let tag: Tag;
    beforeAll(async () => {
      tag = await createTag(t.database.db, { name: 'Prioridade', color: 'purple' });
    });

    it('attaches a tag once, lists it and records it', async () => {
      const res = await call(partnerUser, 'POST', `/${mine.id}/tags/${tag.id}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ count: 1, data: [{ id: tag.id, name: 'Prioridade', color: 'purple' }] });
      expect((await call(partnerUser, 'POST', `/${mine.id}/tags/${tag.id}`)).body.count).toBe(1);
      expect((await call(partnerUser, 'GET', `/${mine.id}/tags`)).body.data.map((x: Tag) => x.id)).toEqual([tag.id]);
      expect((await call(partnerUser, 'GET', `/${mine.id}`)).body.tags).toEqual([
        { id: tag.id, name: 'Prioridade', color: 'purple' },
      ]);
      expect(await historyOf(mine.id)).toEqual([['tag', null, 'Prioridade']]);
    });

    it('lists the opportunities carrying a tag, within the scope', async () => {
      await call(admin, 'POST', `/${foreign.id}/tags/${tag.id}`);
      expect((await call(admin, 'GET', `/tags/${tag.id}/oportunidades`)).body.count).toBe(2);
      const res = await call(partnerUser, 'GET', `/tags/${tag.id}/oportunidades`);
      expect(res.body).toMatchObject({ count: 1, data: [{ id: mine.id }] });
      expect((await call(partnerUser, 'GET', '/tags/999999/oportunidades')).status).toBe(404);
    });

    it('detaches a tag and records it; detaching again is 404', async () => {
      const res = await call(partnerUser, 'DELETE', `/${mine.id}/tags/${tag.id}`);
      expect(res).toMatchObject({ status: 200, body: { count: 0, data: [] } });
      expect(await historyOf(mine.id)).toContainEqual(['tag', 'Prioridade', null]);
      const again = await call(partnerUser, 'DELETE', `/${mine.id}/tags/${tag.id}`);
      expect(again).toMatchObject({ status: 404, body: { detail: 'Esta oportunidade não tem esta tag' } });
    });

    it('answers 404 for an unknown tag or an opportunity outside the scope', async () => {
      expect((await call(partnerUser, 'POST', `/${mine.id}/tags/999999`)).body.detail).toBe('Tag não encontrada');
      const res = await call(partnerUser, 'POST', `/${foreign.id}/tags/${tag.id}`);
      expect(res).toMatchObject({ status: 404, body: { detail: 'Oportunidade não encontrada' } });
      expect((await call(partnerUser, 'GET', `/${foreign.id}/tags`)).status).toBe(404);
    });
  });

  describe('deleting a tag everywhere', () => {
    it('is for staff only', async () => {
      const tag = await createTag(t.database.db);
      const res = await call(partnerUser, 'DELETE', `/tags/${tag.id}`);
      expect(res.status).toBe(403);
      expect(await t.database.db.select().from(tags).where(eq(tags.id, tag.id))).toHaveLength(1);
    });

    it('removes it from every opportunity and records that', async () => {
      const tag = await createTag(t.database.db, { name: 'Descontinuada' });
      await call(admin, 'POST', `/${mine.id}/tags/${tag.id}`);
      const res = await call(admin, 'DELETE', `/tags/${tag.id}`);
      expect(res).toMatchObject({ status: 200, body: { id: tag.id, name: 'Descontinuada' } });
      expect((await call(admin, 'GET', `/${mine.id}/tags`)).body.data.map((x: Tag) => x.name)).not.toContain(
        'Descontinuada',
      );
      expect(await historyOf(mine.id)).toContainEqual(['tag', 'Descontinuada', null]);
      expect((await call(admin, 'DELETE', `/tags/${tag.id}`)).status).toBe(404);
    });
  });
});
