// Shared by the bulk API tests (POST /<resource>/bulk): the bodies every bulk route must refuse with a
// 422, and a trigger that makes the Nth row write fail, to prove a run is one transaction.
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../../server/platform/db/client';
import type { TestApp } from './app';

/** Bodies refused whatever the resource, each with the field the 422 names. `action` is a valid one. */
export const invalidBulkBodies = (action: string, id: number, value?: number) =>
  [
    ['neither ids nor filter', { action, value }, 'ids'],
    ['both ids and filter', { action, value, ids: [id], filter: {} }, 'ids'],
    ['an unknown action', { action: 'delete_all', ids: [id] }, 'action'],
    ['no ids', { action, value, ids: [] }, 'ids'],
    ['an id that is not a number', { action, value, ids: [id, 'um'] }, 'ids.1'],
    // Dropped, an unknown filter would widen the target to every row.
    ['a filter the list does not have', { action, value, filter: { id_da_linha: id } }, 'filter.id_da_linha'],
  ] as const;

/** The names of invalidBulkBodies' cases, for it.each; invalidBulkBody() gives one case's body and field. */
export const INVALID_BULK_CASES = invalidBulkBodies('', 0).map(([name]) => name);
export const invalidBulkBody = (name: string, action: string, id: number, value?: number) => {
  const [, body, field] = invalidBulkBodies(action, id, value).find(([caseName]) => caseName === name)!;
  return { body, field };
};

/** The fields a 422 answer names (loc minus 'body'). */
export const fieldsOf = (body: { detail: { loc: (string | number)[] }[] }) =>
  body.detail.map((issue) => issue.loc.slice(1).join('.'));

/**
 * From now on, the `nth` row write (UPDATE or DELETE) on `table` raises, as a database failure in the
 * middle of a run would. Answers the function that removes the trigger again.
 */
export async function failOnNthWrite(db: Database, table: string, nth: number) {
  await db.execute(sql.raw(`CREATE SEQUENCE bulk_fail_seq`));
  await db.execute(
    sql.raw(`CREATE FUNCTION bulk_fail() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF nextval('bulk_fail_seq') >= ${nth} THEN RAISE EXCEPTION 'falha forçada no meio do lote'; END IF;
        RETURN COALESCE(NEW, OLD);
      END $$`),
  );
  await db.execute(
    sql.raw(`CREATE TRIGGER bulk_fail BEFORE UPDATE OR DELETE ON ${table} FOR EACH ROW EXECUTE FUNCTION bulk_fail()`),
  );
  return async () => {
    await db.execute(sql.raw(`DROP TRIGGER bulk_fail ON ${table}`));
    await db.execute(sql.raw(`DROP FUNCTION bulk_fail()`));
    await db.execute(sql.raw(`DROP SEQUENCE bulk_fail_seq`));
  };
}

/** /api/docs/json describes a bulk route: its body (with `value` only if an action takes one), actions and answer. */
export async function expectDocumentedBulk(t: TestApp, path: string, actions: readonly string[], hasValue: boolean) {
  const res = await t.call({ method: 'GET', url: '/api/docs/json' });
  const operation = res.body.paths[path].post;
  const body = operation.requestBody.content['application/json'].schema;
  expect({
    body: Object.keys(body.properties).sort(),
    actions: body.properties.action.enum,
    answer: Object.keys(operation.responses['200'].content['application/json'].schema.properties).sort(),
  }).toEqual({
    body: ['action', 'filter', 'ids', ...(hasValue ? ['value'] : [])],
    actions,
    answer: ['changed', 'matched', 'refused'],
  });
}
