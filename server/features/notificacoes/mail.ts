// A notification's e-mail, the runner of a 'notificacao_email' job (server/jobRunners.ts).
// The row is claimed (email_enviado_em set) in one statement before the message goes, so a job run twice
// (retried, or taken over after its lease) never sends twice; a failed send gives the claim back and fails
// the attempt, which the queue retries.
import { sql } from 'drizzle-orm';
import type { Config } from '../../platform/config';
import type { Database } from '../../platform/db/client';
import { resultRows } from '../../platform/db/migrate';
import type { SyncJob } from '../../platform/db/schema';
import { sendClaimed, type Mailer, type MailMessage } from '../../platform/mail/mailer';
import { escapeHtml, greeting, portalLink } from '../../platform/mail/compose';

type Claimed = { email: string; full_name: string | null; titulo: string; texto: string | null; link: string | null };

export function notificationEmail(row: Claimed, config: Pick<Config, 'FRONTEND_HOST' | 'EMAILS_FROM_NAME'>): MailMessage {
  const link = row.link ? portalLink(config, row.link) : undefined;
  const hello = greeting(row.full_name);
  const optOut = 'Escolha quais avisos receber por e-mail em Meu perfil, no portal.';
  const lines = [hello, '', row.titulo, ...(row.texto ? ['', row.texto] : []), ...(link ? ['', `Abrir no portal: ${link}`] : []), '', optOut];
  return {
    to: row.email,
    subject: `${config.EMAILS_FROM_NAME} - ${row.titulo}`,
    text: lines.join('\n'),
    html: `<p>${escapeHtml(hello)}</p>
    <p>${escapeHtml(row.titulo)}</p>
    ${row.texto ? `<p>${escapeHtml(row.texto)}</p>` : ''}
    ${link ? `<p><a href="${escapeHtml(link)}">Abrir no portal</a></p>` : ''}
    <p style="color:#666">${escapeHtml(optOut)}</p>`,
    link,
  };
}

/** Sends the e-mail of the notification the job names, once; answers whether this run sent it. */
export async function sendNotificationEmail(db: Database, config: Config, mailer: Mailer, job: Pick<SyncJob, 'record_id'>) {
  const [claimed] = resultRows<Claimed>(
    await db.execute(sql`
      UPDATE notificacoes n SET email_enviado_em = now()
        FROM users u
       WHERE n.id = ${job.record_id} AND u.id = n.user_id AND n.por_email AND n.email_enviado_em IS NULL
      RETURNING u.email, u.full_name, n.titulo, n.texto, n.link`),
  );
  if (!claimed) return false;
  await sendClaimed(mailer, notificationEmail(claimed, config), () =>
    db.execute(sql`UPDATE notificacoes SET email_enviado_em = NULL WHERE id = ${job.record_id}`),
  );
  return true;
}
