// /notificacoes: the caller's own notifications (never anyone else's: every query is by request.user.id,
// another's id answers 404 as a missing one), marking them read, and the live stream the bell listens to.
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notificacaoRow } from '../../../common/notificacoes';
import { pageOf } from '../../../common/resources/apiValues';
import { foundOr404, idParams, listRows, pageQuery, queryBool } from '../../resource/crud';
import { notificacoes } from '../../platform/db/schema';
import { HttpError } from '../../platform/errors';
import { watchNotifications, type StreamEvent } from './hub';
import { unreadCount } from './notify';
import { routeOptions } from '../../platform/http/routeOptions';

export const NOTIFICACAO_NOT_FOUND = 'Notificação não encontrada';
/** A comment line this often keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 25_000;

const tags = ['notificacoes'];
export const STREAM_ONLY = 'Este endereço responde só a Accept: text/event-stream';
const listQuery = pageQuery.extend({ nao_lidas: queryBool.optional() });
const listAnswer = pageOf(notificacaoRow).extend({ nao_lidas: z.number().int() });
const params = idParams('notificacao_id');
const readAllAnswer = z.object({ lidas: z.number().int(), nao_lidas: z.number().int() });

const own = (userId: number) => and(eq(notificacoes.user_id, userId), eq(notificacoes.no_app, true));
const present = ({ id, evento, titulo, texto, link, lida_em, created_at }: typeof notificacoes.$inferSelect) => ({
  id,
  evento,
  titulo,
  texto,
  link,
  lida_em,
  created_at,
});

const streamAnswer = {
  200: {
    description:
      'Server-Sent Events: `nao_lidas` ({nao_lidas}) on connecting and whenever the count changes, `notificacao` ({notificacao, nao_lidas}) for each new one',
    content: { 'text/event-stream': { schema: z.string() } },
  },
};

const notificacoesRoutes: FastifyPluginAsyncZod = async (app) => {
  const hub = await watchNotifications(app.database, app.log);
  /** The open streams, ended before the server closes (an open response would keep it waiting). */
  const streams = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of streams) end();
  });
  app.addHook('onClose', () => hub.stop());

  app.get(
    '/',
    routeOptions('notificacoes.list', 'As notificações do usuário, as mais novas primeiro', {
      tags,
      querystring: listQuery,
      response: { 200: listAnswer },
    }),
    async (request) => {
      const { skip, limit, nao_lidas } = request.query;
      const { data, count } = await listRows(app.db, notificacoes, {
        where: and(own(request.user.id), nao_lidas === true ? isNull(notificacoes.lida_em) : undefined),
        orderBy: [desc(notificacoes.created_at), desc(notificacoes.id)],
        page: { skip, limit },
      });
      return { data: data.map(present), count, nao_lidas: await unreadCount(app.db, request.user.id) };
    },
  );

  app.post(
    '/lidas',
    routeOptions('notificacoes.edit', 'Marca todas as notificações do usuário como lidas', { tags, response: { 200: readAllAnswer } }),
    async (request) => {
      const read = await app.db
        .update(notificacoes)
        .set({ lida_em: sql`now()` })
        .where(and(own(request.user.id), isNull(notificacoes.lida_em)))
        .returning({ id: notificacoes.id });
      return { lidas: read.length, nao_lidas: await unreadCount(app.db, request.user.id) };
    },
  );

  app.post(
    '/:notificacao_id/lida',
    routeOptions('notificacoes.edit', 'Marca uma notificação como lida', { tags, params, response: { 200: notificacaoRow } }),
    async (request) => {
      const where = and(eq(notificacoes.id, request.params.notificacao_id), own(request.user.id));
      // Read once stays read at its first moment.
      const [row] = await app.db
        .update(notificacoes)
        .set({ lida_em: sql`coalesce(${notificacoes.lida_em}, now())` })
        .where(where)
        .returning();
      return present(foundOr404(row, NOTIFICACAO_NOT_FOUND));
    },
  );

  app.get(
    '/stream',
    routeOptions('notificacoes.list', 'As notificações do usuário ao vivo (Server-Sent Events)', { tags, response: streamAnswer }),
    async (request, reply) => {
      // Only a stream reader gets a stream: any other client would wait for an answer that never ends.
      if (!request.headers.accept?.includes('text/event-stream')) throw new HttpError(406, STREAM_ONLY);
      const userId = request.user.id;
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        // nginx would otherwise hold the events in its buffer.
        'x-accel-buffering': 'no',
      });
      const send = (event: StreamEvent) => {
        const data = event.type === 'notificacao' ? { ...event.data, notificacao: present(event.data.notificacao) } : event.data;
        res.write(`event: ${event.type}\ndata: ${JSON.stringify(data)}\n\n`);
      };
      const unsubscribe = hub.subscribe(userId, send);
      const heartbeat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS);
      // A stream outliving its session (a logout, a revocation, a new password, a deactivation, on any
      // server) would keep delivering the user's notifications to whoever holds the tab: on a change
      // naming its user or session, the session is judged again as a request's would be, and the
      // stream ends if it no longer holds.
      const claims = { userId, version: request.user.token_version, sessionId: request.sessionId };
      const stopWatching = app.authChanges.onChange((change) => {
        const named = 'userId' in change ? change.userId === userId : change.sessionId === claims.sessionId;
        if (named) app.sessionCheck(claims).catch(end);
      });
      const end = () => {
        clearInterval(heartbeat);
        unsubscribe();
        stopWatching();
        streams.delete(end);
        if (!res.writableEnded) res.end();
      };
      streams.add(end);
      res.on('close', end);
      send({ type: 'nao_lidas', data: { nao_lidas: await unreadCount(app.db, userId) } });
    },
  );
};

export default notificacoesRoutes;
