// GET/PUT /users/me/notificacoes: the caller's choice, per event of the catalogue (common/notificacoes.ts),
// of the in-app notification and the e-mail; an event never chosen answers its defaults.
import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  NOTIFICATION_EVENTS,
  optionalEventNames,
  preferencesAnswer,
  preferencesBody,
  type NotificationPreference,
} from '../../../common/notificacoes';
import type { Executor } from '../../platform/db/client';
import { notificacaoPreferencias } from '../../platform/db/schema';
import { routeOptions } from '../../platform/http/routeOptions';

const tags = ['notificacoes'];

export async function preferencesOf(db: Executor, userId: number) {
  const chosen = await db.select().from(notificacaoPreferencias).where(eq(notificacaoPreferencias.user_id, userId));
  const byEvent = new Map(chosen.map((row) => [row.evento, row]));
  return {
    preferencias: optionalEventNames.map((evento) => {
      const { label, inApp, email } = NOTIFICATION_EVENTS[evento];
      const row = byEvent.get(evento);
      return { evento, label, no_app: row?.no_app ?? inApp, por_email: row?.por_email ?? email };
    }),
  };
}

/** Stores the choices sent (the last one wins for an event named twice); the others stay as they were. */
export async function savePreferences(db: Executor, userId: number, choices: NotificationPreference[]) {
  const byEvent = new Map(choices.map((choice) => [choice.evento, choice]));
  if (!byEvent.size) return;
  await db
    .insert(notificacaoPreferencias)
    .values([...byEvent.values()].map((choice) => ({ user_id: userId, ...choice })))
    .onConflictDoUpdate({
      target: [notificacaoPreferencias.user_id, notificacaoPreferencias.evento],
      set: { no_app: sql`excluded.no_app`, por_email: sql`excluded.por_email` },
    });
}

const preferencesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    routeOptions('me.read', 'As preferências de notificação do usuário, por evento', { tags, response: { 200: preferencesAnswer } }),
    async (request) => preferencesOf(app.db, request.user.id),
  );

  app.put(
    '/',
    routeOptions('me.edit', 'Muda as preferências de notificação do usuário (no portal e por e-mail) dos eventos enviados', {
      tags,
      body: preferencesBody,
      response: { 200: preferencesAnswer },
    }),
    async (request) => {
      await savePreferences(app.db, request.user.id, request.body.preferencias);
      return preferencesOf(app.db, request.user.id);
    },
  );
};

export default preferencesRoutes;
