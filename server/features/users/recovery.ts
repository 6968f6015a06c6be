// Password recovery: a fresh reset token wrapped in the Portuguese email that carries its link.
import type { Config } from '../../platform/config';
import type { Executor } from '../../platform/db/client';
import type { User } from '../../platform/db/schema';
import { issueResetToken } from './passwordReset';
import { recoveryEmail } from './recoveryEmail';

export async function recoveryMessageFor(db: Executor, config: Config, user: User) {
  const token = await issueResetToken(db, user.id, config.PASSWORD_RESET_TOKEN_EXPIRE_MINUTES);
  return recoveryEmail({
    email: user.email,
    name: user.full_name,
    frontendHost: config.FRONTEND_HOST,
    token,
    expireMinutes: config.PASSWORD_RESET_TOKEN_EXPIRE_MINUTES,
    projectName: config.EMAILS_FROM_NAME,
  });
}
