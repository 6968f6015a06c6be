// Atividades (common/resources/atividades.ts, served by the kit): notes, calls, meetings, tasks and
// e-mails on an opportunity or a person. Every role logs them; an external user (3, 5, 6) reaches only
// those of its circle's opportunities and persons and never an internal one (404 like a missing row);
// the 422s of the declared rules; the filters (vencidas, mine, the due range) and the list's order; the
// bulk complete and reassign.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AtividadeTipo } from '../../common/enums';
import type { Oportunidade, Person, User } from '../../server/platform/db/schema';
import { createTestApp, type TestApp } from '../helpers/app';
import * as fx from '../helpers/fixtures';

const API = '/api/v1/atividades';
const HOUR = 60 * 60 * 1000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

describe('atividades', () => {
  let t: TestApp;
  let staff: User;
  let other: User;
  let circlePerson: Person;
  let foreignPerson: Person;
  let inside: Oportunidade;
  let outside: Oportunidade;
  /** One external user of each external role, each with `circlePerson` linked. */
  const externals: Record<number, User> = {};

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    staff = await t.createUser({ role: 2 });
    other = await t.createUser({ role: 4 });
    circlePerson = await fx.createPerson(db, { name: 'Parceira do círculo', role: 2 });
    foreignPerson = await fx.createPerson(db, { name: 'Pessoa alheia', role: 3 });
    inside = await fx.createOportunidade(db, { titulo: 'Do círculo', parceiro_id: circlePerson.id });
    outside = await fx.createOportunidade(db, { titulo: 'Alheia', parceiro_id: foreignPerson.id });
    for (const role of [3, 5, 6]) {
      externals[role] = await t.createUser({ role });
      await fx.addVinculo(db, externals[role].id, circlePerson.id);
    }
  });
  afterAll(() => t.close());

  const call = async (user: User, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.call({ method, url: `${API}${url}`, headers: await t.as(user), payload });
  const create = async (user: User, values: object) => {
    const res = await call(user, 'POST', '/', values);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body as { id: number } & Record<string, unknown>;
  };
  const listIds = async (user: User, query: string) => {
    const res = await call(user, 'GET', `/?limit=1000&${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body.data as { id: number }[]).map((row) => row.id);
  };

  it('logs a call on an opportunity: the caller is its responsável and author, open, visible', async () => {
    const call_ = await create(staff, { tipo: AtividadeTipo.Ligacao, titulo: '  Ligação ao cliente ', oportunidade_id: inside.id });
    expect(call_).toMatchObject({
      tipo: 2,
      titulo: 'Ligação ao cliente',
      descricao: null,
      oportunidade_id: inside.id,
      pessoa_id: null,
      responsavel_id: staff.id,
      created_by_id: staff.id,
      vence_em: null,
      concluida: false,
      concluida_em: null,
      interna: false,
    });
    expect((await call(staff, 'GET', `/${call_.id}`)).body).toEqual(call_);
  });

  it.each([
    ['without opportunity or person', { tipo: 1, titulo: 'Nota' }, 'oportunidade_id', 'Informe a oportunidade ou a pessoa'],
    ['a task without due time', { tipo: 4, titulo: 'Tarefa', pessoa_id: -1 }, 'vence_em', 'Informe quando a tarefa vence'],
    ['without title', { tipo: 1, titulo: '  ', pessoa_id: -1 }, 'titulo', 'Título é obrigatório'],
    ['an unknown type', { tipo: 9, titulo: 'X', pessoa_id: -1 }, 'tipo', 'Tipo inválido. Use um destes: 1, 2, 3, 4, 5.'],
  ])('refuses %s with 422 on its field', async (_label, body, field, msg) => {
    const payload = 'pessoa_id' in body ? { ...body, pessoa_id: circlePerson.id } : body;
    const res = await call(staff, 'POST', '/', payload);
    expect(res.status).toBe(422);
    expect(res.body.detail).toContainEqual(expect.objectContaining({ loc: ['body', field], msg }));
  });

  it('keeps the rules on PATCH: a task cannot lose its due time, an activity its last link', async () => {
    const task = await create(staff, { tipo: 4, titulo: 'Enviar proposta', pessoa_id: circlePerson.id, vence_em: at(HOUR) });
    let res = await call(staff, 'PATCH', `/${task.id}`, { vence_em: null });
    expect(res.status).toBe(422);
    expect(res.body.detail[0]).toMatchObject({ loc: ['body', 'vence_em'], msg: 'Informe quando a tarefa vence' });
    res = await call(staff, 'PATCH', `/${task.id}`, { pessoa_id: null });
    expect(res.body.detail[0]).toMatchObject({ loc: ['body', 'oportunidade_id'], msg: 'Informe a oportunidade ou a pessoa' });
    const note = await create(staff, { tipo: 1, titulo: 'Nota', pessoa_id: circlePerson.id });
    res = await call(staff, 'PATCH', `/${note.id}`, { tipo: 4 });
    expect(res.body.detail[0]).toMatchObject({ loc: ['body', 'vence_em'], msg: 'Informe quando a tarefa vence' });
  });

  it('refuses links to rows that do not exist with 422 on their field, never 500', async () => {
    const res = await call(staff, 'POST', '/', { tipo: 1, titulo: 'X', oportunidade_id: 987654, responsavel_id: 987654 });
    expect(res.status).toBe(422);
    expect(res.body.detail[0]).toMatchObject({ loc: ['body', 'oportunidade_id'], msg: 'Oportunidade não encontrada' });
    const bad = await call(staff, 'POST', '/', { tipo: 1, titulo: 'X', pessoa_id: circlePerson.id, responsavel_id: 987654 });
    expect(bad.body.detail[0]).toMatchObject({ loc: ['body', 'responsavel_id'], msg: 'Responsável não encontrado' });
  });

  it('stamps concluida_em when completed and clears it when reopened', async () => {
    const task = await create(staff, { tipo: 4, titulo: 'Cobrar documentos', oportunidade_id: inside.id, vence_em: at(HOUR) });
    const done = await call(staff, 'PATCH', `/${task.id}`, { concluida: true });
    expect(done.body.concluida).toBe(true);
    const stamped = new Date(done.body.concluida_em).getTime();
    expect(Math.abs(stamped - Date.now())).toBeLessThan(60_000);
    const reopened = await call(staff, 'PATCH', `/${task.id}`, { concluida: false });
    expect(reopened.body).toMatchObject({ concluida: false, concluida_em: null });
    // Sent by a client, concluida_em is not a field of the request and changes nothing.
    const created = await create(staff, { tipo: 1, titulo: 'Já feita', pessoa_id: circlePerson.id, concluida: true });
    expect(created.concluida_em).not.toBeNull();
  });

  describe.each([1, 2, 3, 4, 5, 6])('role %i', (role) => {
    const external = [3, 5, 6].includes(role);
    let user: User;
    let visible: number[];
    let hidden: number[];
    beforeAll(async () => {
      user = external ? externals[role] : await t.createUser({ role });
      visible = [
        (await create(staff, { tipo: 1, titulo: `Nota ${role}`, oportunidade_id: inside.id })).id,
        (await create(staff, { tipo: 3, titulo: `Reunião ${role}`, pessoa_id: circlePerson.id })).id,
      ];
      hidden = [
        (await create(staff, { tipo: 1, titulo: `Alheia ${role}`, oportunidade_id: outside.id })).id,
        (await create(staff, { tipo: 1, titulo: `Alheia pessoa ${role}`, pessoa_id: foreignPerson.id })).id,
        (await create(staff, { tipo: 1, titulo: `Interna ${role}`, oportunidade_id: inside.id, interna: true })).id,
      ];
    });

    it(external ? 'lists its circle only, never an internal one' : 'lists every activity', async () => {
      const listed = await listIds(user, `query=${role}`);
      for (const id of visible) expect(listed).toContain(id);
      for (const id of hidden) (external ? expect(listed).not : expect(listed)).toContain(id);
    });

    it(external ? 'exports its circle only' : 'exports every activity', async () => {
      const res = await t.call({ method: 'GET', url: `${API}/export?format=csv&query=${role}`, headers: await t.as(user) });
      expect(res.status).toBe(200);
      expect(res.body).toContain(`Nota ${role}`);
      expect(res.body).toContain(`Reunião ${role}`);
      for (const title of [`Alheia ${role}`, `Interna ${role}`]) (external ? expect(res.body).not : expect(res.body)).toContain(title);
    });

    it(external ? 'gets 404 reading, changing or deleting a foreign or internal one' : 'reads and changes any', async () => {
      for (const id of hidden) {
        const answers = [
          await call(user, 'GET', `/${id}`),
          await call(user, 'PATCH', `/${id}`, { titulo: 'Invadida' }),
        ];
        for (const res of answers) expect(res.status).toBe(external ? 404 : 200);
        if (external) {
          expect(answers[0].body).toEqual({ detail: 'Atividade não encontrada' });
          expect((await call(user, 'DELETE', `/${id}`)).status).toBe(404);
          expect((await call(staff, 'GET', `/${id}`)).body.titulo).not.toBe('Invadida');
        }
      }
      expect((await call(user, 'PATCH', `/${visible[0]}`, { descricao: 'Anotado' })).body.descricao).toBe('Anotado');
    });

    it(external ? 'logs only on its circle, and nothing internal' : 'logs anywhere, internal too', async () => {
      const foreign = await call(user, 'POST', '/', { tipo: 1, titulo: 'Fora', oportunidade_id: outside.id });
      const foreignPessoa = await call(user, 'POST', '/', { tipo: 1, titulo: 'Fora', pessoa_id: foreignPerson.id });
      const internal = await call(user, 'POST', '/', { tipo: 1, titulo: 'Interna', pessoa_id: circlePerson.id, interna: true });
      if (external) {
        expect(foreign.body.detail[0]).toMatchObject({ loc: ['body', 'oportunidade_id'], msg: 'Oportunidade não encontrada' });
        expect(foreignPessoa.body.detail[0]).toMatchObject({ loc: ['body', 'pessoa_id'], msg: 'Pessoa não encontrada' });
        expect(internal.body.detail[0]).toMatchObject({ loc: ['body', 'interna'], msg: 'Somente a equipe registra atividades internas' });
        const own = await create(user, { tipo: 2, titulo: 'Minha ligação', oportunidade_id: inside.id });
        expect((await call(user, 'DELETE', `/${own.id}`)).status).toBe(200);
      } else {
        for (const res of [foreign, foreignPessoa, internal]) expect(res.status).toBe(201);
      }
    });
  });

  it('filters the overdue open tasks (vencidas=true), mine, type, state and due range, in due order', async () => {
    const person = await fx.createPerson(t.database.db, { name: 'Filtros' });
    const base = { pessoa_id: person.id };
    const late = await create(staff, { ...base, tipo: 4, titulo: 'Atrasada', vence_em: at(-2 * HOUR) });
    const later = await create(staff, { ...base, tipo: 4, titulo: 'Mais atrasada', vence_em: at(-30 * HOUR) });
    const soon = await create(staff, { ...base, tipo: 4, titulo: 'Logo', vence_em: at(2 * HOUR) });
    const doneLate = await create(staff, { ...base, tipo: 4, titulo: 'Feita', vence_em: at(-3 * HOUR), concluida: true });
    const meetingLate = await create(staff, { ...base, tipo: 3, titulo: 'Reunião passada', vence_em: at(-3 * HOUR) });
    const others = await create(other, { ...base, tipo: 4, titulo: 'Do outro', vence_em: at(-1 * HOUR) });
    const q = `pessoa_id=${person.id}`;

    expect(await listIds(staff, `${q}&vencidas=true`)).toEqual([later.id, late.id, others.id]);
    expect(await listIds(staff, `${q}&vencidas=true&mine=true`)).toEqual([later.id, late.id]);
    expect(await listIds(other, `${q}&mine=true`)).toEqual([others.id]);
    expect(await listIds(staff, `${q}&responsavel_id=${other.id}`)).toEqual([others.id]);
    expect(await listIds(staff, `${q}&tipo=3`)).toEqual([meetingLate.id]);
    expect(await listIds(staff, `${q}&concluida=true`)).toEqual([doneLate.id]);
    // The whole list, ordered by due time (then creation).
    expect(await listIds(staff, q)).toEqual([later.id, doneLate.id, meetingLate.id, late.id, others.id, soon.id]);
    const from = encodeURIComponent(at(-150 * 60_000));
    const until = encodeURIComponent(at(0));
    expect(await listIds(staff, `${q}&vence_de=${from}&vence_ate=${until}`)).toEqual([late.id, others.id]);
    const res = await call(staff, 'GET', `/?${q}&vence_de=ontem`);
    expect(res.status).toBe(422);
  });

  it('completes and reassigns in bulk, through the same rules and scope', async () => {
    const person = await fx.createPerson(t.database.db, { name: 'Em lote' });
    const a = await create(staff, { tipo: 4, titulo: 'A', pessoa_id: person.id, vence_em: at(HOUR) });
    const b = await create(staff, { tipo: 4, titulo: 'B', pessoa_id: person.id, vence_em: at(HOUR) });
    let res = await call(staff, 'POST', '/bulk', { action: 'complete', ids: [a.id, b.id] });
    expect(res.body).toEqual({ matched: 2, changed: 2, refused: [] });
    const completed = await call(staff, 'GET', `/${a.id}`);
    expect(completed.body.concluida).toBe(true);
    expect(completed.body.concluida_em).not.toBeNull();

    res = await call(staff, 'POST', '/bulk', { action: 'reassign', filter: { pessoa_id: String(person.id) }, value: other.id });
    expect(res.body).toEqual({ matched: 2, changed: 2, refused: [] });
    expect(await listIds(other, `pessoa_id=${person.id}&mine=true`)).toEqual([a.id, b.id]);
    res = await call(staff, 'POST', '/bulk', { action: 'reassign', ids: [a.id] });
    expect(res.status).toBe(422);
    res = await call(staff, 'POST', '/bulk', { action: 'reassign', ids: [a.id], value: 987654 });
    expect(res.body.refused).toEqual([{ id: a.id, detail: 'Responsável não encontrado' }]);
    // An external user's bulk reaches its circle only: a foreign row is refused as missing.
    res = await call(externals[5], 'POST', '/bulk', { action: 'complete', ids: [a.id] });
    expect(res.body.refused).toEqual([{ id: a.id, detail: 'Atividade não encontrada' }]);
  });
  it("exports its references by name, as far as the exporter may see them", async () => {
    const titulo = 'Reunião exportada';
    await create(staff, { tipo: AtividadeTipo.Reuniao, titulo, oportunidade_id: inside.id, pessoa_id: circlePerson.id, responsavel_id: other.id });
    const exported = async (user: User) => {
      const res = await call(user, 'GET', `/export?format=csv&query=${encodeURIComponent(titulo)}`);
      expect(res.status).toBe(200);
      const [header, line] = String(res.body).replace(/^\uFEFF/, '').trim().split('\r\n').map((text) => text.split(';'));
      return Object.fromEntries(header.map((name, index) => [name, line[index]]));
    };
    // Staff read every list: the opportunity's title, the person's and the responsável's names.
    expect(await exported(staff)).toMatchObject({ Oportunidade: 'Do círculo', Pessoa: 'Parceira do círculo', 'Responsável': other.full_name });
    // A partner reads its circle's opportunity and person, but no user list: the responsável stays an id.
    expect(await exported(externals[5])).toMatchObject({ Oportunidade: 'Do círculo', Pessoa: 'Parceira do círculo', 'Responsável': String(other.id) });
  });
});
