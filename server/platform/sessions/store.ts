// The session rows: opened at login, listed and ended by their user, ended with every other one of the
// account when its password changes or it is deactivated (deletion removes them with the user).
import { and, desc, eq, gte, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../db/client';
import { users, userSessions, type User } from '../db/schema';

/** Where a login comes from, as the session list shows it. */
export type SessionOrigin = { user_agent: string | null; client_address: string | null };

/** The request's origin: its user agent and client address (a login's session, an accepted agreement). */
export const originOf = (request: FastifyRequest): SessionOrigin => ({
  user_agent: request.headers['user-agent'] ?? null,
  client_address: request.ip ?? null,
});

/** The longest user agent kept: enough to tell browsers apart, not a place to store a megabyte. */
const USER_AGENT_MAX = 512;

export async function openSession(db: Executor, user: Pick<User, 'id'>, origin: SessionOrigin): Promise<number> {
  const [row] = await db
    .insert(userSessions)
    .values({ user_id: user.id, user_agent: origin.user_agent?.slice(0, USER_AGENT_MAX) ?? null, client_address: origin.client_address })
    .returning({ id: userSessions.id });
  return row.id;
}

const open = isNull(userSessions.ended_at);
const seenWithin = (idleMinutes: number) =>
  gte(userSessions.last_seen_at, sql`now() - make_interval(mins => ${idleMinutes})`);

/** The user's sessions still usable: not ended, not idle past the limit. Most recently used first. */
export function listOpenSessions(db: Executor, userId: number, idleMinutes: number) {
  return db
    .select({
      id: userSessions.id,
      user_agent: userSessions.user_agent,
      client_address: userSessions.client_address,
      created_at: userSessions.created_at,
      last_seen_at: userSessions.last_seen_at,
    })
    .from(userSessions)
    .where(and(eq(userSessions.user_id, userId), open, seenWithin(idleMinutes)))
    .orderBy(desc(userSessions.last_seen_at), desc(userSessions.id));
}

/** Ends the open sessions that meet every one of `conditions` too; answers how many it ended. */
async function endOpen(db: Executor, ...conditions: (SQL | undefined)[]): Promise<number> {
  const ended = await db
    .update(userSessions)
    .set({ ended_at: sql`now()` })
    .where(and(open, ...conditions))
    .returning({ id: userSessions.id });
  return ended.length;
}

/** Ends one of the user's sessions; false when the user has no such open session. */
export async function endSession(db: Executor, userId: number, sessionId: number): Promise<boolean> {
  return (await endOpen(db, eq(userSessions.id, sessionId), eq(userSessions.user_id, userId))) > 0;
}

/** Ends every open session of the user but `keep` (none when omitted); answers how many ended. */
export function endOpenSessions(db: Executor, userId: number, keep?: number): Promise<number> {
  return endOpen(db, eq(userSessions.user_id, userId), keep === undefined ? undefined : ne(userSessions.id, keep));
}

/**
 * Ends the user's sessions (all, or all but `keep`) and answers what, spread into the update that changes
 * the password (or deactivates the account), makes the same statement revoke every access token issued
 * before it (server/platform/auth/tokens.ts). Run in that update's transaction.
 */
export async function endSessions(tx: Executor, userId: number, keep?: number) {
  await endOpenSessions(tx, userId, keep);
  return { token_version: sql`${users.token_version} + 1` };
}

/** The guard's idle end: only if still open and still idle (another server may have just seen it). */
export async function endIfIdle(db: Executor, sessionId: number, idleMinutes: number): Promise<boolean> {
  const idle = sql`${userSessions.last_seen_at} < now() - make_interval(mins => ${idleMinutes})`;
  return (await endOpen(db, eq(userSessions.id, sessionId), idle)) > 0;
}

export async function touchSession(db: Executor, sessionId: number) {
  await db.update(userSessions).set({ last_seen_at: sql`now()` }).where(and(eq(userSessions.id, sessionId), open));
}
