// A login's answer: a new session row and the access token naming it. Every way in calls this once the
// user is proven (POST /login/access-token today; a second factor's route the same way).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Executor } from '../../platform/db/client';
import type { User } from '../../platform/db/schema';
import { bearerToken } from './present';
import { openSession, type SessionOrigin } from '../../platform/sessions/store';
import { markAcceptanceDue } from '../termos/public';

export const originOf = (request: FastifyRequest): SessionOrigin => ({
  user_agent: request.headers['user-agent'] ?? null,
  client_address: request.ip ?? null,
});

type IssueOptions = { db?: Executor; setupOnly?: true };

/**
 * Opens a session for user (in db, a transaction when given) and answers its bearer token; a `setupOnly`
 * session may only set up two-factor login (server/features/users/mfaLogin.ts).
 */
export async function issueSessionToken(app: FastifyInstance, request: FastifyRequest, user: User, options: IssueOptions = {}) {
  // A partner agreement in force that this account has not accepted limits the session until it does.
  await markAcceptanceDue(options.db ?? app.db, user);
  const sessionId = await openSession(options.db ?? app.db, user, originOf(request));
  const claims = { userId: user.id, version: user.token_version, sessionId, setupOnly: options.setupOnly };
  return bearerToken(await app.tokens.createAccessToken(claims));
}

/** A fresh token for the session the request runs in, under the user's current version (a new password). */
export async function renewSessionToken(app: FastifyInstance, request: FastifyRequest, user: User) {
  return bearerToken(
    await app.tokens.createAccessToken({ userId: user.id, version: user.token_version, sessionId: request.sessionId }),
  );
}
