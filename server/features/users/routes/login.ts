// Login and password recovery, with the FastAPI full-stack template's paths, answers and detail strings.
// Recovery never tells whether an email has an account: the answer is the same either way.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AuditAction } from '../../../../common/audit';
import { recordAudit } from '../../../platform/audit/record';
import { DUMMY_HASH, verifyPassword } from '../../../platform/auth/password';
import { notFound } from '../../../platform/errors';
import { multipartFormBody } from '../../../platform/http/formBody';
import { recoveryMessageFor, resetPassword } from '../passwordReset';
import { afterPassword, loginAnswer, refuseLogin } from '../signIn';
import { userAnswer } from '../present';
import { messageAnswer, messageBody } from '../../../platform/http/message';
import { findUserByEmail, INACTIVE_USER } from '../rules';
import { emailParams, loginForm, resetPasswordBody } from '../schemas';
import { routeOptions } from '../../../platform/http/routeOptions';
import { filedUnder } from '../../../resource/routeDocs';

/**
 * The recovery email's HTML, for a superuser to preview. Sent as text/html, which Fastify passes through
 * unserialised; the schema documents it in /api/docs.
 */
const recoveryPreview = {
  200: { description: 'O HTML do email de recuperação de senha', content: { 'text/html': { schema: z.string() } } },
};

const login: FastifyPluginAsyncZod = async (app) => {
  // The sign-in routes are no declared resource's: /api/docs files them together.
  app.addHook('onRoute', filedUnder({ name: 'login' }));

  app.post(
    '/login/access-token',
    {
      ...routeOptions('public', 'Entra com email e senha (OAuth2 password grant)', {
        body: loginForm,
        consumes: ['application/x-www-form-urlencoded', 'multipart/form-data'],
        response: { 200: loginAnswer },
      }, { rateLimit: {} }),
      preValidation: multipartFormBody,
    },
    async (request) => {
      const { username, password } = request.body;
      const user = await findUserByEmail(app.db, username);
      // An unknown email still pays for one hash check, so the answer takes as long as a wrong password.
      const matches = await verifyPassword(password, user?.hashed_password ?? DUMMY_HASH);
      const refusal = !user || !matches ? 'Incorrect email or password' : !user.is_active ? INACTIVE_USER : null;
      // The account is named only when the password was right.
      if (refusal) return refuseLogin(app, request, username, refusal, matches ? (user?.id ?? null) : null);
      // With two-factor login on, the login (its audit entry) happens when the code is accepted (server/features/users/routes/mfa.ts).
      return afterPassword(app, request, user!);
    },
  );

  app.post('/login/test-token', routeOptions('me.read', 'O usuário do token enviado', { response: userAnswer }), async (request) =>
    request.user,
  );

  app.post(
    '/password-recovery/:email',
    routeOptions('public', 'Envia o email de recuperação de senha', { params: emailParams, response: messageAnswer }, { rateLimit: {} }),
    async (request) => {
      const user = await findUserByEmail(app.db, request.params.email);
      if (user?.is_active) {
        // Sent after the answer, so its duration does not reveal that the account exists.
        void recoveryMessageFor(app.db, app.config, user)
          .then((mail) => app.mailer.send(mail))
          .catch((err) => request.log.error({ err }, 'password recovery email failed'));
      }
      return messageBody('Password recovery email sent');
    },
  );

  app.post(
    '/password-recovery-html-content/:email',
    routeOptions('users.recoveryPreview', 'O HTML do email de recuperação de senha de um usuário', { params: emailParams, response: recoveryPreview }),
    async (request, reply) => {
      const user = await findUserByEmail(app.db, request.params.email);
      if (!user) throw notFound('The user with this username does not exist in the system.');
      const mail = await recoveryMessageFor(app.db, app.config, user);
      return reply.type('text/html; charset=utf-8').send(mail.html);
    },
  );

  app.post(
    '/reset-password',
    routeOptions('public', 'Define a nova senha com o token do email de recuperação', {
      body: resetPasswordBody,
      response: messageAnswer,
    }, { rateLimit: {} }),
    async (request) => {
      await resetPassword(app.db, request.body.token, request.body.new_password, (tx, user) =>
        recordAudit(tx, request, { action: AuditAction.PasswordReset, resource: 'users', record_id: user.id, user }),
      );
      return messageBody('Password updated successfully');
    },
  );
};

export default login;
