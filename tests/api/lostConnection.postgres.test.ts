// PostgreSQL ends a pooled connection that sits idle (a restart, an administrator's pg_terminate_backend,
// a dropped database): the server must carry on, not crash on the pool's 'error' event, and answer the next
// request on a fresh connection. PostgreSQL only (vitest.config.ts).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { UserRole } from '../../common/enums';
import { resultRows } from '../../server/platform/db/migrate';
import type { User } from '../../server/platform/db/schema';
import { createTestApp, type TestApp } from '../helpers/app';
import { adminQuery } from '../helpers/postgresAdmin';

let t: TestApp;
let admin: User;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ role: UserRole.Admin });
});
afterAll(() => t?.close());

it('answers the next request after the database ended its idle connections', async () => {
  const before = await t.call({ method: 'GET', url: '/api/v1/persons/', headers: await t.as(admin) });
  expect(before.status).toBe(200);
  const [{ name }] = resultRows<{ name: string }>(await t.database.db.execute(sql`SELECT current_database() AS name`));
  const uncaught = vi.fn();
  process.on('uncaughtException', uncaught);
  try {
    const ended = await adminQuery(
      process.env.TEST_DATABASE_URL!,
      `SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity WHERE datname = '${name}' AND state = 'idle'`,
    );
    expect(ended.rows[0].n).toBeGreaterThan(0);
    const after = await vi.waitFor(async () => {
      const answer = await t.call({ method: 'GET', url: '/api/v1/persons/', headers: await t.as(admin) });
      expect(answer.status).toBe(200);
      return answer;
    });
    expect(after.body).toEqual(before.body);
    expect(uncaught).not.toHaveBeenCalled();
  } finally {
    process.off('uncaughtException', uncaught);
  }
});
