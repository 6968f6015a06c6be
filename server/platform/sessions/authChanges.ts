// The channel that keeps every server's AuthCache true: migration 0130's triggers send
// `<schema>:u:<user id>` for any change or deletion of a user and `<schema>:s:<session id>` for a session's
// end, in the transaction of the change (so only once it commits). Each server LISTENs on its own
// connection (server/platform/db/client.ts) and drops the entries named.
//
// A write's answer waits until every server has applied what it committed (settle()): this server sends a
// marker `m:<marker>:<server>` and each other server listening on the same database and schema (found by
// its listening connection's application_name) answers `a:<marker>:<server>` once it has heard the marker,
// that is, after every change committed before it. Waiting for this server's own echo alone left a window:
// CI's fresh run once had the other server accept an ended session on the very next request, its copy of
// the notification not yet read.
import { createHash, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client';
import { resultRows } from '../db/migrate';
import { AuthCache } from './authCache';

export const AUTH_CHANNEL = 'portal_auth';
/** How long settle() waits for its own echo before giving up on the channel (and the cache). */
const SETTLE_TIMEOUT_MS = 5_000;

export type AuthChanges = {
  cache: AuthCache;
  /**
   * Resolves once this server and every other one listening have heard every change committed before the
   * call. PostgreSQL delivers a channel's notifications in commit order, so hearing a marker sent now
   * means the earlier ones were applied. Every write request awaits it before answering: the client's next
   * request, wherever it lands, finds the change applied.
   */
  settle(): Promise<void>;
  /**
   * Calls `listener` with each user and session a committed change names (after the cache dropped it):
   * whoever holds something open for a session (the notifications' live stream) asks again whether it
   * is still valid. Answers the unsubscribe.
   */
  onChange(listener: (change: AuthChange) => void): () => void;
  stop(): Promise<void>;
};

/** What a notification names: a user (any change to the row) or a session (its end). */
export type AuthChange = { userId: number } | { sessionId: number };

/** The listening connection's application_name: the schema (hashed, names are at most 63 bytes) and the server. */
const listenerTag = (schema: string) => `portal-auth:${createHash('sha1').update(schema).digest('hex').slice(0, 8)}:`;

export async function watchAuthChanges(database: DatabaseHandle): Promise<AuthChanges> {
  const cache = new AuthCache();
  const [{ schema }] = resultRows<{ schema: string }>(await database.db.execute(sql`SELECT current_schema() AS schema`));
  const prefix = `${schema}:`;
  const serverId = randomUUID();
  const tag = listenerTag(schema);
  /** The markers this server waits on: who has yet to hear each (this server included). */
  const markers = new Map<string, { waiting: Set<string>; heard: () => void }>();
  const acknowledge = (markerId: string, by: string) => {
    const marker = markers.get(markerId);
    if (!marker) return;
    marker.waiting.delete(by);
    if (marker.waiting.size === 0) marker.heard();
  };
  const listeners = new Set<(change: AuthChange) => void>();
  const changed = (change: AuthChange) => {
    for (const listener of listeners) listener(change);
  };
  const send = (payload: string) => database.db.execute(sql`SELECT pg_notify(${AUTH_CHANNEL}, ${prefix + payload})`);

  const stop = await database.listen(
    AUTH_CHANNEL,
    {
      notify(payload) {
        if (!payload.startsWith(prefix)) return;
        const [kind, id, from] = payload.slice(prefix.length).split(':');
        if (kind === 'u') {
          cache.dropUser(Number(id));
          changed({ userId: Number(id) });
        } else if (kind === 's') {
          cache.dropSession(Number(id));
          changed({ sessionId: Number(id) });
        }
        else if (kind === 'm' && from === serverId) acknowledge(id, serverId);
        // Another server's marker: everything committed before it has been applied here.
        else if (kind === 'm') send(`a:${id}:${serverId}`).catch(() => undefined);
        else if (kind === 'a') acknowledge(id, from);
      },
      lost: () => cache.setLive(false),
      restored: () => cache.setLive(true),
    },
    tag + serverId,
  );
  cache.setLive(true);

  /** The other servers listening on this database and schema (none on the embedded database: one server). */
  const otherServers = async (): Promise<string[]> => {
    if (database.kind !== 'postgres') return [];
    const rows = resultRows<{ name: string }>(
      await database.db.execute(
        sql`SELECT application_name AS name FROM pg_stat_activity WHERE datname = current_database() AND application_name LIKE ${`${tag}%`}`,
      ),
    );
    return rows.map((row) => row.name.slice(tag.length)).filter((id) => id !== serverId);
  };

  return {
    cache,
    async settle() {
      const id = randomUUID();
      const waiting = new Set([serverId, ...(await otherServers())]);
      const heard = new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          // No echo, or a server that does not answer: keep nothing rather than something stale.
          cache.clear();
          resolve();
        }, SETTLE_TIMEOUT_MS);
        timer.unref();
        markers.set(id, {
          waiting,
          heard: () => {
            clearTimeout(timer);
            resolve();
          },
        });
      });
      try {
        await send(`m:${id}:${serverId}`);
        await heard;
      } finally {
        markers.delete(id);
      }
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop,
  };
}
