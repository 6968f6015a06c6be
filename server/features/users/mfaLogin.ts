// The first step of a login for a user with two-factor login on, or who must set it up: what
// POST /login/access-token answers after a correct password (server/features/users/routes/login.ts), and
// the refusal either step answers (the code's step: server/features/users/routes/mfa.ts).
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AuditAction } from '../../../common/audit';
import { recordAudit } from '../../platform/audit/record';
import type { Database } from '../../platform/db/client';
import { users, type User } from '../../platform/db/schema';
import { badRequest } from '../../platform/errors';
import { issueSessionToken } from './issueSession';
import { hasActiveMfa, mfaRequired } from './mfa';
import { tokenSchema } from './present';

/** As today without two-factor; `mfa_required` with the 5-minute mfa_token with it; a setup-only session when it is required and not set up. */
export const loginAnswer = z.union([
  tokenSchema.extend({ mfa_setup_required: z.literal(true).optional() }),
  z.object({ mfa_required: z.literal(true), mfa_token: z.string() }),
]);

export async function afterPassword(app: FastifyInstance, request: FastifyRequest, user: User): Promise<z.infer<typeof loginAnswer>> {
  if (await hasActiveMfa(app.db, user.id)) return { mfa_required: true, mfa_token: await app.tokens.createMfaToken(user) };
  if (mfaRequired(app.config, user)) {
    return { ...(await issueSessionToken(app, request, user, { setupOnly: true })), mfa_setup_required: true };
  }
  return issueSessionToken(app, request, user);
}

/**
 * A refused login: its audit entry names the email tried, and the account only when it is known
 * (`userId`); then the 400 with the reason.
 */
export async function refuseLogin(app: FastifyInstance, request: FastifyRequest, email: string, reason: string, userId: number | null) {
  const changes = { email, reason };
  await recordAudit(app.db, request, { action: AuditAction.LoginFailed, resource: 'users', record_id: userId, changes, user: null });
  throw badRequest(reason);
}

/** The user an mfa_token names, while its sessions are those the token was issued under and it is active. */
export async function findActiveUser(db: Database, claims: { userId: number; version: number }): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, claims.userId));
  return user && user.is_active && user.token_version === claims.version ? user : undefined;
}
