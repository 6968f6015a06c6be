// Signing up, and a user's own changes and deletion.
// Each write is one transaction; passwords are hashed before it opens so the transaction stays short.
import { eq } from 'drizzle-orm';
import { DEFAULT_USER_ROLE } from '../../../common/enums';
import type { z } from 'zod';
import { users as userDeclaration } from '../../../common/resources/users';
import { hashPassword, verifyPassword } from '../../platform/auth/password';
import { definedOnly } from '../../resource/crud';
import { orConflict } from '../../resource/rowWrites';
import type { Database, Executor } from '../../platform/db/client';
import { users, type User } from '../../platform/db/schema';
import { badRequest, forbidden } from '../../platform/errors';
import { endSessions } from '../../platform/sessions/store';
import { notifySignupPending } from '../notificacoes/public';
import { assertEmailFreeForNewUser, SUPERUSER_SELF_DELETE } from './rules';
import type { userUpdateMeBody } from './schemas';

/**
 * POST /users/signup: anyone registers as a Parceiro (UserRole.Partner), never a superuser. With
 * SIGNUP_APPROVAL (`approval`) the account waits for the staff ('pendente', server/features/onboarding/), and the
 * administrators are notified.
 */
export async function registerUser(
  db: Database,
  input: { email: string; password: string; full_name?: string | null },
  approval: boolean,
): Promise<User> {
  const hashed_password = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    await assertEmailFreeForNewUser(tx, input.email);
    const [user] = await tx
      .insert(users)
      .values({
        email: input.email,
        full_name: input.full_name ?? null,
        hashed_password,
        role: DEFAULT_USER_ROLE,
        cadastro: approval ? 'pendente' : 'aprovado',
      })
      .returning();
    if (approval) await notifySignupPending(tx, user);
    return user;
  });
}

/**
 * PATCH /users/me: only the fields sent change. An email another user has is the unique index's refusal,
 * answered as the declaration's texts.duplicate (409) by the kit's orConflict.
 */
export async function updateOwnAccount(db: Database, user: User, input: z.output<typeof userUpdateMeBody>) {
  const values = definedOnly(input);
  if (Object.keys(values).length === 0) return user;
  return orConflict(userDeclaration, () =>
    db.transaction(async (tx) => {
      const [updated] = await tx.update(users).set(values).where(eq(users.id, user.id)).returning();
      return updated;
    }),
  );
}

/**
 * PATCH /users/me/password: the current password must match and the new one must differ. Every token
 * ends, this one too, and every other session; the caller gets the updated user to issue the fresh token
 * of the session it keeps (`keepSession`).
 */
export async function changePassword(
  db: Executor,
  user: User,
  currentPassword: string,
  newPassword: string,
  keepSession: number,
): Promise<User> {
  if (!(await verifyPassword(currentPassword, user.hashed_password))) throw badRequest('Incorrect password');
  if (currentPassword === newPassword) throw badRequest('New password cannot be the same as the current one');
  const hashed_password = await hashPassword(newPassword);
  // db is the caller's transaction (with its audit entry): the sessions and the password change together.
  const ended = await endSessions(db, user.id, keepSession);
  const [updated] = await db.update(users).set({ hashed_password, ...ended }).where(eq(users.id, user.id)).returning();
  return updated;
}

/** DELETE /users/me: a superuser keeps its account so the portal never loses its last administrator. */
export async function deleteOwnAccount(db: Database, user: User) {
  if (user.is_superuser) throw forbidden(SUPERUSER_SELF_DELETE);
  // In a transaction, so the audit trigger knows who deleted it (server/platform/audit/actor.ts).
  await db.transaction((tx) => tx.delete(users).where(eq(users.id, user.id)));
}
