// Password recovery: a reset token, random, kept only as a SHA-256 hash, single use and expiring, wrapped
// in the Portuguese email (HTML and plain text) that carries its link. A reset spends every outstanding
// token of the user, so an older email cannot be replayed after the password changed.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { hashPassword } from '../../platform/auth/password';
import type { Config } from '../../platform/config';
import type { Database, Executor } from '../../platform/db/client';
import { passwordResetTokens, users, type User } from '../../platform/db/schema';
import { badRequest } from '../../platform/errors';
import { escapeHtml, greeting, portalLink } from '../../platform/mail/compose';
import type { MailMessage } from '../../platform/mail/mailer';
import { INACTIVE_USER } from './rules';
import { endSessions } from '../../platform/sessions/store';

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

async function issueResetToken(db: Executor, userId: number, expireMinutes: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(passwordResetTokens).values({
    user_id: userId,
    token_hash: digest(token),
    expires_at: new Date(Date.now() + expireMinutes * 60_000),
  });
  return token;
}

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

/** POST /reset-password/: spends the token and sets the new password in one transaction. */
export async function resetPassword(
  db: Database,
  token: string,
  newPassword: string,
  /** Runs in the reset's transaction once the password is set (the audit entry). */
  done?: (tx: Executor, user: User) => Promise<void>,
): Promise<void> {
  const hashed_password = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    // Marking it used in the same statement that finds it: two concurrent resets cannot both succeed.
    const [spent] = await tx
      .update(passwordResetTokens)
      .set({ used_at: sql`now()` })
      .where(
        and(
          eq(passwordResetTokens.token_hash, digest(token)),
          isNull(passwordResetTokens.used_at),
          gt(passwordResetTokens.expires_at, sql`now()`),
        ),
      )
      .returning({ user_id: passwordResetTokens.user_id });
    if (!spent) throw badRequest('Invalid token');
    const [user] = await tx.select().from(users).where(eq(users.id, spent.user_id));
    if (!user.is_active) throw badRequest(INACTIVE_USER);
    await tx.update(users).set({ hashed_password, ...(await endSessions(tx, user.id)) }).where(eq(users.id, user.id));
    await tx
      .update(passwordResetTokens)
      .set({ used_at: sql`now()` })
      .where(and(eq(passwordResetTokens.user_id, user.id), isNull(passwordResetTokens.used_at)));
    await done?.(tx, user);
  });
}
