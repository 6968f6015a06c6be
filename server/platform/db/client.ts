// Opens the database: PGlite in a directory (or in memory) by default, PostgreSQL when a URL is given.
// Both speak the same SQL, so one schema and one set of migrations serve both.
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { lockDataDir } from './dataDirLock';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle offers the same query API as the database itself. */
export type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute' | 'query' | '$count'>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** PGlite only: the data directory as a tarball, which openDatabase's loadDataDir starts from. */
  dumpDataDir?(): Promise<Blob>;
  /** Runs a multi-statement SQL script in one transaction (migrations). */
  execScript(sql: string): Promise<void>;
  /** Runs fn while holding a cluster-wide lock, so two starting servers do not migrate at once. */
  withMigrationLock<T>(fn: () => Promise<T>): Promise<T>;
  /**
   * Runs fn while holding the lock named key, seen by every server on this database; when another holds
   * it, throws busy() at once instead of waiting.
   */
  withTryLock<T>(key: string, fn: () => Promise<T>, busy: () => Error): Promise<T>;
  /**
   * LISTENs on channel for this server: notify gets each payload; on PostgreSQL a dedicated connection
   * (a pooled one would lose its LISTEN when released), whose loss calls lost() and whose reconnection,
   * retried until stop, calls restored(). Answers stop. `name`: that connection's application_name, by
   * which the other servers can tell it is there (server/platform/sessions/authChanges.ts).
   */
  listen(channel: string, handlers: ListenHandlers, name?: string): Promise<() => Promise<void>>;
  close(): Promise<void>;
};

export type ListenHandlers = { notify(payload: string): void; lost(): void; restored(): void };

export type DatabaseOptions =
  | { url: string; searchPath?: string; poolSize?: number }
  | {
      dataDir?: string;
      /** A PGlite data directory as a tarball (dumpDataDir) to start from instead of an empty cluster (tests' template). */
      loadDataDir?: Blob;
    };

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return 'url' in options ? openPostgres(options) : openPglite(options.dataDir, options.loadDataDir);
}

async function openPglite(dataDir?: string, loadDataDir?: Blob): Promise<DatabaseHandle> {
  // A directory is one server's (server/platform/db/dataDirLock.ts); in memory there is nothing to share.
  const lock = dataDir ? await lockDataDir(dataDir) : null;
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm, unaccent }, loadDataDir }).catch(async (error) => {
    await lock?.release();
    throw error;
  });
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    // The whole data directory as an uncompressed tarball (PGlite's dumpDataDir), for openDatabase's loadDataDir.
    dumpDataDir: () => client.dumpDataDir('none'),
    async execScript(sql) {
      await client.transaction(async (tx) => {
        await tx.exec(sql);
      });
    },
    // PGlite is single-connection and single-process: nothing else can migrate concurrently.
    withMigrationLock: (fn) => fn(),
    // PGlite's one session would take a session-level advisory lock again (they stack), and only this
    // process may open its directory: the locks held are this process's.
    withTryLock: processLocks(),
    // The one embedded session hears its own NOTIFY, delivered with the statement that commits it, before
    // that statement's promise settles: nothing can be lost or late.
    listen: (channel, { notify }) => client.listen(channel, notify).then((stop) => () => stop()),
    async close() {
      await client.close();
      await lock?.release();
    },
  };
}

/** withTryLock for a database only this process uses: a set of the keys being held. */
function processLocks(): DatabaseHandle['withTryLock'] {
  const held = new Set<string>();
  return async (key, fn, busy) => {
    if (held.has(key)) throw busy();
    held.add(key);
    try {
      return await fn();
    } finally {
      held.delete(key);
    }
  };
}

async function openPostgres({ url, searchPath, poolSize }: { url: string; searchPath?: string; poolSize?: number }) {
  const connection = { connectionString: url, ...(searchPath ? { options: `-c search_path=${searchPath}` } : {}) };
  const pool = new pg.Pool({ ...connection, max: poolSize ?? 10 });
  // An idle connection the database ends (a restart, an administrator's termination, a dropped database)
  // is an 'error' event on the pool, which would crash the process without a listener. The pool has already
  // discarded that connection and the next query opens a fresh one, so there is nothing more to do.
  pool.on('error', () => undefined);
  // numeric stays a string (exact money); bigint (count) becomes a number, safe for row counts.
  pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Database;
  const MIGRATION_LOCK = 727_001;
  const handle: DatabaseHandle = {
    db,
    kind: 'postgres',
    async execScript(sql) {
      const conn = await pool.connect();
      try {
        await conn.query('BEGIN');
        await conn.query(sql);
        await conn.query('COMMIT');
      } catch (error) {
        await conn.query('ROLLBACK');
        throw error;
      } finally {
        conn.release();
      }
    },
    async withMigrationLock(fn) {
      const conn = await pool.connect();
      try {
        await conn.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
        return await fn();
      } finally {
        await conn.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
        conn.release();
      }
    },
    // A session-level advisory lock held while fn runs (an Odoo call may take seconds, so no transaction
    // stays open), on a connection outside the pool: fn's own queries need the pool, and a pool whose
    // every connection held a lock (or waited for a nested one) would leave them none. The key is named
    // within the schema, so two portals (or two test files) sharing a database do not block each other.
    async withTryLock(key, fn, busy) {
      const conn = new pg.Client(connection);
      // A connection lost mid-sync ends its session, and the lock with it; that is no reason to crash.
      conn.on('error', () => undefined);
      await conn.connect();
      try {
        const { rows } = await conn.query<{ locked: boolean }>(
          `SELECT pg_try_advisory_lock(hashtextextended(current_schema() || ':' || $1, 0)) AS locked`,
          [key],
        );
        if (!rows[0].locked) throw busy();
        try {
          return await fn();
        } finally {
          // Unlocked before closing, so the next sync never finds the lock of a session still shutting down.
          await conn
            .query(`SELECT pg_advisory_unlock(hashtextextended(current_schema() || ':' || $1, 0))`, [key])
            .catch(() => undefined);
        }
      } finally {
        await conn.end().catch(() => undefined);
      }
    },
    listen: (channel, handlers, name) => listenOnPostgres(name ? { ...connection, application_name: name } : connection, channel, handlers),
    close: () => pool.end(),
  };
  return handle;
}

const LISTEN_RETRY_MS = { first: 250, max: 10_000 };

/** handle.listen on PostgreSQL: one connection of its own, reconnected with a growing delay when lost. */
async function listenOnPostgres(connection: pg.ClientConfig, channel: string, handlers: ListenHandlers) {
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  const open = async () => {
    const conn = new pg.Client(connection);
    // Only an established listener is lost; a failure while opening is open()'s caller's to retry.
    const onLost = (delay: number) => {
      if (stopped || client !== conn) return;
      client = null;
      handlers.lost();
      conn.end().catch(() => undefined);
      retry = setTimeout(() => void reopen(delay), delay);
    };
    conn.on('error', () => onLost(LISTEN_RETRY_MS.first));
    conn.on('end', () => onLost(LISTEN_RETRY_MS.first));
    conn.on('notification', (message) => {
      if (message.channel === channel) handlers.notify(message.payload ?? '');
    });
    try {
      await conn.connect();
      await conn.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      await conn.end().catch(() => undefined);
      throw error;
    }
    client = conn;
  };
  const reopen = async (delay: number) => {
    if (stopped) return;
    try {
      await open();
      handlers.restored();
    } catch {
      const next = Math.min(delay * 2, LISTEN_RETRY_MS.max);
      retry = setTimeout(() => void reopen(next), next);
    }
  };
  await open();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await (client as pg.Client | null)?.end().catch(() => undefined);
  };
}
