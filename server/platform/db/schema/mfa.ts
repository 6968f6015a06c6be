import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, idTable, ownerId } from './columns';
import { users } from './users';

/** A user's TOTP secret, pending until confirmed (migration 0110_user_mfa.sql, server/features/users/mfa.ts). */
export const userMfa = pgTable('user_mfa', {
  user_id: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret_encrypted: text('secret_encrypted').notNull(),
  confirmed_at: timestamp('confirmed_at', { withTimezone: true }),
  last_step: bigint('last_step', { mode: 'number' }),
  created_at: createdAt(),
});

/** A user's single-use recovery codes, hashed. */
export const userMfaRecoveryCodes = idTable(
  'user_mfa_recovery_codes',
  {
    user_id: ownerId('user_id', () => users.id),
    code_hash: text('code_hash').notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    created_at: createdAt(),
  },
  (t) => [index('user_mfa_recovery_codes_user_id_idx').on(t.user_id, t.code_hash)],
);
