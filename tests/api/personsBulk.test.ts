// POST /persons/bulk (issue 12): activate or deactivate persons by ids or by the list's filters, each row
// under the rules and row scope of PATCH /persons/{id}, in one transaction, answering what matched, what
// changed and what was refused.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PersonType, UserRole } from '../../common/enums';
import { persons, type Person } from '../../server/db/schema';
import { createTestApp, type TestApp } from '../helpers/app';
import { createPerson, linkUserToPerson } from '../helpers/fixtures';

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
  await linkUserToPerson(t.database.db, user.id, person.id);
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

describe('refused bodies: 422 and nothing changes', () => {
  it.each([
    ['neither ids nor filter', () => ({ action: 'deactivate' })],
    ['both ids and filter', (id: number) => ({ action: 'deactivate', ids: [id], filter: {} })],
    ['an unknown action', (id: number) => ({ action: 'delete_all', ids: [id] })],
    ['no ids', () => ({ action: 'deactivate', ids: [] })],
    ['an id that is not a number', (id: number) => ({ action: 'deactivate', ids: [id, 'um'] })],
  ])('%s', async (_name, payload) => {
    const person = await createPerson(t.database.db);
    const { res } = await bulkAs(UserRole.Admin, payload(person.id));
    expect(res.status).toBe(422);
    const [stored] = await t.database.db.select().from(persons).where(eq(persons.id, person.id));
    expect(stored.is_active).toBe(true);
  });

  it("says in Portuguese that it wants 'ids' or 'filter'", async () => {
    const { res } = await bulkAs(UserRole.Admin, { action: 'activate' });
    expect(JSON.stringify(res.body.detail)).toContain("Envie 'ids' ou 'filter', um dos dois.");
  });
});
