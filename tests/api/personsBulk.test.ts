// POST /persons/bulk: activate, deactivate or delete persons by ids or by the list's filters, each row
// under the rules and row scope of PATCH or DELETE /persons/{id}, in one transaction, answering what
// matched, what changed and what was refused.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PersonType, UserRole } from '../../common/enums';
import { persons, type Person } from '../../server/platform/db/schema';
import { createTestApp, type TestApp } from '../helpers/app';
import { BULK_TARGET } from '../../server/resource/bulk';
import { IN_LINKS, IN_OPORTUNIDADES, OWN_PERSON } from '../../server/features/persons/remove';
import { expectDocumentedBulk, failOnNthWrite, fieldsOf, INVALID_BULK_CASES, invalidBulkBody } from '../helpers/bulk';
import { createOportunidade, createPerson, addVinculo } from '../helpers/fixtures';

const BULK = '/api/v1/persons/bulk';
const STAFF_ROLES = [UserRole.Admin, UserRole.AccountExecutive, UserRole.TeamMember];
const EXTERNAL_ROLES = [UserRole.Licensee, UserRole.Partner, UserRole.Referrer];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let batch = 0;
/** A word no other test's persons carry, so a filter by it matches only this test's rows. */
const uniqueWord = () => `Lotebulk${String.fromCharCode(97 + (batch % 26))}${String.fromCharCode(97 + Math.floor(batch++ / 26))}`;

const activeOf = async (rows: Person[]) => {
  const stored = await t.database.db
    .select({ id: persons.id, is_active: persons.is_active })
    .from(persons)
    .where(inArray(persons.id, rows.map((row) => row.id)));
  return Object.fromEntries(stored.map((row) => [row.id, row.is_active]));
};

const post = (headers: { authorization: string }, payload: object) => t.call({ method: 'POST', url: BULK, headers, payload });

async function bulkAs(role: UserRole, payload: object) {
  const user = await t.createUser({ role });
  return { user, res: await post(await t.as(user), payload) };
}

/** The headers of a new user of `role` linked to `person`, which puts it in the user's circle. */
async function linkedTo(role: UserRole, person: Person) {
  const user = await t.createUser({ role });
  await addVinculo(t.database.db, user.id, person.id);
  return t.as(user);
}

describe.each(STAFF_ROLES)('staff role %i', (role) => {
  it('deactivates the persons named by id; one already inactive matches but does not change', async () => {
    const db = t.database.db;
    const [a, b, already, other] = [
      await createPerson(db),
      await createPerson(db),
      await createPerson(db, { is_active: false }),
      await createPerson(db),
    ];
    const { res } = await bulkAs(role, { action: 'deactivate', ids: [a.id, b.id, already.id, a.id] });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ matched: 3, changed: 2, refused: [] });
    expect(await activeOf([a, b, already, other])).toEqual({ [a.id]: false, [b.id]: false, [already.id]: false, [other.id]: true });
  });

  it("activates every person of the list's filter (search and type), and nobody else", async () => {
    const db = t.database.db;
    const word = uniqueWord();
    const people = [
      await createPerson(db, { name: `${word} Um`, is_active: false }),
      await createPerson(db, { name: `${word} Dois`, is_active: false }),
    ];
    const company = await createPerson(db, { name: `${word} Ltda`, person_type: PersonType.Company, is_active: false });
    const { res } = await bulkAs(role, { action: 'activate', filter: { query: word, person_type: PersonType.Individual } });
    expect(res.body).toEqual({ matched: 2, changed: 2, refused: [] });
    expect(await activeOf([...people, company])).toEqual({ [people[0].id]: true, [people[1].id]: true, [company.id]: false });
  });
});

describe.each(EXTERNAL_ROLES)('external role %i', (role) => {
  it('changes only the persons of its circle; others are refused as not found and left alone', async () => {
    const db = t.database.db;
    const linked = await createPerson(db);
    const foreign = await createPerson(db);
    const res = await post(await linkedTo(role, linked), { action: 'deactivate', ids: [linked.id, foreign.id] });
    expect(res.body).toEqual({ matched: 2, changed: 1, refused: [{ id: foreign.id, detail: 'Pessoa não encontrada' }] });
    expect(await activeOf([linked, foreign])).toEqual({ [linked.id]: false, [foreign.id]: true });
  });

  it('by filter, reaches only its circle', async () => {
    const db = t.database.db;
    const word = uniqueWord();
    const linked = await createPerson(db, { name: `${word} Vinculada` });
    const foreign = await createPerson(db, { name: `${word} Alheia` });
    const res = await post(await linkedTo(role, linked), { action: 'deactivate', filter: { query: word } });
    expect(res.body).toEqual({ matched: 1, changed: 1, refused: [] });
    expect(await activeOf([linked, foreign])).toEqual({ [linked.id]: false, [foreign.id]: true });
  });
});

describe('delete', () => {
  it('deletes the persons nothing points at; one in an opportunity, a vínculo or a user\'s own is refused with DELETE\'s message', async () => {
    const db = t.database.db;
    const [free, client, linked, own] = [
      await createPerson(db),
      await createPerson(db),
      await createPerson(db),
      await createPerson(db),
    ];
    await createOportunidade(db, { cliente_id: client.id });
    await addVinculo(db, (await t.createUser({ role: UserRole.Partner })).id, linked.id);
    await t.createUser({ role: UserRole.Partner, person_id: own.id });
    const { res } = await bulkAs(UserRole.Admin, { action: 'delete', ids: [free.id, client.id, linked.id, own.id] });
    expect(res.body).toEqual({
      matched: 4,
      changed: 1,
      refused: [
        { id: client.id, detail: IN_OPORTUNIDADES },
        { id: linked.id, detail: IN_LINKS },
        { id: own.id, detail: OWN_PERSON },
      ],
    });
    expect(Object.keys(await activeOf([free, client, linked, own])).map(Number).sort()).toEqual(
      [client.id, linked.id, own.id].sort(),
    );
  });

  it.each(EXTERNAL_ROLES)('role %i deletes by filter only what its circle holds', async (role) => {
    const db = t.database.db;
    const word = uniqueWord();
    const created = await createPerson(db, { name: `${word} Vinculada` });
    const foreign = await createPerson(db, { name: `${word} Alheia` });
    const res = await post(await linkedTo(role, created), { action: 'delete', filter: { query: word } });
    // The vínculo that puts the person in the circle also keeps it: DELETE /persons/{id} refuses it too.
    expect(res.body).toEqual({ matched: 1, changed: 0, refused: [{ id: created.id, detail: IN_LINKS }] });
    expect(Object.keys(await activeOf([created, foreign])).map(Number).sort()).toEqual([created.id, foreign.id].sort());
  });
});

describe('one transaction', () => {
  it('a failure on the third row leaves every row as it was', async () => {
    const db = t.database.db;
    const word = uniqueWord();
    const rows = await Promise.all([1, 2, 3, 4].map((n) => createPerson(db, { name: `${word} ${n}` })));
    const restore = await failOnNthWrite(db, 'persons', 3);
    try {
      const { res } = await bulkAs(UserRole.Admin, { action: 'deactivate', filter: { query: word } });
      expect(res.status).toBe(500);
    } finally {
      await restore();
    }
    expect(await activeOf(rows)).toEqual(Object.fromEntries(rows.map((row) => [row.id, true])));
  });
});

describe('refused bodies: 422 and nothing changes', () => {
  it.each(INVALID_BULK_CASES)('%s', async (name) => {
    const person = await createPerson(t.database.db);
    const { body, field } = invalidBulkBody(name, 'deactivate', person.id);
    const { res } = await bulkAs(UserRole.Admin, body);
    expect(res.status).toBe(422);
    expect(fieldsOf(res.body)).toContain(field);
    const [stored] = await t.database.db.select().from(persons).where(eq(persons.id, person.id));
    expect(stored.is_active).toBe(true);
  });

  it("says in Portuguese that it wants 'ids' or 'filter'", async () => {
    const { res } = await bulkAs(UserRole.Admin, { action: 'activate' });
    expect(res.body.detail).toEqual([expect.objectContaining({ loc: ['body', 'ids'], msg: BULK_TARGET })]);
  });

  it('takes the filter as the list sends it, booleans included', async () => {
    const word = uniqueWord();
    const inactive = await createPerson(t.database.db, { name: `${word} Inativa`, is_active: false });
    const active = await createPerson(t.database.db, { name: `${word} Ativa` });
    const { res } = await bulkAs(UserRole.Admin, { action: 'delete', filter: { query: word, is_active: false } });
    expect(res.body).toEqual({ matched: 1, changed: 1, refused: [] });
    expect(Object.keys(await activeOf([inactive, active])).map(Number)).toEqual([active.id]);
  });
});

describe('/api/docs', () => {
  it('documents the body, its actions and the answer', () => expectDocumentedBulk(t, BULK, ['activate', 'deactivate', 'delete', 'sync'], false));
});
