// The two routes each synced resource offers (mounted by server/resource/crudRoutes.ts for a server part's
// `odooSync`: the persons' and the opportunities'): PUT queues a sync and answers 202 with the job's state at
// once, GET answers the record's latest sync so the portal can poll until it is done or failed.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Permission } from '../../../common/policy';
import { idParams } from '../../resource/crud';
import type { SyncJobKind } from '../db/schema';
import { odooSettings } from '../../integrations/odoo/client';
import { enqueueSyncJob, latestSyncStatus, statusOf, syncStatusSchema } from './queue';
import { routeOptions } from '../http/routeOptions';

export type SyncRoutesOptions = {
  kind: SyncJobKind;
  /** The path, with its id parameter: '/sync-odoo/:person_id'. */
  path: string;
  param: string;
  tag: string;
  summary: string;
  access: { sync: Permission; read: Permission };
  /** Throws 404 when the record is not there for this user (its row scope). */
  findInScope(request: FastifyRequest, id: number): Promise<unknown>;
};

export const syncRoutes =
  (options: SyncRoutesOptions): FastifyPluginAsyncZod =>
  async (app) => {
    const params = idParams(options.param);
    const idOf = (request: FastifyRequest) => (request.params as Record<string, number>)[options.param];
    const tags = [options.tag, 'odoo'];

    app.put(
      options.path,
      routeOptions(options.access.sync, `${options.summary} (em segundo plano: responde 202 com a tarefa na fila)`, {
        tags,
        params,
        response: { 202: syncStatusSchema },
      }),
      async (request, reply) => {
        // Nothing is queued that could not run: no Odoo settings is 503 now, not a failed job later.
        odooSettings(app.config);
        const id = idOf(request);
        await options.findInScope(request, id);
        const job = await enqueueSyncJob(app.db, options.kind, id, request.user.id);
        app.syncWorker.wake();
        return reply.code(202).send(statusOf(job));
      },
    );

    app.get(
      options.path,
      routeOptions(options.access.read, 'Estado da última sincronização com o Odoo (null se nunca sincronizado em segundo plano)', {
        tags,
        params,
        response: { 200: syncStatusSchema.nullable() },
      }),
      async (request) => {
        const id = idOf(request);
        await options.findInScope(request, id);
        return latestSyncStatus(app.db, options.kind, id);
      },
    );
  };
