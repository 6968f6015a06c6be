// A login's answer: a new session row and the access token naming it. Every way in calls this once the
// user is proven (POST /login/access-token today; a second factor's route the same way).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AuditAction } from '../../../common/audit';
import { recordAudit } from '../../platform/audit/record';
import type { User } from '../../platform/db/schema';
import { bearerToken } from './present';
import { openSession, originOf } from '../../platform/sessions/store';
import { markAcceptanceDue } from '../termos/public';

/** The bearer token of a session of user, under the user's current version (a new password raises it). */
const tokenOf = async (app: FastifyInstance, user: User, sessionId: number, setupOnly?: true) =>
  bearerToken(await app.tokens.createAccessToken({ userId: user.id, version: user.token_version, sessionId, setupOnly }));

/**
 * The login: its audit entry and a new session for user, in one transaction, then the session's bearer
 * token (with two-factor login on, once the code is accepted: server/features/users/routes/mfa.ts); a
 * `setupOnly` session may only set up two-factor login (server/features/users/mfaLogin.ts).
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
