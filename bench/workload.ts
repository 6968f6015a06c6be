// One measured request of the benchmark and how its answer is checked against plain SQL first.
import type { SQL } from 'drizzle-orm';
import type { DatabaseHandle } from '../server/db/client';
import { resultRows } from '../server/db/migrate';

export type Workload = {
  name: string;
  path: string;
  p95Target: number;
  /** What plain SQL says the answer must hold, and what the benchmark's table prints of it. */
  expected: (handle: DatabaseHandle) => Promise<{ value: unknown; summary: string }>;
  /** The same shape read from the app's answer. */
  answered: (body: unknown) => unknown;
};

export const rowsOf = async <T>(handle: DatabaseHandle, query: SQL) => resultRows<T>(await handle.db.execute(query));

type Page = { data: { id: number }[]; count: number };

/** A list page: the exact count and the same ids in the same order as plain SQL. */
export function pageWorkload(name: string, path: string, p95Target: number, count: SQL, ids: SQL): Workload {
  return {
    name,
    path,
    p95Target,
    async expected(handle) {
      const [{ n }] = await rowsOf<{ n: string | number }>(handle, count);
      const page = (await rowsOf<{ id: number }>(handle, ids)).map((row) => row.id);
      return { value: { count: Number(n), ids: page }, summary: Number(n).toLocaleString('en-US') };
    },
    answered: (body) => ({ count: (body as Page).count, ids: (body as Page).data.map((row) => row.id) }),
  };
}
