// One measured request of the benchmark and how its answer is checked against plain SQL first.
import type { SQL } from 'drizzle-orm';
import type { DatabaseHandle } from '../server/platform/db/client';
import { resultRows } from '../server/platform/db/migrate';

export type Workload = {
  name: string;
  path: string;
  p95Target: number;
  /** What plain SQL says the answer must hold, and what the benchmark's table prints of it. */
  expected: (handle: DatabaseHandle) => Promise<{ value: unknown; summary: string }>;
  /** The same shape read from the app's answer. */
  answered: (body: unknown) => unknown;
  /**
   * What else plain SQL must confirm of the answer, for answers that may rightly be any of several (the
   * search's first matches): throws when it does not.
   */
  verify?: (handle: DatabaseHandle, body: unknown) => Promise<void>;
  /** The answer is a file (a PDF): `answered` and `verify` get its bytes, not JSON. */
  file?: boolean;
};

export const rowsOf = async <T>(handle: DatabaseHandle, query: SQL) => resultRows<T>(await handle.db.execute(query));

type Page = { data: { id: number }[]; count: number; sums?: Record<string, string> };

/**
 * A list page: the exact count and the same ids in the same order as plain SQL, and the exact totals
 * when the count query answers more than `n` (a list's sums: the opportunities' `receita_esperada`, the
 * ledger's `valor`).
 */
export function pageWorkload(name: string, path: string, p95Target: number, count: SQL, ids: SQL): Workload {
  return {
    name,
    path,
    p95Target,
    async expected(handle) {
      const [{ n, ...totals }] = await rowsOf<{ n: string | number } & Record<string, string>>(handle, count);
      const page = (await rowsOf<{ id: number }>(handle, ids)).map((row) => row.id);
      const sums = Object.keys(totals).length ? { sums: totals } : {};
      const summary = `${Number(n).toLocaleString('en-US')}${Object.values(totals).map((total) => `, R$ ${total}`).join('')}`;
      return { value: { count: Number(n), ids: page, ...sums }, summary };
    },
    answered: (body) => {
      const { count, data, sums } = body as Page;
      return { count, ids: data.map((row) => row.id), ...(sums && { sums }) };
    },
  };
}
