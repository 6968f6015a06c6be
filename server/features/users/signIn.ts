// A login's answer once the user is proven: a new session row and the access token naming it (POST
// /login/access-token, server/features/users/routes/login.ts; with two-factor login on, or when it must be
// set up, first the mfa_token or a setup-only session, then the code's step: server/features/users/routes/mfa.ts),
// and the refusal either step answers.
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AuditAction } from '../../../common/audit';
import { recordAudit } from '../../platform/audit/record';
import type { Database } from '../../platform/db/client';
import { users, type User } from '../../platform/db/schema';
import { badRequest } from '../../platform/errors';
import { openSession, originOf } from '../../platform/sessions/store';
import { markAcceptanceDue } from '../termos/public';
import { hasActiveMfa, mfaRequired } from './mfa';
import { bearerToken, tokenSchema } from './present';

/** The bearer token of a session of user, under the user's current version (a new password raises it). */
const tokenOf = async (app: FastifyInstance, user: User, sessionId: number, setupOnly?: true) =>
  bearerToken(await app.tokens.createAccessToken({ userId: user.id, version: user.token_version, sessionId, setupOnly }));

/**
 * The login: its audit entry and a new session for user, in one transaction, then the session's bearer
 * token; a `setupOnly` session may only set up two-factor login.
 */
export async function issueSessionToken(app: FastifyInstance, request: FastifyRequest, user: User, options: { setupOnly?: true } = {}) {
  const sessionId = await app.db.transaction(async (tx) => {
    await recordAudit(tx, request, { action: AuditAction.Login, resource: 'users', record_id: user.id, user });
    // A partner agreement in force that this account has not accepted limits the session until it does.
    await markAcceptanceDue(tx, user);
    return openSession(tx, user, originOf(request));
  });
  return tokenOf(app, user, sessionId, options.setupOnly);
}

/** A fresh token for the session the request runs in (after a new password, or a setup-only session's setup). */
export const renewSessionToken = (app: FastifyInstance, request: FastifyRequest, user: User) => tokenOf(app, user, request.sessionId);

/** As today without two-factor; `mfa_required` with the 5-minute mfa_token with it; a setup-only session when it is required and not set up. */
export const loginAnswer = z.union([
  tokenSchema.extend({ mfa_setup_required: z.literal(true).optional() }),
  z.object({ mfa_required: z.literal(true), mfa_token: z.string() }),
]);

/** What POST /login/access-token answers after a correct password. */
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
