// Names of users by id (the full name, else the email), for answers that mention users their reader may
// not list themselves (an opportunity's sales executive, a history entry's old executive).
import { sql } from 'drizzle-orm';
import { users } from '../../platform/db/schema';
import { namesById } from '../../resource/references';

/** A user's name as answers show it: the full name, else (blank or missing) the email. */
export const userDisplayName = sql<string>`coalesce(nullif(${users.full_name}, ''), ${users.email})`;

export const userNamesById = namesById(users, userDisplayName);
