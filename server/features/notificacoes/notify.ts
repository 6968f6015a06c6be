// notify(): the one way to raise a notification event (common/notificacoes.ts). Called inside the
// transaction of the change it tells about, it writes one row per recipient (so the bell and the stream
// learn of it only if the change commits: the row's trigger NOTIFYs at commit) and queues each e-mail as a
// job of the sync_jobs queue, which one server claims (FOR UPDATE SKIP LOCKED) and sends once
// (server/features/notificacoes/mail.ts). Each recipient's preferences decide in-app and e-mail.
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { NOTIFICATION_EVENTS, type NotificationEvent, type NotificationEventName } from '../../../common/notificacoes';
import { STAFF_ROLES, UserRole } from '../../../common/enums';
import type { Executor } from '../../platform/db/client';
import { notificacaoPreferencias, notificacoes, users } from '../../platform/db/schema';
import { enqueueSyncJobs } from '../../platform/jobs/queue';

export const NOTIFICATION_EMAIL_JOB = 'notificacao_email' as const;

/** Who gets it: these users, or every active member of an audience (superusers belong to both). */
export type Recipients = readonly (number | null | undefined)[] | 'staff' | 'admins';

export type NotifyInput = {
  event: NotificationEventName;
  to: Recipients;
  /** The notification's one line, e.g. "Oportunidade 'X' passou para Prospect". */
  title: string;
  /** A line more, shown under the title and in the e-mail (e.g. a refusal's reason). */
  text?: string | null;
  /** The portal path the notification opens, e.g. '/oportunidades/12'. */
  link?: string | null;
  /** Left out of the recipients: whoever made the change is not told about it. */
  except?: number | null;
};

const audienceCondition = (to: 'staff' | 'admins') =>
  or(eq(users.is_superuser, true), inArray(users.role, to === 'admins' ? [UserRole.Admin] : [...STAFF_ROLES]));

/** The recipients' ids: active accounts (an event the user cannot turn off reaches an inactive one too). */
async function recipientIds(tx: Executor, input: NotifyInput, mandatory: boolean): Promise<number[]> {
  const ids = Array.isArray(input.to) ? [...new Set(input.to.filter((id): id is number => typeof id === 'number'))] : null;
  if (ids && ids.length === 0) return [];
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        ids ? inArray(users.id, ids) : audienceCondition(input.to as 'staff' | 'admins'),
        mandatory ? undefined : eq(users.is_active, true),
        mandatory || ids ? undefined : eq(users.cadastro, 'aprovado'),
      ),
    );
  return rows.map((row) => row.id).filter((id) => id !== input.except);
}

/**
 * Raises `event` for its recipients in `tx`; answers the ids of the rows written (none when nobody is
 * left, or every recipient turned both channels off).
 */
export async function notify(tx: Executor, input: NotifyInput): Promise<number[]> {
  const declared: NotificationEvent = NOTIFICATION_EVENTS[input.event];
  const mandatory = declared.optional === false;
  const recipients = await recipientIds(tx, input, mandatory);
  if (!recipients.length) return [];
  const chosen = mandatory
    ? []
    : await tx
        .select()
        .from(notificacaoPreferencias)
        .where(and(eq(notificacaoPreferencias.evento, input.event), inArray(notificacaoPreferencias.user_id, recipients)));
  const byUser = new Map(chosen.map((choice) => [choice.user_id, choice]));
  const values = recipients
    .map((user_id) => ({
      user_id,
      evento: input.event,
      titulo: input.title,
      texto: input.text ?? null,
      link: input.link ?? null,
      no_app: byUser.get(user_id)?.no_app ?? declared.inApp,
      por_email: byUser.get(user_id)?.por_email ?? declared.email,
    }))
    .filter((row) => row.no_app || row.por_email);
  if (!values.length) return [];
  const rows = await tx.insert(notificacoes).values(values).returning({ id: notificacoes.id, por_email: notificacoes.por_email });
  await enqueueSyncJobs(
    tx,
    NOTIFICATION_EMAIL_JOB,
    rows.filter((row) => row.por_email).map((row) => row.id),
  );
  return rows.map((row) => row.id);
}

/** The unread in-app notifications of a user (the bell's number). */
export async function unreadCount(db: Executor, userId: number): Promise<number> {
  return db.$count(notificacoes, and(eq(notificacoes.user_id, userId), eq(notificacoes.no_app, true), sql`${notificacoes.lida_em} IS NULL`));
}
