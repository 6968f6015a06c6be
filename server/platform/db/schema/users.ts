import { boolean, date, index, integer, smallint, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { CADASTRO_STATES, DEFAULT_USER_ROLE } from '../../../../common/enums';
import { createdAt, idTable, ownerId, refersTo, timestamps } from './columns';
import { persons } from './persons';

export const users = idTable(
  'users',
  {
    email: text('email').notNull(),
    full_name: text('full_name'),
    document: text('document'),
    hashed_password: text('hashed_password').notNull(),
    is_active: boolean('is_active').notNull().default(true),
    is_superuser: boolean('is_superuser').notNull().default(false),
    role: smallint('role').notNull().default(DEFAULT_USER_ROLE),
    person_id: refersTo('person_id', () => persons.id, 'set null'),
    /** Access tokens carry it; raising it ends every older session (server/platform/auth/tokens.ts). */
    token_version: integer('token_version').notNull().default(0),
    /** 'Meu perfil': no daily task digest (server/features/atividades/digest.ts). */
    task_digest_opt_out: boolean('task_digest_opt_out').notNull().default(false),
    /** The São Paulo day of the last digest sent, so no user gets two on one day. */
    task_digest_sent_on: date('task_digest_sent_on', { mode: 'string' }),
    /** Partner onboarding (server/features/onboarding/): 'pendente' until the staff approve or refuse the sign-up. */
    cadastro: text('cadastro', { enum: CADASTRO_STATES }).notNull().default('aprovado'),
    /** Why the sign-up was refused, as mailed to it. */
    motivo_recusa: text('motivo_recusa'),
    /** Set at login while the partner agreement in force is not accepted: the guard then limits the session. */
    aceite_pendente: boolean('aceite_pendente').notNull().default(false),
    created_at: createdAt(),
  },
  (t) => [
    index('users_role_idx').on(t.role),
    index('users_is_active_idx').on(t.is_active),
    // The list's sort columns (migration 0005_list_sort.sql).
    index('users_full_name_id_idx').on(t.full_name, t.id),
    index('users_email_id_idx').on(t.email, t.id),
    index('users_created_at_id_idx').on(t.created_at, t.id),
    // The /admin filter 'Aguardando aprovação' (migration 0180).
    index('users_cadastro_idx').on(t.cadastro, t.created_at, t.id),
  ],
);

/**
 * The user who added a row, for the tables that record it; NULL once that user is deleted, so the row
 * outlives its author. Here, beside users, since columns.ts names no table (and a module of its own would
 * join the persons/users import circle, tests/unit/importCircles.test.ts). Function declarations, not
 * consts: persons.ts calls them while this module, which imports it, has not run yet; a declaration is
 * there from the start, and users.id is read only later, through the thunk.
 */
export function createdBy() {
  // Typed by hand: users refers back to persons, so TypeScript cannot infer either side alone.
  return refersTo('created_by_id', (): AnyPgColumn => users.id, 'set null');
}

/** Who added the row and when (what common/resources/apiValues.ts's `authorship` answers). */
export function authorship() {
  return { created_by_id: createdBy(), created_at: createdAt() };
}

/** Who added the row and when, and when it last changed. */
export function authorshipAndUpdate() {
  return { created_by_id: createdBy(), ...timestamps() };
}

export const passwordResetTokens = idTable('password_reset_tokens', {
  user_id: ownerId('user_id', () => users.id),
  token_hash: text('token_hash').notNull().unique(),
  expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  used_at: timestamp('used_at', { withTimezone: true }),
  created_at: createdAt(),
});

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
