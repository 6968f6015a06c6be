// The users resource's server part: the kit serves its list, export, GET, POST, PATCH and DELETE
// /users/{user_id} and its bulk actions (which write through the same hooks); /me, signup, login and
// the sessions are its own routes (./routes/). `get_partner=true` keeps the external users, the ones
// vínculos are made for; the list's pages are prepared statements, its first page among the most read.
import { inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { EXTERNAL_ROLES } from '../../../common/enums';
import { hashPassword } from '../../platform/auth/password';
import { users, type User } from '../../platform/db/schema';
import type { ServerParts } from '../../resource/parts';
import { personForDocument } from './personForDocument';
import usersRoutes from './routes/index';
import { endSessions } from '../../platform/sessions/store';
import { assertEmailFreeForNewUser, assertMayManageSuperusers, assertNotSelf, assertPersonExists } from './rules';

/** The body with its password hashed (its confirmation dropped), before the write's transaction opens. */
async function hashedBody(request: FastifyRequest) {
  const { password, confirm_password: _confirmation, ...values } = request.body as { password?: string } & Record<string, unknown>;
  return password === undefined ? values : { ...values, hashed_password: await hashPassword(password) };
}

export const userParts: ServerParts = {
  filters: { get_partner: (value) => (value === true ? inArray(users.role, [...EXTERNAL_ROLES]) : undefined) },
  preparedList: 'users_list',
  before: {
    create: hashedBody,
    // Refused before anything is read or hashed, as PATCH /users/{id} always was, even with nothing to change.
    update: async (request) => {
      assertNotSelf(request.user, (request.params as { user_id: number }).user_id, 'update');
      return hashedBody(request);
    },
  },
  hooks: {
    /** Only a superuser creates one; the email is free; a document links the user to its person (made if new). */
    beforeCreate: async (values, { tx, user }) => {
      const { email, full_name, document, is_superuser } = values as Pick<User, 'email' | 'full_name' | 'document' | 'is_superuser'>;
      assertMayManageSuperusers(user, null, is_superuser);
      await assertEmailFreeForNewUser(tx, email);
      const person_id = document ? await personForDocument(tx, { document, name: full_name ?? email, createdById: user.id }) : null;
      return { ...values, person_id };
    },
    /**
     * Never the caller's own account (that is /users/me; checked again for the bulk), a superuser's only by
     * a superuser; an existing person. A new password or a deactivation ends the account's sessions,
     * reactivating does not revive them.
     */
    beforeUpdate: async (stored, changes, { tx, user }) => {
      assertNotSelf(user, stored.id, 'update');
      assertMayManageSuperusers(user, stored as User, changes.is_superuser as boolean | undefined);
      if (changes.person_id != null) await assertPersonExists(tx, changes.person_id as number);
      if (changes.hashed_password === undefined && !(changes.is_active === false && stored.is_active)) return changes;
      return { ...changes, ...(await endSessions(tx, stored.id)) };
    },
    beforeDelete: async (stored, { user }) => {
      assertNotSelf(user, stored.id, 'delete');
      assertMayManageSuperusers(user, stored as User);
    },
  },
  extra: usersRoutes,
};
