// POST /persons/bulk: activate, deactivate or delete many persons at once, named by id or by
// the list's own filters (server/resource/bulk.ts runs it). Each row obeys what its single-row endpoint obeys:
// outside the caller's circle it does not exist (refused as not found); (de)activating must pass
// personProblems like PATCH /persons/{id} with {is_active}; deleting is refused for a person still in use,
// with DELETE /persons/{id}'s messages (server/features/persons/remove.ts). Action 'sync' (administrators, like
// 'Sincronizar com Odoo') queues an Odoo sync job for every matched person not yet in Odoo; changed counts
// the jobs queued (a person already syncing is left to its job).
import { eq, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { allows, audienceOf } from '../../../common/policy';
import { bulkBody, runBulk, type BulkResult } from '../../resource/bulk';
import { allOf } from '../../resource/crud';
import type { Database, Executor } from '../../platform/db/client';
import { persons, type Person, type User } from '../../platform/db/schema';
import { forbidden, HttpError } from '../../platform/errors';
import { queueBulkSync } from '../../platform/jobs/queue';
import { inCircle, PERSON_NOT_FOUND } from './access';
import { listQuery } from './filters';
import { assertDeletable } from './remove';
import { personProblems } from './rules';
import { personTarget } from './target';

export const PERSON_BULK_ACTIONS = ['activate', 'deactivate', 'delete', 'sync'] as const;
type PersonBulkAction = (typeof PERSON_BULK_ACTIONS)[number];
/** The actions that change each row under its single-row rules; 'sync' queues jobs instead. */
type PersonRowAction = Exclude<PersonBulkAction, 'sync'>;

export const personBulkBody = bulkBody({
  actions: PERSON_BULK_ACTIONS,
  filter: listQuery.pick({ query: true, person_type: true, is_active: true, role: true }),
});
export type PersonBulkBody = z.infer<typeof personBulkBody>;

async function setActive(tx: Executor, row: Person, active: boolean): Promise<boolean> {
  const problems = personProblems(row, new Set(['is_active']));
  if (problems.length) throw new HttpError(422, problems);
  if (row.is_active === active) return false;
  await tx.update(persons).set({ is_active: active, updated_at: sql`now()` }).where(eq(persons.id, row.id));
  return true;
}

async function removePerson(tx: Executor, row: Person): Promise<boolean> {
  await assertDeletable(tx, row.id);
  await tx.delete(persons).where(eq(persons.id, row.id));
  return true;
}

const applyAction: Record<PersonRowAction, (tx: Executor, row: Person) => Promise<boolean>> = {
  activate: (tx, row) => setActive(tx, row, true),
  deactivate: (tx, row) => setActive(tx, row, false),
  delete: removePerson,
};

/** Bulk sync is 'Sincronizar com Odoo' many times: the same permission (administrators). */
export function assertMaySyncPersons(user: User): void {
  if (!allows(audienceOf('persons.syncOdoo'), user)) throw forbidden();
}

async function bulkSync(db: Database, user: User, body: PersonBulkBody, target: SQL | undefined): Promise<BulkResult> {
  assertMaySyncPersons(user);
  const rows = await db
    .select({ id: persons.id, inOdoo: sql<boolean>`${persons.odoo_company_id} IS NOT NULL` })
    .from(persons)
    .where(allOf(target, inCircle(user)))
    .orderBy(persons.id);
  return queueBulkSync(db, 'person', { ids: body.ids, rows, notFound: PERSON_NOT_FOUND, requestedBy: user.id });
}

export async function bulkPersons(db: Database, user: User, body: PersonBulkBody): Promise<BulkResult> {
  const target = await personTarget(db, body);
  const action = body.action;
  if (action === 'sync') return bulkSync(db, user, body, target);
  return runBulk(db, {
    ids: body.ids,
    notFound: PERSON_NOT_FOUND,
    lockRows: (tx) =>
      tx
        .select()
        .from(persons)
        .where(allOf(target, inCircle(user)))
        .orderBy(persons.id)
        .for('update'),
    applyRow: applyAction[action],
  });
}
