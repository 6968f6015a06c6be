// POST /persons/bulk (issue 12): activate or deactivate many persons at once, named by id or by the list's
// own filters. Each row obeys what PATCH /persons/{id} with {is_active} obeys: outside the caller's circle
// it does not exist (refused as not found), and it must pass personProblems. All rows change in one
// transaction, locked like a single edit, so a failure leaves every row as it was.
// Action 'sync' (administrators, like 'Sincronizar com Odoo') queues an Odoo sync job for every matched
// person not yet in Odoo; changed counts the jobs queued (a person already syncing is left to its job).
import { inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { allows, audienceOf } from '../../common/policy';
import { allOf } from '../crud';
import type { Database } from '../db/client';
import { persons, type User } from '../db/schema';
import { forbidden } from '../errors';
import { enqueueSyncJobs } from '../integrations/syncJobs/queue';
import { inCircle, PERSON_NOT_FOUND } from './access';
import { filterConditions, listQuery, rolesFor } from './filters';
import { personProblems } from './rules';
import { matchesPerson, parseSearch } from './search';

export const BULK_TARGET = "Envie 'ids' ou 'filter', um dos dois.";
/** Ids sent at once; a larger set is a filter's job. */
export const BULK_MAX_IDS = 1000;

const bulkFilter = listQuery.pick({ query: true, person_type: true, is_active: true, role: true });

export const personBulkBody = z
  .object({
    action: z.enum(['activate', 'deactivate', 'sync']),
    ids: z.array(z.number().int().positive()).min(1).max(BULK_MAX_IDS).optional(),
    filter: bulkFilter.optional(),
  })
  .refine((body) => (body.ids === undefined) !== (body.filter === undefined), { message: BULK_TARGET });

export type PersonBulkBody = z.infer<typeof personBulkBody>;
export type BulkRefusal = { id: number; detail: string };
export type BulkResult = { matched: number; changed: number; refused: BulkRefusal[] };

async function targetCondition(db: Database, body: PersonBulkBody) {
  if (body.ids) return inArray(persons.id, body.ids);
  const filter = body.filter!;
  const search = await parseSearch(db, filter.query);
  const filters = { person_type: filter.person_type, is_active: filter.is_active, roles: rolesFor(filter.role) };
  return allOf(filterConditions(persons, filters), search && matchesPerson(search));
}

/** Ids asked for that the caller cannot see: refused as not found, as a single request would be. */
function missing(body: PersonBulkBody, found: Set<number>): { requested: number[]; refused: BulkRefusal[] } {
  const requested = body.ids ? [...new Set(body.ids)] : [...found];
  const refused = requested.filter((id) => !found.has(id)).map((id) => ({ id, detail: PERSON_NOT_FOUND }));
  return { requested, refused };
}

/** Bulk sync is 'Sincronizar com Odoo' many times: the same permission (administrators). */
export function assertMaySyncPersons(user: User): void {
  if (!allows(audienceOf('persons.syncOdoo'), user)) throw forbidden();
}

async function bulkSync(db: Database, user: User, body: PersonBulkBody): Promise<BulkResult> {
  assertMaySyncPersons(user);
  const rows = await db
    .select({ id: persons.id, odoo_company_id: persons.odoo_company_id })
    .from(persons)
    .where(allOf(await targetCondition(db, body), inCircle(user)))
    .orderBy(persons.id);
  const { requested, refused } = missing(body, new Set(rows.map((row) => row.id)));
  const unsynced = rows.filter((row) => row.odoo_company_id === null).map((row) => row.id);
  const queued = await enqueueSyncJobs(db, 'person', unsynced, user.id);
  return { matched: requested.length, changed: queued.length, refused };
}

export async function bulkPersons(db: Database, user: User, body: PersonBulkBody): Promise<BulkResult> {
  if (body.action === 'sync') return bulkSync(db, user, body);
  const active = body.action === 'activate';
  const target = await targetCondition(db, body);
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(persons)
      .where(allOf(target, inCircle(user)))
      .orderBy(persons.id)
      .for('update');
    const { requested, refused } = missing(body, new Set(rows.map((row) => row.id)));
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
