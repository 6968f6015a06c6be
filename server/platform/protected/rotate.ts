// Rewrites every protected value not written under the current key (an older key's, or one stored in clear
// before encryption) under the current key, a batch per transaction, rows locked while rewritten. Run at
// every start and by `npm run rotate-key` (server/cli/rotateKey.ts) after DATA_ENCRYPTION_KEY changed.
import { asc, eq, gt, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { bankAccounts } from '../db/schema';
import { opened, sealed } from './bankData';
import { type DataKeys } from './dataKeys';

const BATCH = 500;

/** Answers how many bank accounts were rewritten. */
export async function rotateProtectedValues(db: Database, keys: DataKeys): Promise<number> {
  const current = `enc1:${keys.current.id}:%`;
  const stale = or(
    sql`${bankAccounts.account} NOT LIKE ${current}`,
    sql`${bankAccounts.pix_key} IS NOT NULL AND ${bankAccounts.pix_key} <> '' AND ${bankAccounts.pix_key} NOT LIKE ${current}`,
  );
  let rewritten = 0;
  let after = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(bankAccounts)
        .where(sql`${stale} AND ${gt(bankAccounts.id, after)}`)
        .orderBy(asc(bankAccounts.id))
        .limit(BATCH)
        .for('update');
      for (const row of rows) {
        const { account, pix_key } = sealed(keys, opened(keys, row));
        await tx.update(bankAccounts).set({ account, pix_key }).where(eq(bankAccounts.id, row.id));
      }
      return rows;
    });
    rewritten += batch.length;
    if (batch.length < BATCH) return rewritten;
    after = batch[batch.length - 1].id;
  }
}
