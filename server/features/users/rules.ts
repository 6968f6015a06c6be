// The rules a user write must respect, each a named check that throws the template's answer.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { persons, users, type User } from '../../platform/db/schema';
import { badRequest, forbidden } from '../../platform/errors';
import { getOr404 } from '../../resource/crud';
import { PERSON_NOT_FOUND } from '../persons/public';
import { users as userDeclaration } from '../../../common/resources/users';

export const INACTIVE_USER = 'Inactive user';
export const USER_NOT_FOUND = userDeclaration.texts.notFound;
export const SUPERUSER_SELF_DELETE = 'Super users are not allowed to delete themselves';
export const SELF_UPDATE = 'Users are not allowed to update themselves through this route';

/** Emails are stored lowercase; the lower() keeps rows written before that rule reachable too (one at most: users_email_lower_key). */
export async function findUserByEmail(db: Executor, email: string): Promise<User | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return user;
}

/** Creating or signing up with a taken email: 400, as the template answers. */
export async function assertEmailFreeForNewUser(db: Executor, email: string) {
  if (await findUserByEmail(db, email)) throw badRequest('The user with this email already exists in the system.');
}

/** The user of this id, else 404 with `notFound` (the template's words unless given). */
export const getUserOr404 = (db: Executor, userId: number, notFound = USER_NOT_FOUND): Promise<User> => getOr404(db, users, userId, notFound);

/** /users/{id} manages other accounts; one's own goes through /users/me (and never deactivates itself). */
export function assertNotSelf(actor: User, userId: number, action: 'update' | 'delete') {
  if (actor.id !== userId) return;
  throw forbidden(action === 'delete' ? SUPERUSER_SELF_DELETE : SELF_UPDATE);
}

/**
 * Only superusers manage superusers: creating one, granting or removing the flag, and any change to or
 * deletion of a superuser's account. Otherwise an administrator could make itself one, or take one over
 * by setting its password. `grant` is the is_superuser the request asks for, if any.
 */
export function assertMayManageSuperusers(actor: User, target: Pick<User, 'is_superuser'> | null, grant?: boolean) {
  if (actor.is_superuser) return;
  if (target?.is_superuser || grant) throw forbidden();
}

export async function assertPersonExists(db: Executor, personId: number) {
  await getOr404(db, persons, personId, PERSON_NOT_FOUND);
}
