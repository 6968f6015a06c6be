// What the request guard needs to know about a session (its user's row, whether it ended, when it was last
// seen), kept in this process for a short while so that a request costs no query (issue 26). Every change
// that matters reaches every server through NOTIFY (server/platform/sessions/authChanges.ts), which drops the entries
// it names; while that channel is down nothing is kept, and every request reads the database.
import type { User } from '../db/schema';

export type SessionState = {
  user: User;
  ended: boolean;
  /** Date.now() of the last activity the database (or this server) knows of. */
  lastSeen: number;
  loadedAt: number;
};

/** An upper bound on staleness should a notification ever go missing (it cannot while the channel is up). */
const TTL_MS = 60_000;
/** Enough for every active session of a large portal; past it the oldest entry goes. */
const MAX_ENTRIES = 50_000;

export class AuthCache {
  private readonly entries = new Map<number, SessionState>();
  private readonly byUser = new Map<number, Set<number>>();
  /** Raised by every drop: a read that started before one may hold what it dropped, and is not kept. */
  private generation = 0;
  private live = false;

  get(sessionId: number, now = Date.now()): SessionState | undefined {
    const entry = this.entries.get(sessionId);
    if (entry && now - entry.loadedAt <= TTL_MS) return entry;
    if (entry) this.remove(sessionId, entry.user.id);
    return undefined;
  }

  /** Taken before reading the database; put() keeps the read only if nothing was dropped meanwhile. */
  stamp(): number {
    return this.generation;
  }

  put(sessionId: number, state: SessionState, stamp: number) {
    if (!this.live || stamp !== this.generation) return;
    if (this.entries.size >= MAX_ENTRIES) {
      const [oldestId, oldest] = this.entries.entries().next().value as [number, SessionState];
      this.remove(oldestId, oldest.user.id);
    }
    this.entries.set(sessionId, state);
    let sessions = this.byUser.get(state.user.id);
    if (!sessions) this.byUser.set(state.user.id, (sessions = new Set()));
    sessions.add(sessionId);
  }

  dropUser(userId: number) {
    this.generation += 1;
    for (const sessionId of this.byUser.get(userId) ?? []) this.entries.delete(sessionId);
    this.byUser.delete(userId);
  }

  dropSession(sessionId: number) {
    this.generation += 1;
    const entry = this.entries.get(sessionId);
    if (entry) this.remove(sessionId, entry.user.id);
  }

  /** The channel is up (keep entries) or down (drop all, keep none until it is back). */
  setLive(live: boolean) {
    this.live = live;
    this.clear();
  }

  clear() {
    this.generation += 1;
    this.entries.clear();
    this.byUser.clear();
  }

  private remove(sessionId: number, userId: number) {
    this.entries.delete(sessionId);
    const sessions = this.byUser.get(userId);
    sessions?.delete(sessionId);
    if (sessions?.size === 0) this.byUser.delete(userId);
  }
}
