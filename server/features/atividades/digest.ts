// The daily task digest: on each working day (Monday to Friday in São Paulo), from TASK_DIGEST_HOUR on,
// every active user who has not opted out ('Meu perfil') and has open tasks due that day or overdue gets
// one e-mail listing them. It runs as a job of the sync_jobs queue every server polls: the job is named by
// the day (record_id yyyymmdd), so one is queued per day whoever asks, and each user is claimed
// (users.task_digest_sent_on) before the message goes, so a retried or concurrent run never sends twice.
// The same run leaves each of them, opted out of the e-mail or not, one notice in the portal's bell
// ('tarefa_vencendo', linking to the day's open tasks), once a day however often it runs.
import { sql, type SQL } from 'drizzle-orm';
import { COMPANY_TIME_ZONE } from '../../../common/days';
import { AtividadeTipo } from '../../../common/enums';
import type { Config } from '../../platform/config';
import type { Database } from '../../platform/db/client';
import { resultRows } from '../../platform/db/migrate';
import type { SyncJob } from '../../platform/db/schema';
import { enqueueUnless } from '../../platform/jobs/queue';
import { sendClaimed, type Mailer, type MailMessage } from '../../platform/mail/mailer';
import { escapeHtml, greeting, portalLink } from '../../platform/mail/compose';
import { dayEnd, dayStart } from '../dashboard/public';
import { notify } from '../notificacoes/public';

export const TASK_DIGEST_JOB = 'task_digest' as const;

const clockFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: COMPANY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  hourCycle: 'h23',
  weekday: 'short',
});

/** The São Paulo day (yyyy-mm-dd), hour and whether it is a working day, at `now`. */
export function saoPauloClock(now: Date) {
  const parts = Object.fromEntries(clockFormat.formatToParts(now).map((part) => [part.type, part.value]));
  const day = `${parts.year}-${parts.month}-${parts.day}`;
  return { day, hour: Number(parts.hour), workingDay: parts.weekday !== 'Sat' && parts.weekday !== 'Sun' };
}

const dayKey = (day: string) => Number(day.replaceAll('-', ''));
const dayOfKey = (key: number) => {
  const text = String(key);
  return `${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6, 8)}`;
};

/**
 * Queues the day's digest when it is a working day past TASK_DIGEST_HOUR and none was queued that day;
 * answers whether this call queued it. Concurrent callers conflict on the queue's partial unique index.
 */
export async function scheduleTaskDigest(db: Database, config: Pick<Config, 'TASK_DIGEST_HOUR'>, now = new Date()): Promise<boolean> {
  const clock = saoPauloClock(now);
  if (!clock.workingDay || clock.hour < config.TASK_DIGEST_HOUR) return false;
  const key = dayKey(clock.day);
  return enqueueUnless(db, TASK_DIGEST_JOB, key, sql`record_id = ${key}`);
}

type Recipient = { id: number; email: string; full_name: string | null; previous: string | null };
type DueTask = { titulo: string; vence_em: Date | string; overdue: boolean; oportunidade: string | null; pessoa: string | null };

const dueFormat = new Intl.DateTimeFormat('pt-BR', { timeZone: COMPANY_TIME_ZONE, dateStyle: 'short', timeStyle: 'short' });

/** The digest message: the overdue tasks first, then today's, each with what it is about. */
export function taskDigestEmail(recipient: Pick<Recipient, 'email' | 'full_name'>, tasks: DueTask[], config: Pick<Config, 'FRONTEND_HOST' | 'EMAILS_FROM_NAME'>): MailMessage {
  const link = portalLink(config, '/atividades');
  const hello = greeting(recipient.full_name);
  const line = (task: DueTask) => {
    const about = [task.oportunidade, task.pessoa].filter(Boolean).join(' · ');
    return `${task.overdue ? 'Atrasada' : 'Hoje'}: ${task.titulo} (vence ${dueFormat.format(new Date(task.vence_em))})${about ? ` — ${about}` : ''}`;
  };
  const lines = tasks.map(line);
  const count = tasks.length === 1 ? '1 tarefa aberta' : `${tasks.length} tarefas abertas`;
  const optOut = "Para não receber este resumo, desmarque 'Receber o resumo diário de tarefas' em Meu perfil.";
  return {
    to: recipient.email,
    subject: `${config.EMAILS_FROM_NAME} - Suas tarefas de hoje`,
    text: [hello, '', `Você tem ${count} para hoje ou atrasadas:`, '', ...lines.map((l) => `- ${l}`), '', `Abrir o portal: ${link}`, '', optOut].join('\n'),
    html: `<p>${escapeHtml(hello)}</p>
    <p>Você tem ${escapeHtml(count)} para hoje ou atrasadas:</p>
    <ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>
    <p><a href="${escapeHtml(link)}">Abrir o portal</a></p>
    <p style="color:#666">${escapeHtml(optOut)}</p>`,
    link,
  };
}

/** One 'tarefa_vencendo' notice a day for each active user with open tasks due that day or overdue. */
async function noticeDueTasks(db: Database, day: string, openTask: SQL) {
  const link = `/atividades?mine=true&vence_ate=${day}`;
  const due = resultRows<{ id: number; tasks: number }>(
    await db.execute(sql`
      SELECT u.id, count(*)::integer AS tasks FROM users u JOIN atividades a ON a.responsavel_id = u.id AND ${openTask}
       WHERE u.is_active
         AND NOT EXISTS (SELECT 1 FROM notificacoes n WHERE n.user_id = u.id AND n.evento = 'tarefa_vencendo' AND n.link = ${link})
       GROUP BY u.id ORDER BY u.id`),
  );
  for (const user of due) {
    const title = user.tasks === 1 ? 'Você tem 1 tarefa para hoje ou atrasada' : `Você tem ${user.tasks} tarefas para hoje ou atrasadas`;
    await db.transaction((tx) => notify(tx, { event: 'tarefa_vencendo', to: [user.id], title, link }));
  }
}

/**
 * Runs the job of one day: each recipient is claimed (its sent day set) in its own statement, then sent
 * its digest; a failed send gives the claim back and fails the job, which the queue retries for the
 * users still unsent.
 */
export async function sendTaskDigests(db: Database, config: Config, mailer: Mailer, job: Pick<SyncJob, 'record_id'>): Promise<number> {
  const day = dayOfKey(job.record_id);
  const openTask = sql`a.tipo = ${AtividadeTipo.Tarefa} AND NOT a.concluida AND a.vence_em < ${dayEnd(day)}`;
  const recipients = resultRows<Recipient>(
    await db.execute(sql`
      SELECT u.id, u.email, u.full_name, u.task_digest_sent_on::text AS previous FROM users u
       WHERE u.is_active AND NOT u.task_digest_opt_out
         AND (u.task_digest_sent_on IS NULL OR u.task_digest_sent_on < ${day}::date)
         AND EXISTS (SELECT 1 FROM atividades a WHERE a.responsavel_id = u.id AND ${openTask})
       ORDER BY u.id`),
  );
  await noticeDueTasks(db, day, openTask);
  let sent = 0;
  for (const recipient of recipients) {
    const claimed = resultRows<{ id: number }>(
      await db.execute(sql`
        UPDATE users SET task_digest_sent_on = ${day}::date
         WHERE id = ${recipient.id} AND (task_digest_sent_on IS NULL OR task_digest_sent_on < ${day}::date)
        RETURNING id`),
    );
    if (!claimed.length) continue;
    const tasks = resultRows<DueTask>(
      await db.execute(sql`
        SELECT a.titulo, a.vence_em, a.vence_em < ${dayStart(day)} AS overdue,
               o.titulo AS oportunidade, p.name AS pessoa
          FROM atividades a
          LEFT JOIN oportunidades o ON o.id = a.oportunidade_id
          LEFT JOIN persons p ON p.id = a.pessoa_id
         WHERE a.responsavel_id = ${recipient.id} AND ${openTask}
         ORDER BY a.vence_em, a.created_at, a.id`),
    );
    await sendClaimed(mailer, taskDigestEmail(recipient, tasks, config), () =>
      db.execute(sql`UPDATE users SET task_digest_sent_on = ${recipient.previous}::date WHERE id = ${recipient.id}`),
    );
    sent += 1;
  }
  return sent;
}
