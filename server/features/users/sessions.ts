// Ending a user's sessions: the session rows end (all, or all but the one `keep` names) and the answer is
// spread into the update that changes the password (or deactivates the account), so the same statement
// revokes every access token issued before it (server/platform/auth/tokens.ts). Run in that update's
// transaction.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { users } from '../../platform/db/schema';
import { endOpenSessions } from '../../platform/sessions/store';

export async function endSessions(tx: Executor, userId: number, keep?: number) {
  await endOpenSessions(tx, userId, keep);
  return { token_version: sql`${users.token_version} + 1` };
}
