// The channel that keeps every server's AuthCache true: migration 0130's triggers send
// `<schema>:u:<user id>` for any change or deletion of a user and `<schema>:s:<session id>` for a session's
// end, in the transaction of the change (so only once it commits). Each server LISTENs on its own
// connection (server/db/client.ts) and drops the entries named.
import { randomUUID } from 'node:crypto';
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
   * Resolves once this server has heard every change committed before the call. PostgreSQL delivers a
   * channel's notifications in commit order, so hearing a marker sent now means the earlier ones were
   * applied. Every write request awaits it before answering: the client's next request, wherever it
   * lands, finds the change applied on this server, and on the others as soon as their copy arrives
   * (the same moment, give or take the network).
   */
  settle(): Promise<void>;
  stop(): Promise<void>;
};

export async function watchAuthChanges(database: DatabaseHandle): Promise<AuthChanges> {
  const cache = new AuthCache();
  const [{ schema }] = resultRows<{ schema: string }>(await database.db.execute(sql`SELECT current_schema() AS schema`));
  const prefix = `${schema}:`;
  const markers = new Map<string, () => void>();

  const stop = await database.listen(AUTH_CHANNEL, {
    notify(payload) {
      if (!payload.startsWith(prefix)) return;
      const [kind, id] = payload.slice(prefix.length).split(':');
      if (kind === 'u') cache.dropUser(Number(id));
      else if (kind === 's') cache.dropSession(Number(id));
      else if (kind === 'm') markers.get(id)?.();
    },
    lost: () => cache.setLive(false),
    restored: () => cache.setLive(true),
  });
  cache.setLive(true);

  return {
    cache,
    async settle() {
      const id = randomUUID();
      const heard = new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          // No echo: the channel is not delivering. Keep nothing rather than something stale.
          cache.clear();
          resolve();
        }, SETTLE_TIMEOUT_MS);
        timer.unref();
        markers.set(id, () => {
          clearTimeout(timer);
          resolve();
        });
      });
      try {
        await database.db.execute(sql`SELECT pg_notify(${AUTH_CHANNEL}, ${`${prefix}m:${id}`})`);
        await heard;
      } finally {
        markers.delete(id);
      }
    },
    stop,
  };
}
