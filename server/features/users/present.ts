// What the API answers for a user, how other answers name one, and the tokens of /login and /users,
// with the schemas that document them. A route answers the stored row as it is: the
// row schema writes only its declared columns (server/platform/http/responseSerializer.ts), so never the
// password hash or the session version.
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { users as userDeclaration } from '../../../common/resources/users';
import { users } from '../../platform/db/schema';
import { namesById } from '../../resource/references';

/** The answer of every route that answers one user. */
export const userAnswer = { 200: userDeclaration.schemas.row };

/** The caller's own account (/users/me) adds its own settings: the daily task digest's opt-out. */
export const meAnswer = {
  200: userDeclaration.schemas.row.extend({
    task_digest_opt_out: z.boolean(),
    /** The partner agreement in force waits for this user's acceptance (server/features/onboarding/). */
    aceite_pendente: z.boolean(),
  }),
};

/** OAuth2's bearer token, as /login/access-token answers it. */
export const tokenSchema = z.object({ access_token: z.string(), token_type: z.literal('bearer') });
export const bearerToken = (access_token: string) => ({ access_token, token_type: 'bearer' as const });

/**
 * A user's name as answers show it: the full name, else (blank or missing) the email; by id, for answers
 * naming users their reader may not list (an opportunity's sales executive, a history entry's old one).
 */
export const userDisplayName = sql<string>`coalesce(nullif(${users.full_name}, ''), ${users.email})`;
export const userNamesById = namesById(users, userDisplayName);
