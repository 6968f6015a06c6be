// The password-recovery email, in Portuguese, as HTML and plain text.
import type { MailMessage } from '../../platform/mail/mailer';

export type RecoveryEmailInput = {
  email: string;
  name: string | null;
  frontendHost: string;
  token: string;
  expireMinutes: number;
  projectName: string;
};

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function resetLink(frontendHost: string, token: string): string {
  return `${frontendHost.replace(/\/+$/, '')}/reset-password?token=${encodeURIComponent(token)}`;
}

const validity = (minutes: number) =>
  minutes % 60 === 0 ? `${minutes / 60} hora${minutes === 60 ? '' : 's'}` : `${minutes} minutos`;

export function recoveryEmail(input: RecoveryEmailInput): MailMessage {
  const link = resetLink(input.frontendHost, input.token);
  const greeting = input.name ? `Olá, ${input.name}!` : 'Olá!';
  const expires = `Este link vale por ${validity(input.expireMinutes)} e só pode ser usado uma vez.`;
  const ignore = 'Se você não pediu a recuperação de senha, ignore este email: sua senha continua a mesma.';
  const html = `<!doctype html>
<html lang="pt-BR">
  <body style="font-family: Arial, sans-serif; color: #1a202c">
    <p>${escapeHtml(greeting)}</p>
    <p>Recebemos um pedido para redefinir a senha da sua conta <strong>${escapeHtml(input.email)}</strong>
      no ${escapeHtml(input.projectName)}.</p>
    <p><a href="${escapeHtml(link)}" style="display: inline-block; padding: 10px 18px; background: #009688;
      color: #ffffff; text-decoration: none; border-radius: 4px">Redefinir senha</a></p>
    <p>Ou copie este endereço no navegador:<br>${escapeHtml(link)}</p>
    <p>${expires}</p>
    <p>${ignore}</p>
  </body>
</html>
`;
  const text = [
    greeting,
    '',
    `Recebemos um pedido para redefinir a senha da sua conta ${input.email} no ${input.projectName}.`,
    'Para escolher uma nova senha, abra este endereço:',
    link,
    '',
    expires,
    ignore,
    '',
  ].join('\n');
  return { to: input.email, subject: `${input.projectName} - Recuperação de senha`, html, text, link };
}
