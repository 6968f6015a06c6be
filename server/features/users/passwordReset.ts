// Password-reset tokens: random, kept only as a SHA-256 hash, single use, expiring. A reset spends every
// outstanding token of the user, so an older email cannot be replayed after the password changed.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { hashPassword } from '../../platform/auth/password';
import type { Database, Executor } from '../../platform/db/client';
import { passwordResetTokens, users, type User } from '../../platform/db/schema';
import { badRequest } from '../../platform/errors';
import { INACTIVE_USER } from './rules';
import { endSessions } from '../../platform/sessions/store';

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

export async function issueResetToken(db: Executor, userId: number, expireMinutes: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(passwordResetTokens).values({
    user_id: userId,
    token_hash: digest(token),
    expires_at: new Date(Date.now() + expireMinutes * 60_000),
  });
  return token;
}

/** POST /reset-password/: spends the token and sets the new password in one transaction. */
export async function resetPassword(
  db: Database,
  token: string,
  newPassword: string,
  /** Runs in the reset's transaction once the password is set (the audit entry). */
  done?: (tx: Executor, user: User) => Promise<void>,
): Promise<void> {
  const hashed_password = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    // Marking it used in the same statement that finds it: two concurrent resets cannot both succeed.
    const [spent] = await tx
      .update(passwordResetTokens)
      .set({ used_at: sql`now()` })
      .where(
        and(
          eq(passwordResetTokens.token_hash, digest(token)),
          isNull(passwordResetTokens.used_at),
          gt(passwordResetTokens.expires_at, sql`now()`),
        ),
      )
      .returning({ user_id: passwordResetTokens.user_id });
    if (!spent) throw badRequest('Invalid token');
    const [user] = await tx.select().from(users).where(eq(users.id, spent.user_id));
    if (!user.is_active) throw badRequest(INACTIVE_USER);
    await tx.update(users).set({ hashed_password, ...(await endSessions(tx, user.id)) }).where(eq(users.id, user.id));
    await tx
      .update(passwordResetTokens)
      .set({ used_at: sql`now()` })
      .where(and(eq(passwordResetTokens.user_id, user.id), isNull(passwordResetTokens.used_at)));
    await done?.(tx, user);
  });
}
