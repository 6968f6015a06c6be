// /users: the staff's list, administrators' account management, each user's own account (/me) and
// public signup (the list, its export and GET /users/{user_id} are the kit's, from the declaration). Behaviour and detail strings follow the FastAPI full-stack template; the rules live in
// server/features/users/.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuditAction } from '../../../../common/audit';
import { recordAudit } from '../../../platform/audit/record';
import { bulkUsers, userBulkBody } from '../bulk';
import { users as userDeclaration } from '../../../../common/resources/users';
import { linkOwnPerson } from '../ownPerson';
import { renewSessionToken } from '../issueSession';
import { meAnswer, messageAnswer, messageBody, messageSchema, presentMe, presentUser, tokenSchema, userAnswer } from '../present';
import { credentialRateLimit } from '../rateLimit';
import { assertNotSelf } from '../rules';
import {
  ownPersonBody,
  updatePasswordBody,
  userParams,
  userRegisterBody,
  userUpdateMeBody,
} from '../schemas';
import {
  changePassword,
  createUser,
  deleteOwnAccount,
  deleteUser,
  registerUser,
  updateUser,
} from '../write';
import { bulkRoute } from '../../../resource/rowSetRoutes';

const USER_DELETED = 'User deleted successfully';

/** PATCH /me/password: the acknowledgement and the fresh token the session continues under. */
const passwordChanged = messageSchema.extend(tokenSchema.shape);

const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/',
    { config: { access: 'users.create' }, schema: { body: userDeclaration.schemas.create, response: userAnswer } },
    async (request) => presentUser(await createUser(app.db, request.user, request.body)),
  );

  app.post(
    '/signup',
    {
      config: { access: 'public', ...credentialRateLimit(app.config) },
      schema: { body: userRegisterBody, response: userAnswer },
    },
    async (request) => presentUser(await registerUser(app.db, request.body, app.config.SIGNUP_APPROVAL)),
  );

  bulkRoute(app, { resource: 'users', tags: ['users'] }, {
    summary: 'Ativa, inativa ou exclui várias contas de uma vez',
    body: userBulkBody,
    run: ({ db }, user, body) => bulkUsers(db, user, body),
  });

  app.get('/me', { config: { access: 'me.read', mfaSetup: true, onboarding: true }, schema: { response: meAnswer } }, async (request) =>
    presentMe(request.user),
  );

  app.patch(
    '/me',
    { config: { access: 'me.edit', onboarding: true }, schema: { body: userUpdateMeBody, response: meAnswer } },
    async (request) => presentMe(await updateUser(app.db, request.user.id, request.body)),
  );

  app.patch(
    '/me/password',
    // Limited like login: a stolen token must not buy unlimited guesses at the current password.
    {
      config: { access: 'me.edit', onboarding: true, ...credentialRateLimit(app.config) },
      schema: { body: updatePasswordBody, response: { 200: passwordChanged } },
    },
    async (request) => {
      const { current_password, new_password } = request.body;
      const user = await app.db.transaction(async (tx) => {
        const changed = await changePassword(tx, request.user, current_password, new_password, request.sessionId);
        await recordAudit(tx, request, { action: AuditAction.PasswordChange, resource: 'users', record_id: changed.id });
        return changed;
      });
      // The change ended every other session; this one continues under a fresh token.
      const token = await renewSessionToken(app, request, user);
      return { ...messageBody('Password updated successfully'), ...token };
    },
  );

  app.put(
    '/me/person',
    { config: { access: 'me.edit' }, schema: { body: ownPersonBody, response: meAnswer } },
    async (request) => presentMe(await linkOwnPerson(app.db, request.user, request.body)),
  );

  app.delete('/me', { config: { access: 'me.delete' }, schema: { response: messageAnswer } }, async (request) => {
    await deleteOwnAccount(app.db, request.user);
    return messageBody(USER_DELETED);
  });

  app.patch(
    '/:user_id',
    { config: { access: 'users.edit' }, schema: { params: userParams, body: userDeclaration.schemas.update, response: userAnswer } },
    async (request) => {
      assertNotSelf(request.user, request.params.user_id, 'update');
      return presentUser(await updateUser(app.db, request.params.user_id, request.body, request.user));
    },
  );

  app.delete(
    '/:user_id',
    { config: { access: 'users.delete' }, schema: { params: userParams, response: messageAnswer } },
    async (request) => {
      assertNotSelf(request.user, request.params.user_id, 'delete');
      await deleteUser(app.db, request.user, request.params.user_id);
      return messageBody(USER_DELETED);
    },
  );
};

export default usersRoutes;
