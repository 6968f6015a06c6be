// /users: each user's own account (/me) and public signup; the staff's list, its export and the
// administrators' account management (GET, POST, PATCH, DELETE /users/{user_id}, POST /users/bulk) are
// the kit's, from the declaration, with the rules of ../parts.ts. Behaviour and detail strings follow the
// FastAPI full-stack template; the rules live in server/features/users/.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuditAction } from '../../../../common/audit';
import { users as userDeclaration } from '../../../../common/resources/users';
import { recordAudit } from '../../../platform/audit/record';
import { linkOwnPerson } from '../personForDocument';
import { renewSessionToken } from '../signIn';
import { meAnswer, tokenSchema, userAnswer } from '../present';
import { messageAnswer, messageBody, messageSchema } from '../../../platform/http/message';
import { ownPersonBody, updatePasswordBody, userRegisterBody, userUpdateMeBody } from '../schemas';
import { changePassword, deleteOwnAccount, registerUser, updateOwnAccount } from '../write';
import { routeOptions } from '../../../platform/http/routeOptions';

/** PATCH /me/password: the acknowledgement and the fresh token the session continues under. */
const passwordChanged = messageSchema.extend(tokenSchema.shape);

const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/signup',
    routeOptions('public', 'Cadastro de um parceiro', { body: userRegisterBody, response: userAnswer }, { rateLimit: {} }),
    async (request) => registerUser(app.db, request.body, app.config.SIGNUP_APPROVAL),
  );

  app.get('/me', routeOptions('me.read', 'A própria conta', { response: meAnswer }, { mfaSetup: true, onboarding: true }), async (request) =>
    request.user,
  );

  app.patch(
    '/me',
    routeOptions('me.edit', 'Altera a própria conta', { body: userUpdateMeBody, response: meAnswer }, { onboarding: true }),
    async (request) => updateOwnAccount(app.db, request.user, request.body),
  );

  app.patch(
    '/me/password',
    // Limited like login: a stolen token must not buy unlimited guesses at the current password.
    routeOptions('me.edit', 'Troca a própria senha', {
      body: updatePasswordBody,
      response: { 200: passwordChanged },
    }, { onboarding: true, rateLimit: {} }),
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
    routeOptions('me.edit', 'Liga a própria conta a uma pessoa', { body: ownPersonBody, response: meAnswer }),
    async (request) => linkOwnPerson(app.db, request.user, request.body),
  );

  app.delete('/me', routeOptions('me.delete', 'Exclui a própria conta', { response: messageAnswer }), async (request) => {
    await deleteOwnAccount(app.db, request.user);
    return messageBody(userDeclaration.texts.deleted);
  });
};

export default usersRoutes;
