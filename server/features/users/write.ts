// Creating, changing and deleting users. Each write is one transaction; passwords are hashed before it
// opens so the transaction stays short.
import { eq } from 'drizzle-orm';
import { DEFAULT_USER_ROLE } from '../../../common/enums';
import type { UserCreate, UserUpdate } from '../../../common/resources/users';
import { hashPassword, verifyPassword } from '../../platform/auth/password';
import { definedOnly, deleteOr404 } from '../../resource/crud';
import type { Database, Executor } from '../../platform/db/client';
import { users, type User } from '../../platform/db/schema';
import { badRequest, forbidden } from '../../platform/errors';
import { personForDocument } from './personForDocument';
import { endOpenSessions } from '../../platform/sessions/store';
import { endSessions } from './sessions';
import { notifySignupPending } from '../notificacoes/public';
import {
  assertEmailFreeForNewUser,
  assertEmailFreeForUpdate,
  assertMayManageSuperusers,
  assertPersonExists,
  getUserOr404,
  SUPERUSER_SELF_DELETE,
  USER_NOT_FOUND,
} from './rules';

export const INCORRECT_PASSWORD = 'Incorrect password';
export const SAME_PASSWORD = 'New password cannot be the same as the current one';

/** POST /users/: an administrator creates an account, linked to the person of its document if one is given. */
export async function createUser(db: Database, actor: User, input: UserCreate): Promise<User> {
  assertMayManageSuperusers(actor, null, input.is_superuser);
  const hashed_password = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    await assertEmailFreeForNewUser(tx, input.email);
    const person_id = input.document
      ? await personForDocument(tx, {
          document: input.document,
          name: input.full_name ?? input.email,
          createdById: actor.id,
        })
      : null;
    const [user] = await tx
      .insert(users)
      .values({
        email: input.email,
        full_name: input.full_name ?? null,
        document: input.document ?? null,
        hashed_password,
        is_active: input.is_active,
        is_superuser: input.is_superuser,
        role: input.role,
        person_id,
      })
      .returning();
    return user;
  });
}

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
 * PATCH /users/{id} (and /users/me with its narrower body): only the fields sent change. An actor is given
 * on /users/{id}, where only a superuser may touch a superuser or the flag.
 */
/** A user's own settings, which only PATCH /users/me changes. */
type OwnSettings = { task_digest_opt_out?: boolean };

export async function updateUser(db: Database, userId: number, input: UserUpdate & OwnSettings, actor?: User) {
  const { password, confirm_password: _confirmation, ...fields } = input;
  const hashed_password = password === undefined ? undefined : await hashPassword(password);
  return db.transaction(async (tx) => changeUser(tx, await getUserOr404(tx, userId), { ...fields, hashed_password }, actor));
}

type UserChanges = Omit<UserUpdate, 'password' | 'confirm_password'> & OwnSettings & { hashed_password?: string };

/** updateUser's rules and write on a user already read in the transaction (POST /users/bulk reuses them). */
export async function changeUser(tx: Executor, current: User, changes: UserChanges, actor?: User) {
  if (actor) assertMayManageSuperusers(actor, current, changes.is_superuser);
  await assertEmailFreeForUpdate(tx, changes.email, current.id);
  if (changes.person_id != null) await assertPersonExists(tx, changes.person_id);
  const values = definedOnly(changes);
  if (Object.keys(values).length === 0) return current;
  // A new password or a deactivation ends the account's sessions; reactivating must not revive them.
  const endsSessions = changes.hashed_password !== undefined || (changes.is_active === false && current.is_active);
  if (endsSessions) {
    Object.assign(values, endSessions());
    await endOpenSessions(tx, current.id);
  }
  const [user] = await tx.update(users).set(values).where(eq(users.id, current.id)).returning();
  return user;
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
  if (!(await verifyPassword(currentPassword, user.hashed_password))) throw badRequest(INCORRECT_PASSWORD);
  if (currentPassword === newPassword) throw badRequest(SAME_PASSWORD);
  const hashed_password = await hashPassword(newPassword);
  // db is the caller's transaction (with its audit entry): the sessions and the password change together.
  await endOpenSessions(db, user.id, keepSession);
  const [updated] = await db.update(users).set({ hashed_password, ...endSessions() }).where(eq(users.id, user.id)).returning();
  return updated;
}

/** DELETE /users/me: a superuser keeps its account so the portal never loses its last administrator. */
export async function deleteOwnAccount(db: Database, user: User) {
  if (user.is_superuser) throw forbidden(SUPERUSER_SELF_DELETE);
  // In a transaction, so the audit trigger knows who deleted it (server/platform/audit/actor.ts).
  await db.transaction((tx) => tx.delete(users).where(eq(users.id, user.id)));
}

/** DELETE /users/{id}: a superuser's account only by a superuser. */
export async function deleteUser(db: Database, actor: User, userId: number) {
  await db.transaction(async (tx) => removeUser(tx, actor, await getUserOr404(tx, userId)));
}

/** deleteUser's rule and delete on a user already read in the transaction. */
export async function removeUser(tx: Executor, actor: User, target: User) {
  assertMayManageSuperusers(actor, target);
  await deleteOr404(tx, users, target.id, USER_NOT_FOUND);
}
