// Who is acting, for the audit trail: the request being served (its user once the guard has set it, its
// client address and user agent), kept in an AsyncLocalStorage for the whole life of a request that may
// write. Every
// transaction opened while serving it starts by handing that actor to the database (the transaction-local
// setting portal.actor), where the audit triggers of migration 0120 read it: the write and its entry
// commit or roll back together, and no write path has to pass the request down to be audited.
import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database, Executor } from '../db/client';

/** Who did it, as an audit entry names them. */
export type Actor = {
  user_id: number | null;
  user_email: string | null;
  client_ip: string | null;
  user_agent: string | null;
};

const requests = new AsyncLocalStorage<FastifyRequest>();

/** The actor of a request: its signed-in user (the guard sets request.user), address and agent. */
export function actorOf(request: FastifyRequest, user?: { id: number; email: string } | null): Actor {
  const who = user === undefined ? (request.user as { id: number; email: string } | null) : user;
  const agent = request.headers['user-agent'];
  return {
    user_id: who?.id ?? null,
    user_email: who?.email ?? null,
    client_ip: request.ip ?? null,
    user_agent: typeof agent === 'string' ? agent.slice(0, 500) : null,
  };
}

/** The actor of the request being served here, if any. */
export function currentActor(): Actor | null {
  const request = requests.getStore();
  return request ? actorOf(request) : null;
}

/** Hands the actor to the database for the rest of the transaction tx. */
export async function setTransactionActor(tx: Executor, actor: Actor | null) {
  if (actor) await tx.execute(sql`SELECT set_config('portal.actor', ${JSON.stringify(actor)}, true)`);
}

const PATCHED = Symbol('auditedTransactions');

/**
 * Makes db.transaction() hand the current request's actor to the database first. Done once per database
 * object (several apps in one test may share one).
 */
export function auditTransactions(db: Database) {
  const target = db as Database & { [PATCHED]?: true };
  if (target[PATCHED]) return;
  target[PATCHED] = true;
  const transaction = db.transaction.bind(db);
  db.transaction = ((run: (tx: Parameters<Parameters<Database['transaction']>[0]>[0]) => Promise<unknown>, config?: unknown) =>
    transaction(async (tx) => {
      await setTransactionActor(tx, currentActor());
      return run(tx);
    }, config as Parameters<Database['transaction']>[1])) as Database['transaction'];
}

/** Methods that only read: their requests write nothing, so no transaction of theirs needs an actor. */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Requests of every app in this process kept in the store and not answered yet. */
let inFlight = 0;

/**
 * Keeps each request that may write in the store for the rest of its life (hooks, handler,
 * serialisation). Reads stay out, and the store is switched off whenever no write is in flight: on Node
 * 20 an enabled AsyncLocalStorage hooks every promise of the process, which cost a list request about a
 * sixth of its CPU (README, Performance). A write request that never answers (its client gone before
 * onResponse) only keeps the store on.
 */
export function trackRequests(app: FastifyInstance) {
  app.addHook('onRequest', (request, _reply, done) => {
    if (READS.has(request.method)) return done();
    inFlight += 1;
    requests.run(request, done);
  });
  app.addHook('onResponse', (request, _reply, done) => {
    if (!READS.has(request.method)) {
      inFlight -= 1;
      // No write is left to need its actor: stop hooking every promise until the next one arrives.
      if (inFlight === 0) requests.disable();
    }
    done();
  });
}
