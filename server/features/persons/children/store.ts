// Listing, adding, changing and removing a person's addresses, contacts or bank accounts, the same way
// for the three. A row belongs to its person's scope: out of it, it does not exist (404). Writes lock
// the person, so "one primary per person" holds even for two writes at once: a new primary takes the
// place of the old one in the same transaction.
import { asc, desc, eq, sql } from 'drizzle-orm';
import { clearPrimary, definedOnly, deleteOr404, foundOr404, getOr404 } from '../../../resource/crud';
import type { Database, Executor } from '../../../platform/db/client';
import type { User } from '../../../platform/db/schema';
import { HttpError } from '../../../platform/errors';
import { findPerson, inCircle, lockPerson } from '../access';
import type { ChildProblem } from '../../../../common/resources/children';
import type { ChildKind, ChildRow, ChildValues } from './kind';
import { mayRevealBankData, opened, presented, sealed } from '../../../platform/protected/bankData';
import { mask, type DataKeys } from '../../../platform/protected/dataKeys';

export async function listChildren(db: Executor, keys: DataKeys, user: User, kind: ChildKind, personId: number) {
  await findPerson(db, user, personId);
  const data = (await childrenOf(db, keys, kind, personId)).map((row) => presentedTo(user, kind, row));
  return { data, count: data.length };
}

/** A person's rows of one kind, the primary first, protected values in clear (for the caller to present). */
export async function childrenOf(db: Executor, keys: DataKeys, kind: ChildKind, personId: number): Promise<ChildRow[]> {
  const { table } = kind;
  const rows = await db.select().from(table).where(eq(table.person_id, personId)).orderBy(desc(table.is_primary), asc(table.id));
  return rows.map((row) => opened(keys, row, kind.protectedFields ?? []));
}

/** A row in clear as this user may see it: protected values masked unless the user may reveal them. */
export const presentedTo = (user: User, kind: ChildKind, row: ChildRow) =>
  presented(row, mayRevealBankData(user, row.person_id), kind.protectedFields ?? []);

/** A stored row as a write answers it to its author. */
const answered = (keys: DataKeys, user: User, kind: ChildKind, row: ChildRow) =>
  presentedTo(user, kind, opened(keys, row, kind.protectedFields ?? []));

export function createChild(db: Database, keys: DataKeys, user: User, kind: ChildKind, personId: number, body: ChildValues) {
  const values = checked(kind, body);
  return db.transaction(async (tx) => {
    await lockPerson(tx, user, personId);
    if (values.is_primary) await clearPrimary(tx, kind.table, eq(kind.table.person_id, personId));
    const [row] = await tx
      .insert(kind.table)
      .values({ ...sealed(keys, values, kind.protectedFields ?? []), person_id: personId, created_by_id: user.id } as typeof kind.table.$inferInsert)
      .returning();
    return answered(keys, user, kind, row as ChildRow);
  });
}

/** PUT: the fields sent change; the whole record must still follow the rules. */
export function updateChild(db: Database, keys: DataKeys, user: User, kind: ChildKind, childId: number, body: ChildValues) {
  const { table } = kind;
  const fields = kind.protectedFields ?? [];
  return db.transaction(async (tx) => {
    const stored = await getOr404(tx, table, childId, kind.texts.notFound, inCircle(user, table.person_id));
    // The rules read the values in clear; a masked value sent back unchanged is no change.
    const current = opened(keys, stored, fields);
    await lockPerson(tx, user, current.person_id);
    const {
      id: _id,
      person_id: _person,
      created_by_id: _createdBy,
      created_at: _created,
      updated_at: _updated,
      ...editable
    } = current;
    const values = checked(kind, { ...editable, ...withoutMaskedEchoes(fields, current, definedOnly(body)) });
    if (values.is_primary) await clearPrimary(tx, table, eq(table.person_id, current.person_id), childId);
    const [row] = await tx
      .update(table)
      .set({ ...storedValues(keys, fields, current, stored, values), updated_at: sql`now()` })
      .where(eq(table.id, childId))
      .returning();
    return answered(keys, user, kind, foundOr404(row as ChildRow | undefined, kind.texts.notFound));
  });
}

/** A form sends back what it showed: a masked value equal to the current one's mask changes nothing. */
const withoutMaskedEchoes = (fields: readonly string[], current: ChildValues, body: ChildValues) =>
  Object.fromEntries(
    Object.entries(body).filter(
      ([field, value]) => !(fields.includes(field) && typeof current[field] === 'string' && value === mask(current[field] as string)),
    ),
  );

/** The values to store: protected ones encrypted, an unchanged one keeping its ciphertext (so no change is recorded). */
function storedValues(keys: DataKeys, fields: readonly string[], current: ChildValues, stored: ChildValues, values: ChildValues) {
  const unchanged = fields.filter((field) => values[field] === current[field]);
  const changed = Object.fromEntries(Object.entries(values).filter(([field]) => !unchanged.includes(field)));
  return { ...sealed(keys, changed, fields), ...Object.fromEntries(unchanged.map((field) => [field, stored[field]])) };
}

export const deleteChild = (db: Database, keys: DataKeys, user: User, kind: ChildKind, childId: number) =>
  db.transaction(async (tx) =>
    answered(keys, user, kind, await deleteOr404(tx, kind.table, childId, kind.texts.notFound, inCircle(user, kind.table.person_id))),
  );

/** The rules a record breaks (the kind's, over several fields) and, when it breaks none, the record to write. */
export function childRules(kind: ChildKind, record: ChildValues): { problems: ChildProblem[]; values: ChildValues } {
  const problems = kind.problems?.(record) ?? [];
  return { problems, values: kind.prepare && !problems.length ? kind.prepare(record) : record };
}

/** The record to write, or a 422 naming each field that breaks a rule. */
function checked(kind: ChildKind, record: ChildValues): ChildValues {
  const { problems, values } = childRules(kind, record);
  if (problems.length) {
    throw new HttpError(
      422,
      problems.map(([field, msg]) => ({ loc: ['body', field], msg, type: 'value_error' })),
    );
  }
  return values;
}
