// POST /oportunidades/bulk: set_stage, add_tag, remove_tag, assign_executive and delete over
// opportunities named by ids or by the list's filters. Each row goes through its single-row endpoint's
// rules and row scope (a partner reaches only its circle; outside it a row is refused as not found),
// every change is in the opportunity's history as a single change records it, and a run is one
// transaction.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultStatus, Stage, UserRole } from '../../common/enums';
import { BULK_VALUE_REQUIRED } from '../../server/resource/bulk';
import { oportunidadeHistorico, oportunidades, oportunidadeTags, type Oportunidade, type User } from '../../server/platform/db/schema';
import { OPORTUNIDADE_NOT_FOUND as NOT_FOUND } from '../../common/resources/oportunidades';
import { CLOSED_STAGE } from '../../server/features/oportunidades/bulk';
import { createTestApp, type TestApp } from '../helpers/app';
import { expectDocumentedBulk, failOnNthWrite, fieldsOf, INVALID_BULK_CASES, invalidBulkBody } from '../helpers/bulk';
import { createOportunidade, createPerson, createTag, tagOportunidade } from '../helpers/fixtures';

const BULK = '/api/v1/oportunidades/bulk';
const STAFF_ROLES = [UserRole.Admin, UserRole.AccountExecutive, UserRole.TeamMember];
const EXTERNAL_ROLES = [UserRole.Licensee, UserRole.Partner, UserRole.Referrer];
const PROSPECT = 1;
const NEGOTIATION = 9;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let batch = 0;
/** A word no other test's opportunities carry, so a filter by it matches only this test's rows. */
const uniqueWord = () => `Lotebulk${batch++}x`;

const post = async (actor: User, payload: object) =>
  t.call({ method: 'POST', url: BULK, headers: await t.as(actor), payload });

const stored = async (rows: Oportunidade[]) =>
  t.database.db
    .select()
    .from(oportunidades)
    .where(inArray(oportunidades.id, rows.map((row) => row.id)))
    .orderBy(asc(oportunidades.id));

const historyOf = (row: Oportunidade) =>
  t.database.db
    .select({
      field: oportunidadeHistorico.field,
      old_value: oportunidadeHistorico.old_value,
      new_value: oportunidadeHistorico.new_value,
      user_id: oportunidadeHistorico.user_id,
    })
    .from(oportunidadeHistorico)
    .where(eq(oportunidadeHistorico.oportunidade_id, row.id))
    .orderBy(asc(oportunidadeHistorico.id));

const tagIdsOf = async (row: Oportunidade) =>
  (
    await t.database.db
      .select({ tag_id: oportunidadeTags.tag_id })
      .from(oportunidadeTags)
      .where(eq(oportunidadeTags.oportunidade_id, row.id))
  ).map((link) => link.tag_id);

describe.each(STAFF_ROLES)('staff role %i', (role) => {
  it('moves the open opportunities to the stage, each with its history entry; a won one is refused', async () => {
    const db = t.database.db;
    const actor = await t.createUser({ role });
    const [a, b, won] = [
      await createOportunidade(db),
      await createOportunidade(db, { estagio: PROSPECT }),
      await createOportunidade(db, { estagio: Stage.Won, status_resultado: ResultStatus.Won }),
    ];
    const res = await post(actor, { action: 'set_stage', value: NEGOTIATION, ids: [a.id, b.id, won.id] });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ matched: 3, changed: 2, refused: [{ id: won.id, detail: CLOSED_STAGE }] });
    expect((await stored([a, b, won])).map((row) => row.estagio)).toEqual([NEGOTIATION, NEGOTIATION, Stage.Won]);
    expect(await historyOf(a)).toEqual([
      { field: 'estagio', old_value: String(Stage.Lead), new_value: String(NEGOTIATION), user_id: actor.id },
    ]);
    expect(await historyOf(won)).toEqual([]);
  });

  it('adds a tag to every opportunity of the filter and removes it again, recording both', async () => {
    const db = t.database.db;
    const actor = await t.createUser({ role });
    const word = uniqueWord();
    const tag = await createTag(db);
    const [a, b] = [await createOportunidade(db, { titulo: `${word} A` }), await createOportunidade(db, { titulo: `${word} B` })];
    const other = await createOportunidade(db);
    await tagOportunidade(db, b.id, tag.id);
    const added = await post(actor, { action: 'add_tag', value: tag.id, filter: { query: word } });
    expect(added.body).toEqual({ matched: 2, changed: 1, refused: [] });
    expect([await tagIdsOf(a), await tagIdsOf(b), await tagIdsOf(other)]).toEqual([[tag.id], [tag.id], []]);
    expect(await historyOf(a)).toEqual([{ field: 'tag', old_value: null, new_value: tag.name, user_id: actor.id }]);

    const removed = await post(actor, { action: 'remove_tag', value: tag.id, filter: { query: word, tag_id: tag.id } });
    expect(removed.body).toEqual({ matched: 2, changed: 2, refused: [] });
    expect([await tagIdsOf(a), await tagIdsOf(b)]).toEqual([[], []]);
    expect((await historyOf(b)).at(-1)).toEqual({ field: 'tag', old_value: tag.name, new_value: null, user_id: actor.id });
  });

  it('assigns an executive and deletes, by ids', async () => {
    const db = t.database.db;
    const actor = await t.createUser({ role });
    const executive = await t.createUser({ role: UserRole.AccountExecutive });
    const [a, b] = [await createOportunidade(db), await createOportunidade(db)];
    const assigned = await post(actor, { action: 'assign_executive', value: executive.id, ids: [a.id, b.id] });
    expect(assigned.body).toEqual({ matched: 2, changed: 2, refused: [] });
    expect((await stored([a, b])).map((row) => row.executivo_vendas_id)).toEqual([executive.id, executive.id]);
    expect(await historyOf(b)).toEqual([
      { field: 'executivo_vendas_id', old_value: null, new_value: String(executive.id), user_id: actor.id },
    ]);
    const deleted = await post(actor, { action: 'delete', ids: [a.id, b.id] });
    expect(deleted.body).toEqual({ matched: 2, changed: 2, refused: [] });
    expect(await stored([a, b])).toEqual([]);
  });
});

describe('reaching the won stage', () => {
  it('wins the opportunity, as "Marcar como ganha" does', async () => {
    const admin = await t.createUser({ role: UserRole.Admin });
    const row = await createOportunidade(t.database.db);
    const res = await post(admin, { action: 'set_stage', value: Stage.Won, ids: [row.id] });
    expect(res.body).toEqual({ matched: 1, changed: 1, refused: [] });
    const [after] = await stored([row]);
    expect([after.estagio, after.status_resultado, after.closed_at !== null]).toEqual([Stage.Won, ResultStatus.Won, true]);
  });
});

describe.each(EXTERNAL_ROLES)('external role %i', (role) => {
  /** A user whose own person is the partner of `mine`; `foreign` has another partner. */
  async function scene() {
    const db = t.database.db;
    const word = uniqueWord();
    const partner = await createPerson(db, { role: 2 });
    const user = await t.createUser({ role, person_id: partner.id });
    const mine = await createOportunidade(db, { parceiro_id: partner.id, titulo: `${word} Minha` });
    const foreign = await createOportunidade(db, { parceiro_id: (await createPerson(db, { role: 2 })).id, titulo: `${word} Alheia` });
    return { user, word, mine, foreign };
  }

  it('changes only the opportunities of its circle; others are refused as not found and keep their history empty', async () => {
    const { user, mine, foreign } = await scene();
    const res = await post(user, { action: 'set_stage', value: PROSPECT, ids: [mine.id, foreign.id] });
    expect(res.body).toEqual({ matched: 2, changed: 1, refused: [{ id: foreign.id, detail: NOT_FOUND }] });
    expect((await stored([mine, foreign])).map((row) => row.estagio)).toEqual([PROSPECT, Stage.Lead]);
    expect(await historyOf(foreign)).toEqual([]);
  });

  it('by filter, deletes only within its circle', async () => {
    const { user, word, mine, foreign } = await scene();
    const res = await post(user, { action: 'delete', filter: { query: word } });
    expect(res.body).toEqual({ matched: 1, changed: 1, refused: [] });
    expect((await stored([mine, foreign])).map((row) => row.id)).toEqual([foreign.id]);
  });

  it("names itself as executive, and another user is refused with PATCH's answer", async () => {
    const { user, mine } = await scene();
    const other = await t.createUser({ role: UserRole.AccountExecutive });
    const refused = await post(user, { action: 'assign_executive', value: other.id, ids: [mine.id] });
    const self = await post(user, { action: 'assign_executive', value: user.id, ids: [mine.id] });
    if (role === UserRole.Partner) {
      expect(refused.body).toEqual({
        matched: 1,
        changed: 0,
        refused: [{ id: mine.id, detail: 'Parceiros só podem indicar a si mesmos como executivo de vendas.' }],
      });
    } else {
      expect(refused.body).toEqual({ matched: 1, changed: 1, refused: [] });
    }
    expect(self.body).toEqual({ matched: 1, changed: 1, refused: [] });
    expect((await stored([mine]))[0].executivo_vendas_id).toBe(user.id);
  });
});

describe('one transaction', () => {
  it('a failure on the second row leaves every opportunity and its history as it was', async () => {
    const db = t.database.db;
    const admin = await t.createUser({ role: UserRole.Admin });
    const word = uniqueWord();
    const rows = [
      await createOportunidade(db, { titulo: `${word} 1` }),
      await createOportunidade(db, { titulo: `${word} 2` }),
      await createOportunidade(db, { titulo: `${word} 3` }),
    ];
    const restore = await failOnNthWrite(db, 'oportunidades', 2);
    try {
      expect((await post(admin, { action: 'set_stage', value: PROSPECT, filter: { query: word } })).status).toBe(500);
    } finally {
      await restore();
    }
    expect((await stored(rows)).map((row) => row.estagio)).toEqual([Stage.Lead, Stage.Lead, Stage.Lead]);
    const history = await db
      .select()
      .from(oportunidadeHistorico)
      .where(and(inArray(oportunidadeHistorico.oportunidade_id, rows.map((row) => row.id))));
    expect(history).toEqual([]);
  });
});

describe('refused bodies: 422 and nothing changes', () => {
  it.each(INVALID_BULK_CASES)('%s', async (name) => {
    const admin = await t.createUser({ role: UserRole.Admin });
    const row = await createOportunidade(t.database.db);
    const { body, field } = invalidBulkBody(name, 'set_stage', row.id, PROSPECT);
    const res = await post(admin, body);
    expect(res.status).toBe(422);
    expect(fieldsOf(res.body)).toContain(field);
    expect((await stored([row]))[0].estagio).toBe(Stage.Lead);
  });

  it.each([
    ['set_stage', 'Estágio inválido'],
    ['add_tag', 'Tag não encontrada'],
    ['remove_tag', 'Tag não encontrada'],
    ['assign_executive', 'Executivo não encontrado'],
  ])('%s: a value that names nothing, or none at all', async (action, message) => {
    const admin = await t.createUser({ role: UserRole.Admin });
    const row = await createOportunidade(t.database.db);
    const unknown = await post(admin, { action, value: 987654, ids: [row.id] });
    expect(unknown.status).toBe(422);
    expect(unknown.body.detail).toEqual([expect.objectContaining({ loc: ['body', 'value'], msg: message })]);
    const missing = await post(admin, { action, ids: [row.id] });
    expect(missing.status).toBe(422);
    expect(missing.body.detail).toEqual([expect.objectContaining({ loc: ['body', 'value'], msg: BULK_VALUE_REQUIRED })]);
    expect(await historyOf(row)).toEqual([]);
  });
});

describe('/api/docs', () => {
  it('documents the body, its actions and the answer', () => expectDocumentedBulk(t, BULK, ['set_stage', 'add_tag', 'remove_tag', 'assign_executive', 'delete', 'sync'], true));
});
