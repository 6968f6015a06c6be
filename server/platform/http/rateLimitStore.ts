// @fastify/rate-limit's store interface over the rate_limit_hits table, so that every server on one
// PostgreSQL database counts the same attempts: a client cannot get RATE_LIMIT_MAX tries per instance by
// landing on each in turn. One upsert per hit, timed by the database's clock (the servers' may differ).
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimitHits } from '../db/schema';

type Counted = { current: number; ttl: number };
type Callback = Parameters<FastifyRateLimitStore['incr']>[1];
/** What child() really receives: the route's merged rate-limit settings, with the route as routeInfo. */
type RouteSettings = { routeInfo?: { method?: string | string[]; url?: string } };

/** How many hits between two sweeps of the expired rows (a sweep is one indexed DELETE). */
const SWEEP_EVERY = 1000;

/**
 * Adds `increment` hits to `key`'s counter in the window that is running (or starts a window of
 * `timeWindow` ms) and answers the window's count and the ms left. Every limit that several servers must
 * count together uses it: @fastify/rate-limit's store below and the document checks of external users.
 */
export async function countHits(db: Database, key: string, timeWindow: number, increment = 1): Promise<Counted> {
  const expired = sql`${rateLimitHits.reset_at} <= now()`;
  const [row] = await db
    .insert(rateLimitHits)
    .values({ key, hits: increment, reset_at: sql`now() + ${timeWindow} * interval '1 millisecond'` })
    .onConflictDoUpdate({
      target: rateLimitHits.key,
      set: {
        hits: sql`CASE WHEN ${expired} THEN ${increment}::integer ELSE ${rateLimitHits.hits} + ${increment}::integer END`,
        reset_at: sql`CASE WHEN ${expired} THEN excluded.reset_at ELSE ${rateLimitHits.reset_at} END`,
      },
    })
    .returning({
      current: rateLimitHits.hits,
      ttl: sql<number>`ceil(extract(epoch FROM ${rateLimitHits.reset_at} - now()) * 1000)::integer`,
    });
  return { current: row.current, ttl: Math.max(0, row.ttl) };
}

/** A store class for @fastify/rate-limit's `store` option (it constructs the class itself). */
export function databaseRateLimitStore(db: Database): FastifyRateLimitStoreCtor {
  let hitsSinceSweep = 0;

  async function count(key: string, timeWindow: number): Promise<Counted> {
    const counted = await countHits(db, key, timeWindow);
    hitsSinceSweep += 1;
    if (hitsSinceSweep >= SWEEP_EVERY) {
      hitsSinceSweep = 0;
      await db.delete(rateLimitHits).where(lt(rateLimitHits.reset_at, sql`now()`));
    }
    return counted;
  }

  // @fastify/rate-limit constructs this class with its settings, which the counters do not need.
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    namespace = '';

    incr(key: string, callback: Callback, timeWindow: number) {
      count(`${this.namespace}${key}`, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    /** A route's own counters: its method and path name them, as @fastify/rate-limit's Redis store does. */
    child(settings: Parameters<FastifyRateLimitStore['child']>[0]) {
      const { routeInfo } = settings as unknown as RouteSettings;
      const store = new DatabaseRateLimitStore();
      store.namespace = `${routeInfo?.method ?? ''} ${routeInfo?.url ?? ''}:`;
      return store;
    }
  };
}
