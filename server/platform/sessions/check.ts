// The guard's question for every request: is the session the token names open, unexpired, and its user
// active under the version the token carries? Answered from the AuthCache when it holds the session, from
// one prepared statement (session joined to its user) when it does not.
import { eq, sql } from 'drizzle-orm';
import type { AccessClaims } from '../auth/tokens';
import type { Database } from '../db/client';
import { userSessions, users, type User } from '../db/schema';
import { unauthorized } from '../errors';
import type { AuthCache, SessionState } from './authCache';
import { endIfIdle, touchSession } from './store';

/** last_seen_at is written at most this often per session (not on every request). */
export const TOUCH_EVERY_MS = 60_000;

export type SessionCheck = (claims: AccessClaims) => Promise<User>;

export function sessionCheck(db: Database, cache: AuthCache, idleMinutes: number): SessionCheck {
  const idleMs = idleMinutes * 60_000;
  // The idle time is measured by the database's clock, so a server whose clock drifts judges the same.
  const read = db
    .select({
      user: users,
      ended: sql<boolean>`${userSessions.ended_at} IS NOT NULL`,
      idleMs: sql<number>`(extract(epoch from now() - ${userSessions.last_seen_at}) * 1000)::float8`,
    })
    .from(userSessions)
    .innerJoin(users, eq(users.id, userSessions.user_id))
    .where(eq(userSessions.id, sql.placeholder('id')))
    .prepare('auth_session');

  const load = async (sessionId: number): Promise<SessionState | undefined> => {
    const stamp = cache.stamp();
    const [row] = await read.execute({ id: sessionId });
    if (!row) return undefined;
    const now = Date.now();
    const state = { user: row.user, ended: row.ended, lastSeen: now - Number(row.idleMs), loadedAt: now };
    cache.put(sessionId, state, stamp);
    return state;
  };

  return async ({ userId, version, sessionId }) => {
    // A cached entry is answered at once: a change committed through any server's request has been
    // heard here before that request's answer left (AuthChanges.settle() waits for this server's
    // acknowledgement), so no turn of the event loop is spent looking for a notification in flight.
    let state = cache.get(sessionId) ?? (await load(sessionId));
    if (state && !state.ended && Date.now() - state.lastSeen > idleMs) {
      // Idle as far as this server knows; another may have seen it since. The database decides.
      state = (await endIfIdle(db, sessionId, idleMinutes)) ? undefined : await load(sessionId);
    }
    // A token issued before the user's sessions were ended (a new password, a deactivation) or naming
    // a session that ended or belongs to someone else is no longer valid.
    if (!state || state.ended || state.user.id !== userId || state.user.token_version !== version) {
      throw unauthorized('Could not validate credentials');
    }
    if (!state.user.is_active) throw unauthorized('Inactive user');
    const now = Date.now();
    if (now - state.lastSeen >= TOUCH_EVERY_MS) {
      state.lastSeen = now; // before the write: the requests that follow it do not write again
      await touchSession(db, sessionId);
    }
    return state.user;
  };
}
