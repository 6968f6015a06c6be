// Listing, adding, changing and removing a person's addresses, contacts or bank accounts, the same way
// for the three. A row belongs to its person's scope: out of it, it does not exist (404). Writes lock
// the person, so "one primary per person" holds even for two writes at once: a new primary takes the
// place of the old one in the same transaction.
import { asc, desc, eq, sql } from 'drizzle-orm';
import { clearPrimary, definedOnly, deleteOr404, foundOr404, getOr404 } from '../../crud';
import type { Database, Executor } from '../../db/client';
import type { User } from '../../db/schema';
import { HttpError } from '../../errors';
import { findPerson, inCircle, lockPerson } from '../access';
import type { ChildProblem } from '../../../common/resources/children';
import type { ChildKind, ChildRow, ChildValues } from './kind';

export async function listChildren(db: Executor, user: User, kind: ChildKind, personId: number) {
  await findPerson(db, user, personId);
  const data = await childrenOf(db, kind, personId);
  return { data, count: data.length };
}

/** A person's rows of one kind, the primary first. */
export function childrenOf(db: Executor, kind: ChildKind, personId: number): Promise<ChildRow[]> {
  const { table } = kind;
  return db.select().from(table).where(eq(table.person_id, personId)).orderBy(desc(table.is_primary), asc(table.id));
}

export function createChild(db: Database, user: User, kind: ChildKind, personId: number, body: ChildValues) {
  const values = checked(kind, body);
  return db.transaction(async (tx) => {
    await lockPerson(tx, user, personId);
    if (values.is_primary) await clearPrimary(tx, kind.table, eq(kind.table.person_id, personId));
    const [row] = await tx
      .insert(kind.table)
      .values({ ...values, person_id: personId, created_by_id: user.id } as typeof kind.table.$inferInsert)
      .returning();
    return row as ChildRow;
  });
}

/** PUT: the fields sent change; the whole record must still follow the rules. */
export function updateChild(db: Database, user: User, kind: ChildKind, childId: number, body: ChildValues) {
  const { table } = kind;
  return db.transaction(async (tx) => {
    const current = await getOr404(tx, table, childId, kind.texts.notFound, inCircle(user, table.person_id));
    await lockPerson(tx, user, current.person_id);
    const {
      id: _id,
      person_id: _person,
      created_by_id: _createdBy,
      created_at: _created,
      updated_at: _updated,
      ...editable
    } = current;
    const values = checked(kind, { ...editable, ...definedOnly(body) });
    if (values.is_primary) await clearPrimary(tx, table, eq(table.person_id, current.person_id), childId);
    const [row] = await tx
      .update(table)
      .set({ ...values, updated_at: sql`now()` })
      .where(eq(table.id, childId))
      .returning();
    return foundOr404(row as ChildRow | undefined, kind.texts.notFound);
  });
}

export const deleteChild = (db: Database, user: User, kind: ChildKind, childId: number) =>
  db.transaction((tx) => deleteOr404(tx, kind.table, childId, kind.texts.notFound, inCircle(user, kind.table.person_id)));

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
