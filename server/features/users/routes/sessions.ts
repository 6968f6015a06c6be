// The signed-in user's sessions (issue 25): the list ('Meu perfil' in the portal), ending one, ending every
// other, and POST /logout, which ends the session the request runs in.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiTimestamp, idRow, pageOf } from '../../../../common/resources/apiValues';
import { idParams } from '../../../resource/crud';
import { notFound } from '../../../platform/errors';
import { endOpenSessions, endSession, listOpenSessions } from '../../../platform/sessions/store';
import { messageAnswer, messageBody, messageSchema } from '../../../platform/http/message';
import { recordAudit } from '../../../platform/audit/record';
import { AuditAction } from '../../../../common/audit';
import { routeOptions } from '../../../platform/http/routeOptions';

const SESSION_ENDED = 'Sessão encerrada';

const sessionRow = idRow({
  user_agent: z.string().nullable(),
  client_address: z.string().nullable(),
  created_at: apiTimestamp,
  last_seen_at: apiTimestamp,
  /** The session this request runs in. */
  current: z.boolean(),
});
const sessionList = pageOf(sessionRow);
const endedCount = messageSchema.extend({ count: z.number().int() });

/** Mounted at /users/me/sessions. */
export const ownSessions: FastifyPluginAsyncZod = async (app) => {
  const tags = ['users'];
  app.get(
    '/',
    routeOptions('me.read', 'Sessões abertas do usuário', { tags, response: { 200: sessionList } }),
    async (request) => {
      const rows = await listOpenSessions(app.db, request.user.id, app.config.SESSION_IDLE_MINUTES);
      const data = rows.map((row) => ({ ...row, current: row.id === request.sessionId }));
      return { data, count: data.length };
    },
  );

  app.delete(
    '/',
    routeOptions('me.edit', 'Encerra todas as outras sessões', { tags, response: { 200: endedCount } }),
    async (request) => {
      const count = await app.db.transaction(async (tx) => {
        const ended = await endOpenSessions(tx, request.user.id, request.sessionId);
        const changes = { sessoes_encerradas: ended };
        if (ended) await recordAudit(tx, request, { action: AuditAction.SessionEnd, resource: 'users', record_id: request.user.id, changes });
        return ended;
      });
      return { ...messageBody('Outras sessões encerradas'), count };
    },
  );

  app.delete(
    '/:session_id',
    routeOptions('me.edit', 'Encerra uma sessão', { tags, params: idParams('session_id'), response: messageAnswer }),
    async (request) => {
      const { session_id } = request.params;
      const ended = await app.db.transaction(async (tx) => {
        if (!(await endSession(tx, request.user.id, session_id))) return false;
        const changes = { sessao: session_id };
        await recordAudit(tx, request, { action: AuditAction.SessionEnd, resource: 'users', record_id: request.user.id, changes });
        return true;
      });
      // Another user's session is as unknown as one that never existed.
      if (!ended) throw notFound('Sessão não encontrada');
      return messageBody(SESSION_ENDED);
    },
  );
};

/** Mounted at the API's root: POST /logout. */
export const logout: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/logout',
    // A session limited to the two-factor setup may end itself too (Sair), rather than linger until it expires.
    routeOptions('me.read', 'Encerra a sessão atual', { tags: ['login'], response: messageAnswer }, { mfaSetup: true, onboarding: true }),
    async (request) => {
      await app.db.transaction(async (tx) => {
        await endSession(tx, request.user.id, request.sessionId);
        await recordAudit(tx, request, { action: AuditAction.Logout, resource: 'users', record_id: request.user.id });
      });
      return messageBody(SESSION_ENDED);
    },
  );
};
