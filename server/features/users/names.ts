// Names of users by id (the full name, else the email), for answers that mention users their reader may
// not list themselves (an opportunity's sales executive, a history entry's old executive).
import { inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { users } from '../../platform/db/schema';

/** A user's name as answers show it: the full name, else (blank or missing) the email. */
export const userDisplayName = sql<string>`coalesce(nullif(${users.full_name}, ''), ${users.email})`;

export async function userNamesById(db: Executor, ids: number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const found = await db.select({ id: users.id, name: userDisplayName }).from(users).where(inArray(users.id, unique));
  return new Map(found.map((user) => [user.id, user.name]));
}
