// The live side of notifications: every server LISTENs on one channel (as the sessions' portal_auth,
// server/platform/sessions/authChanges.ts), to which migration 0180's trigger sends `<schema>:n:<user>:<id>` when
// an in-app notification is written and `<schema>:r:<user>:<id>` when one is read, at commit. PostgreSQL
// delivers it to every server, PGlite to its one process: the stream of a tab (GET /notificacoes/stream)
// connected to any server hears what any server wrote. Nothing about the streams lives in the database.
import { and, eq, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../platform/db/client';
import { resultRows } from '../../platform/db/migrate';
import { notificacoes } from '../../platform/db/schema';
import { unreadCount } from './notify';

export const NOTIFICATIONS_CHANNEL = 'portal_notificacoes';

/** What a stream is sent: a new notification with the new count, or the count alone (read elsewhere, or after a gap). */
export type StreamEvent =
  | { type: 'notificacao'; data: { notificacao: typeof notificacoes.$inferSelect; nao_lidas: number } }
  | { type: 'nao_lidas'; data: { nao_lidas: number } };
type Subscriber = (event: StreamEvent) => void;

export type NotificationHub = {
  /** Streams this user's events to `send` until the answered function is called. */
  subscribe(userId: number, send: Subscriber): () => void;
  stop(): Promise<void>;
};

export async function watchNotifications(database: DatabaseHandle, log: { warn(obj: unknown, msg: string): void }): Promise<NotificationHub> {
  const { db } = database;
  const [{ schema }] = resultRows<{ schema: string }>(await db.execute(sql`SELECT current_schema() AS schema`));
  const prefix = `${schema}:`;
  const subscribers = new Map<number, Set<Subscriber>>();

  const deliver = (userId: number, event: StreamEvent) => subscribers.get(userId)?.forEach((send) => send(event));

  async function heard(kind: string, userId: number, id: number) {
    if (!subscribers.has(userId)) return;
    const nao_lidas = await unreadCount(db, userId);
    if (kind !== 'n') return deliver(userId, { type: 'nao_lidas', data: { nao_lidas } });
    const [notificacao] = await db.select().from(notificacoes).where(and(eq(notificacoes.id, id), eq(notificacoes.user_id, userId)));
    if (notificacao) deliver(userId, { type: 'notificacao', data: { notificacao, nao_lidas } });
  }

  /** After a gap in the channel, every stream gets its count again (the portal then reloads its list). */
  async function resync() {
    for (const userId of subscribers.keys()) {
      deliver(userId, { type: 'nao_lidas', data: { nao_lidas: await unreadCount(db, userId) } });
    }
  }

  const stop = await database.listen(NOTIFICATIONS_CHANNEL, {
    notify(payload) {
      if (!payload.startsWith(prefix)) return;
      const [kind, userId, id] = payload.slice(prefix.length).split(':');
      heard(kind, Number(userId), Number(id)).catch((err) => log.warn({ err }, 'notification stream delivery failed'));
    },
    lost: () => undefined,
    restored: () => void resync().catch((err) => log.warn({ err }, 'notification stream resync failed')),
  });

  return {
    subscribe(userId, send) {
      let set = subscribers.get(userId);
      if (!set) subscribers.set(userId, (set = new Set()));
      set.add(send);
      return () => {
        set.delete(send);
        if (set.size === 0 && subscribers.get(userId) === set) subscribers.delete(userId);
      };
    },
    stop,
  };
}
