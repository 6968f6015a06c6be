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

/** The bearer token of a session of user, under the user's current version (a new password raises it). */
const tokenOf = async (app: FastifyInstance, user: User, sessionId: number, setupOnly?: true) =>
  bearerToken(await app.tokens.createAccessToken({ userId: user.id, version: user.token_version, sessionId, setupOnly }));

/**
 * Opens a session for user (in db, a transaction when given) and answers its bearer token; a `setupOnly`
 * session may only set up two-factor login (server/features/users/mfaLogin.ts).
 */
export async function issueSessionToken(app: FastifyInstance, request: FastifyRequest, user: User, options: IssueOptions = {}) {
  // A partner agreement in force that this account has not accepted limits the session until it does.
  await markAcceptanceDue(options.db ?? app.db, user);
  return tokenOf(app, user, await openSession(options.db ?? app.db, user, originOf(request)), options.setupOnly);
}

/** A fresh token for the session the request runs in (after a new password, or a setup-only session's setup). */
export const renewSessionToken = (app: FastifyInstance, request: FastifyRequest, user: User) => tokenOf(app, user, request.sessionId);
