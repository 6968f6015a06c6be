import { index, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, idTable, ownerId } from './columns';
import { users } from './users';

/** One login (migration 0130_user_sessions.sql); the access token's `sid` claim names it. */
export const userSessions = idTable(
  'user_sessions',
  {
    user_id: ownerId('user_id', () => users.id),
    user_agent: text('user_agent'),
    client_address: text('client_address'),
    created_at: createdAt(),
    last_seen_at: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    ended_at: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [index('user_sessions_user_id_open_idx').on(t.user_id, t.created_at).where(sql`ended_at IS NULL`)],
);

export type UserSession = typeof userSessions.$inferSelect;
