// Password recovery: a fresh reset token wrapped in the Portuguese email (HTML and plain text) that
// carries its link.
import type { Config } from '../../platform/config';
import type { Executor } from '../../platform/db/client';
import type { User } from '../../platform/db/schema';
import { escapeHtml, greeting, portalLink } from '../../platform/mail/compose';
import type { MailMessage } from '../../platform/mail/mailer';
import { issueResetToken } from './passwordReset';

const validity = (minutes: number) =>
  minutes % 60 === 0 ? `${minutes / 60} hora${minutes === 60 ? '' : 's'}` : `${minutes} minutos`;

export async function recoveryMessageFor(db: Executor, config: Config, user: User): Promise<MailMessage> {
  const minutes = config.PASSWORD_RESET_TOKEN_EXPIRE_MINUTES;
  const token = await issueResetToken(db, user.id, minutes);
  const link = portalLink(config, `/reset-password?token=${encodeURIComponent(token)}`);
  const projectName = config.EMAILS_FROM_NAME;
  const hello = greeting(user.full_name);
  const expires = `Este link vale por ${validity(minutes)} e só pode ser usado uma vez.`;
  const ignore = 'Se você não pediu a recuperação de senha, ignore este email: sua senha continua a mesma.';
  const html = `<!doctype html>
<html lang="pt-BR">
  <body style="font-family: Arial, sans-serif; color: #1a202c">
    <p>${escapeHtml(hello)}</p>
    <p>Recebemos um pedido para redefinir a senha da sua conta <strong>${escapeHtml(user.email)}</strong>
      no ${escapeHtml(projectName)}.</p>
    <p><a href="${escapeHtml(link)}" style="display: inline-block; padding: 10px 18px; background: #009688;
      color: #ffffff; text-decoration: none; border-radius: 4px">Redefinir senha</a></p>
    <p>Ou copie este endereço no navegador:<br>${escapeHtml(link)}</p>
    <p>${expires}</p>
    <p>${ignore}</p>
  </body>
</html>
`;
  const text = [
    hello,
    '',
    `Recebemos um pedido para redefinir a senha da sua conta ${user.email} no ${projectName}.`,
    'Para escolher uma nova senha, abra este endereço:',
    link,
    '',
    expires,
    ignore,
    '',
  ].join('\n');
  return { to: user.email, subject: `${projectName} - Recuperação de senha`, html, text, link };
}
