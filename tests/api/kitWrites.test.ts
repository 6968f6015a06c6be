// The kit's one write path (server/resource/rowWrites.ts) on a real database, with a declaration of its
// own over the theses table: the hooks run in order with the stored row, a cross-field rule is checked on
// the stored row merged with a PATCH that sends one of its fields, and the row scope makes a row outside
// it answer like a missing one. Teses and tags exercise the same path through their routes. Over a table
// that records them (a person's contacts), the kit stamps the author and the change's time itself.
import { eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineResource } from '../../common/resources/types';
import { teses } from '../../common/resources/teses';
import type { DatabaseHandle } from '../../server/platform/db/client';
import { contactChild } from '../../common/resources/persons/children';
import { ContactType } from '../../common/enums';
import { contacts, persons, theses, users, type User } from '../../server/platform/db/schema';
import { HttpError } from '../../server/platform/errors';
import type { HookContext, ServerParts } from '../../server/resource/parts';
import { rowWrites } from '../../server/resource/rowWrites';
import { freshDatabase } from '../helpers/database';

const EXPLAIN = 'Descreva por que a tese está inativa';

const declaration = defineResource({
  ...teses,
  name: 'kitTeses',
  rules: [
    {
      field: 'descricao',
      reads: ['ativa', 'descricao'],
      problem: (values) => (values.ativa !== false || Boolean(values.descricao) ? null : EXPLAIN),
    },
  ],
  rowScope: { owned: 'only theses named "Visível" (a test scope)' },
});

let database: DatabaseHandle;
let user: User;
const calls: string[] = [];

const parts: ServerParts = {
  hooks: {
    beforeCreate: async (values) => {
      calls.push(`beforeCreate ${String(values.name)}`);
      return { ...values, name: `${String(values.name)} (revisada)` };
    },
    beforeUpdate: async (stored, changes) => {
      calls.push(`beforeUpdate ${String(stored.name)} ${JSON.stringify(changes)}`);
    },
    beforeDelete: async (stored) => {
      calls.push(`beforeDelete ${String(stored.name)}`);
      if (stored.ativa) throw new HttpError(409, 'Desative a tese antes de excluí-la.');
    },
    afterWrite: async ({ action, before, after }) => {
      calls.push(`afterWrite ${action} ${String(before?.name ?? '-')} ${String(after?.name ?? '-')}`);
    },
  },
  scope: () => ne(theses.name, 'Oculta'),
};
const writes = rowWrites(declaration, theses, parts);
const write = <T>(run: (ctx: HookContext) => Promise<T>) =>
  // These hooks leave nothing for after the commit.
  database.db.transaction((tx) => run({ tx, user, onCommit: () => {} }));
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => (error instanceof HttpError ? { status: error.statusCode, detail: error.detail } : error),
  );

beforeAll(async () => {
  database = await freshDatabase();
  [user] = await database.db.insert(users).values({ email: 'kit@example.com', full_name: 'Kit', hashed_password: 'x', role: 1 }).returning();
});
afterAll(() => database.close());

describe('the kit write path', () => {
  it('creates through beforeCreate, whose values are the ones inserted, then afterWrite', async () => {
    calls.length = 0;
    const row = await write((ctx) => writes.create(ctx, { name: 'Visível', ativa: true }));
    expect(row).toMatchObject({ name: 'Visível (revisada)', ativa: true });
    expect(calls).toEqual(['beforeCreate Visível', 'afterWrite create - Visível (revisada)']);
  });

  it('checks a rule on the stored row merged with a PATCH that sends one of its fields', async () => {
    const row = await write((ctx) => writes.create(ctx, { name: 'Sem descrição', ativa: true }));
    calls.length = 0;
    expect(await refusal(write((ctx) => writes.update(ctx, row.id, { ativa: false })))).toEqual({
      status: 422,
      detail: [{ loc: ['body', 'descricao'], msg: EXPLAIN, type: 'value_error' }],
    });
    expect(calls).toEqual([]);
    const [stored] = await database.db.select().from(theses).where(eq(theses.id, row.id));
    expect(stored.ativa).toBe(true);

    const changed = await write((ctx) => writes.update(ctx, row.id, { ativa: false, descricao: 'Revogada pelo STF' }));
    expect(changed).toMatchObject({ ativa: false, descricao: 'Revogada pelo STF' });
    expect(calls).toEqual([
      'beforeUpdate Sem descrição (revisada) {"ativa":false,"descricao":"Revogada pelo STF"}',
      'afterWrite update Sem descrição (revisada) Sem descrição (revisada)',
    ]);
  });

  it('lets beforeDelete refuse with the stored row, and deletes once it allows', async () => {
    const row = await write((ctx) => writes.create(ctx, { name: 'Apagável', ativa: true }));
    calls.length = 0;
    expect(await refusal(write((ctx) => writes.remove(ctx, row.id)))).toEqual({ status: 409, detail: 'Desative a tese antes de excluí-la.' });
    await write((ctx) => writes.update(ctx, row.id, { ativa: false, descricao: 'Fora de uso' }));
    calls.length = 0;
    await write((ctx) => writes.remove(ctx, row.id));
    expect(calls).toEqual(['beforeDelete Apagável (revisada)', 'afterWrite delete Apagável (revisada) -']);
    expect(await database.db.select().from(theses).where(eq(theses.id, row.id))).toEqual([]);
  });

  it('answers a row outside the scope like a missing one, and leaves it as it was', async () => {
    const [hidden] = await database.db.insert(theses).values({ name: 'Oculta' }).returning();
    calls.length = 0;
    const missing = { status: 404, detail: teses.texts.notFound };
    expect(await refusal(write((ctx) => writes.update(ctx, hidden.id, { descricao: 'x' })))).toEqual(missing);
    expect(await refusal(write((ctx) => writes.remove(ctx, hidden.id)))).toEqual(missing);
    expect(calls).toEqual([]);
    expect(await database.db.select().from(theses).where(eq(theses.id, hidden.id))).toHaveLength(1);
  });
});

describe("the kit's stamps", () => {
  const contactWrites = rowWrites(contactChild, contacts, {});

  it('records the caller as a new row\'s author, whatever the body says, and the time of each change', async () => {
    const [other] = await database.db.insert(users).values({ email: 'outro@example.com', full_name: 'Outro', hashed_password: 'x', role: 1 }).returning();
    const [person] = await database.db.insert(persons).values({ person_type: 1, document: '52998224725', name: 'Carimbada' }).returning();
    const row = await write((ctx) =>
      contactWrites.create(ctx, { person_id: person.id, contact_type: ContactType.Email, value: 'a@example.com', created_by_id: other.id }),
    );
    expect(row.created_by_id).toBe(user.id);

    const yesterday = new Date(Date.now() - 86_400_000);
    await database.db.update(contacts).set({ updated_at: yesterday }).where(eq(contacts.id, row.id));
    const changed = await write((ctx) => contactWrites.update(ctx, row.id, { value: 'b@example.com' }));
    expect(changed.value).toBe('b@example.com');
    expect((changed.updated_at as Date).getTime()).toBeGreaterThan(yesterday.getTime() + 3_600_000);
    expect(changed.created_by_id).toBe(user.id);
  });

  it('leaves a table without those columns as the hooks made it', async () => {
    const row = await write((ctx) => writes.create(ctx, { name: 'Visível sem autor', ativa: true }));
    expect(row).not.toHaveProperty('created_by_id');
    expect(row).not.toHaveProperty('updated_at');
  });
});
