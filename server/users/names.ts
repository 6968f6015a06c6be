// Names of users by id (the full name, else the email), for answers that mention users their reader may
// not list themselves (an opportunity's sales executive, a history entry's old executive).
import { inArray } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { users } from '../db/schema';

export async function userNamesById(db: Executor, ids: number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const found = await db.select({ id: users.id, name: users.full_name, email: users.email }).from(users).where(inArray(users.id, unique));
  return new Map(found.map((user) => [user.id, user.name || user.email]));
}
