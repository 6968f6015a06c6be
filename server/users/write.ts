// Creating, changing and deleting users. Each write is one transaction; passwords are hashed before it
// opens so the transaction stays short.
import { eq } from 'drizzle-orm';
import { DEFAULT_USER_ROLE } from '../../common/enums';
import { hashPassword, verifyPassword } from '../auth/password';
import { definedOnly, deleteOr404 } from '../crud';
import type { Database } from '../db/client';
import { users, type User } from '../db/schema';
import { badRequest, forbidden } from '../errors';
import { personForDocument } from './personForDocument';
import { endSessions } from './sessions';
import {
  assertEmailFreeForNewUser,
  assertEmailFreeForUpdate,
  assertMayManageSuperusers,
  assertPersonExists,
  getUserOr404,
  SUPERUSER_SELF_DELETE,
  USER_NOT_FOUND,
} from './rules';
import type { UserCreate, UserUpdate } from './schemas';

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

/** POST /users/signup: anyone registers as a Parceiro (role 5), never a superuser. */
export async function registerUser(
  db: Database,
  input: { email: string; password: string; full_name?: string | null },
): Promise<User> {
  const hashed_password = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    await assertEmailFreeForNewUser(tx, input.email);
    const [user] = await tx
      .insert(users)
      .values({ email: input.email, full_name: input.full_name ?? null, hashed_password, role: DEFAULT_USER_ROLE })
      .returning();
    return user;
  });
}

/**
 * PATCH /users/{id} (and /users/me with its narrower body): only the fields sent change. An actor is given
 * on /users/{id}, where only a superuser may touch a superuser or the flag.
 */
export async function updateUser(db: Database, userId: number, input: UserUpdate, actor?: User) {
  const { password, confirm_password: _confirmation, ...fields } = input;
  const hashed_password = password === undefined ? undefined : await hashPassword(password);
  return db.transaction(async (tx) => {
    const current = await getUserOr404(tx, userId);
    if (actor) assertMayManageSuperusers(actor, current, fields.is_superuser);
    await assertEmailFreeForUpdate(tx, fields.email, userId);
    if (fields.person_id != null) await assertPersonExists(tx, fields.person_id);
    const values = definedOnly({ ...fields, hashed_password });
    if (Object.keys(values).length === 0) return current;
    // A new password or a deactivation ends the account's sessions; reactivating must not revive them.
    const endsSessions = hashed_password !== undefined || (fields.is_active === false && current.is_active);
    if (endsSessions) Object.assign(values, endSessions());
    const [user] = await tx.update(users).set(values).where(eq(users.id, userId)).returning();
    return user;
  });
}

/**
 * PATCH /users/me/password: the current password must match and the new one must differ. Every session
 * ends, this one too; the caller gets the updated user to issue its fresh token from.
 */
export async function changePassword(
  db: Database,
  user: User,
  currentPassword: string,
  newPassword: string,
): Promise<User> {
  if (!(await verifyPassword(currentPassword, user.hashed_password))) throw badRequest(INCORRECT_PASSWORD);
  if (currentPassword === newPassword) throw badRequest(SAME_PASSWORD);
  const hashed_password = await hashPassword(newPassword);
  const [updated] = await db
    .update(users)
    .set({ hashed_password, ...endSessions() })
    .where(eq(users.id, user.id))
    .returning();
  return updated;
}

/** DELETE /users/me: a superuser keeps its account so the portal never loses its last administrator. */
export async function deleteOwnAccount(db: Database, user: User) {
  if (user.is_superuser) throw forbidden(SUPERUSER_SELF_DELETE);
  await db.delete(users).where(eq(users.id, user.id));
}

/** DELETE /users/{id}: a superuser's account only by a superuser. */
export async function deleteUser(db: Database, actor: User, userId: number) {
  await db.transaction(async (tx) => {
    assertMayManageSuperusers(actor, await getUserOr404(tx, userId));
    await deleteOr404(tx, users, userId, USER_NOT_FOUND);
  });
}
