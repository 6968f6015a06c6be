// POST /persons/bulk (issue 12): activate or deactivate many persons at once, named by id or by the list's
// own filters. Each row obeys what PATCH /persons/{id} with {is_active} obeys: outside the caller's circle
// it does not exist (refused as not found), and it must pass personProblems. All rows change in one
// transaction, locked like a single edit, so a failure leaves every row as it was.
import { inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { allOf } from '../crud';
import type { Database } from '../db/client';
import { persons, type User } from '../db/schema';
import { inCircle, PERSON_NOT_FOUND } from './access';
import { listQuery } from './filters';
import { personProblems } from './rules';
import { personTarget } from './target';

export const BULK_TARGET = "Envie 'ids' ou 'filter', um dos dois.";
/** Ids sent at once; a larger set is a filter's job. */
export const BULK_MAX_IDS = 1000;

const bulkFilter = listQuery.pick({ query: true, person_type: true, is_active: true, role: true });

export const personBulkBody = z
  .object({
    action: z.enum(['activate', 'deactivate']),
    ids: z.array(z.number().int().positive()).min(1).max(BULK_MAX_IDS).optional(),
    filter: bulkFilter.optional(),
  })
  .refine((body) => (body.ids === undefined) !== (body.filter === undefined), { message: BULK_TARGET });

export type PersonBulkBody = z.infer<typeof personBulkBody>;
export type BulkRefusal = { id: number; detail: string };
export type BulkResult = { matched: number; changed: number; refused: BulkRefusal[] };

export async function bulkPersons(db: Database, user: User, body: PersonBulkBody): Promise<BulkResult> {
  const active = body.action === 'activate';
  const target = await personTarget(db, body);
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(persons)
      .where(allOf(target, inCircle(user)))
      .orderBy(persons.id)
      .for('update');
    const found = new Set(rows.map((row) => row.id));
    const requested = body.ids ? [...new Set(body.ids)] : [...found];
    const refused: BulkRefusal[] = requested
      .filter((id) => !found.has(id))
      .map((id) => ({ id, detail: PERSON_NOT_FOUND }));
    const toChange: number[] = [];
    for (const row of rows) {
      const [problem] = personProblems(row, new Set(['is_active']));
      if (problem) refused.push({ id: row.id, detail: problem.msg });
      else if (row.is_active !== active) toChange.push(row.id);
    }
    if (toChange.length) {
      await tx
        .update(persons)
        .set({ is_active: active, updated_at: sql`now()` })
        .where(inArray(persons.id, toChange));
    }
    return { matched: requested.length, changed: toChange.length, refused };
  });
}
