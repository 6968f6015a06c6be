// Campanhas: the README's worked example of a resource that is one declaration, one migration and one
// registry line (common/resources/campanhas.ts). The schemas and the table come from the fields; the
// kit serves the routes. What a user of the API checks: who may read and write, the 422s with their
// Portuguese messages (the rule across the two days on create and on a PATCH that sends one of them),
// the search, the status filter, the default order and the 409 on a duplicate name.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../server/platform/db/schema';
import { createTestApp, type TestApp } from '../helpers/app';

const API = '/api/v1/campanhas';
const FIM_ANTES = 'Fim deve ser igual ou posterior ao início';

type Campanha = { id: number; nome: string; descricao: string | null; inicio: string; fim: string; status: string };

describe('campanhas', () => {
  let t: TestApp;
  let admin: User;
  let member: User;
  let partner: User;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.createUser({ role: 1 });
    member = await t.createUser({ role: 4 });
    partner = await t.createUser({ role: 5 });
  });
  afterAll(() => t.close());

  const call = async (user: User, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.call({ method, url: `${API}${url}`, headers: await t.as(user), payload });
  const create = async (values: Partial<Campanha>) => {
    const res = await call(admin, 'POST', '/', { inicio: '2026-03-01', fim: '2026-03-31', ...values });
    expect(res.status).toBe(201);
    return res.body as Campanha;
  };

  it('creates a campaign, trimmed, planned unless told otherwise, and reads it back', async () => {
    const campanha = await create({ nome: '  Bônus de março ', descricao: ' ' });
    expect(campanha).toEqual({ id: expect.any(Number), nome: 'Bônus de março', descricao: null, inicio: '2026-03-01', fim: '2026-03-31', status: 'planejada' });
    expect((await call(member, 'GET', `/${campanha.id}`)).body).toEqual(campanha);
  });

  it.each([
    [{ inicio: '2026-01-01', fim: '2026-01-31' }, 'nome', 'Nome da campanha é obrigatório'],
    [{ nome: 'x'.repeat(121), inicio: '2026-01-01', fim: '2026-01-31' }, 'nome', 'Deve ter no máximo 120 caracteres'],
    [{ nome: 'Sem início', fim: '2026-01-31' }, 'inicio', 'Início é obrigatório'],
    [{ nome: 'Dia errado', inicio: '2026-02-30', fim: '2026-03-31' }, 'inicio', 'Data inválida: use o formato AAAA-MM-DD.'],
    [{ nome: 'Ao contrário', inicio: '2026-05-10', fim: '2026-05-01' }, 'fim', FIM_ANTES],
    [{ nome: 'Status', inicio: '2026-01-01', fim: '2026-01-31', status: 'talvez' }, 'status', 'Valor inválido para Status. Use um destes: planejada, ativa, encerrada.'],
  ])('refuses %j with a 422 naming the field', async (payload, field, msg) => {
    const res = await call(admin, 'POST', '/', payload);
    expect(res.status).toBe(422);
    expect(res.body.detail).toContainEqual(expect.objectContaining({ loc: ['body', field], msg }));
  });

  it('checks the two days on a PATCH that sends only one of them, against the stored other', async () => {
    const campanha = await create({ nome: 'Abril', inicio: '2026-04-01', fim: '2026-04-30' });
    const early = await call(admin, 'PATCH', `/${campanha.id}`, { fim: '2026-03-15' });
    expect(early.status).toBe(422);
    expect(early.body.detail).toContainEqual(expect.objectContaining({ msg: FIM_ANTES }));
    expect((await call(admin, 'GET', `/${campanha.id}`)).body).toMatchObject({ fim: '2026-04-30' });
    const moved = await call(admin, 'PATCH', `/${campanha.id}`, { inicio: '2026-04-10', status: 'ativa' });
    expect(moved).toMatchObject({ status: 200, body: { inicio: '2026-04-10', fim: '2026-04-30', status: 'ativa' } });
  });

  it('lets the team read and only administrators write; a partner reaches nothing', async () => {
    const campanha = await create({ nome: 'Somente leitura' });
    expect((await call(member, 'GET', '/')).status).toBe(200);
    expect((await call(member, 'POST', '/', { nome: 'Não', inicio: '2026-01-01', fim: '2026-01-02' })).status).toBe(403);
    expect((await call(member, 'PATCH', `/${campanha.id}`, { status: 'ativa' })).status).toBe(403);
    expect((await call(member, 'DELETE', `/${campanha.id}`)).status).toBe(403);
    expect((await call(partner, 'GET', '/')).status).toBe(403);
    expect((await call(partner, 'GET', `/${campanha.id}`)).status).toBe(403);
  });

  it('finds by name or description, filters by status and lists the latest start first', async () => {
    await create({ nome: 'Indicação premiada', descricao: 'Dobro de comissão em créditos de PIS', inicio: '2026-06-01', fim: '2026-06-30', status: 'ativa' });
    await create({ nome: 'Inverno', descricao: 'Meta de registros', inicio: '2026-07-01', fim: '2026-07-31' });
    const byText = await call(member, 'GET', '/?query=pis');
    expect(byText.body.data.map((row: Campanha) => row.nome)).toEqual(['Indicação premiada']);
    const active = await call(member, 'GET', '/?status=ativa');
    expect(active.body.data.every((row: Campanha) => row.status === 'ativa')).toBe(true);
    expect(active.body.data.map((row: Campanha) => row.nome)).toContain('Indicação premiada');
    const all = (await call(member, 'GET', '/?limit=100')).body.data as Campanha[];
    expect(all.map((row) => row.inicio)).toEqual([...all.map((row) => row.inicio)].sort().reverse());
    expect((await call(member, 'GET', '/?status=talvez')).status).toBe(422);
  });

  it('refuses a second campaign of the same name, whatever its case, with a 409', async () => {
    await create({ nome: 'Única' });
    const res = await call(admin, 'POST', '/', { nome: 'ÚNICA', inicio: '2026-01-01', fim: '2026-01-31' });
    expect(res).toMatchObject({ status: 409, body: { detail: 'Já existe uma campanha com este nome.' } });
  });

  it('deletes a campaign, which is then not found', async () => {
    const campanha = await create({ nome: 'Passageira' });
    expect((await call(admin, 'DELETE', `/${campanha.id}`)).status).toBe(200);
    expect(await call(member, 'GET', `/${campanha.id}`)).toMatchObject({ status: 404, body: { detail: 'Campanha não encontrada' } });
  });
});
