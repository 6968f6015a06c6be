// Two-factor login's routes (server/features/users/mfa.ts holds the rules): the user's own setup under
// /users/me/mfa, an administrator's reset of someone else's, and the login's second step.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Executor } from '../../../platform/db/client';
import { z } from 'zod';
import { badRequest, forbidden } from '../../../platform/errors';
import { findActiveUser, issueSessionToken, refuseLogin, renewSessionToken } from '../signIn';
import { tokenSchema } from '../present';
import { messageAnswer, messageBody } from '../../../platform/http/message';
import {
  beginMfa,
  confirmMfa,
  hasActiveMfa,
  INVALID_CODE,
  mfaRequired,
  mfaStatus,
  NOT_ACTIVE,
  removeMfa,
  verifySecondFactor,
} from '../mfa';
import { assertMayManageSuperusers, assertNotSelf, getUserOr404 } from '../rules';
import { userParams } from '../schemas';
import { recordAudit } from '../../../platform/audit/record';
import { AuditAction } from '../../../../common/audit';
import { routeOptions } from '../../../platform/http/routeOptions';
import { filedUnder } from '../../../resource/routeDocs';

const code = z.string().trim().min(1, 'Informe o código.').max(32, INVALID_CODE);
const codeBody = z.object({ code });

export const MFA_MANDATORY = 'A verificação em duas etapas é obrigatória para a sua função.';
export const MFA_TOKEN_INVALID = 'A verificação expirou. Entre com seu email e senha novamente.';
const MFA_OFF = 'Verificação em duas etapas desativada.';

/** The audit entry of a change to a user's two-factor login ('ativada', 'desativada', 'redefinida'), in the change's transaction. */
const audited = (request: FastifyRequest, userId: number, mfa: string) => (tx: Executor) =>
  recordAudit(tx, request, { action: AuditAction.MfaChange, resource: 'users', record_id: userId, changes: { mfa } });

const mfaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRoute', filedUnder({ name: 'mfa' }));

  app.get(
    '/users/me/mfa',
    routeOptions('me.read', 'Se a verificação em duas etapas está ativa', {
      response: { 200: z.object({ enabled: z.boolean(), pending: z.boolean(), required: z.boolean(), recovery_codes_left: z.number() }) },
    }, { mfaSetup: true }),
    async (request) => ({ ...(await mfaStatus(app.db, request.user.id)), required: mfaRequired(app.config, request.user) }),
  );

  app.post(
    '/users/me/mfa',
    routeOptions('me.edit', 'Inicia a verificação em duas etapas: o segredo para o aplicativo autenticador (pendente até confirmar)', {
      response: { 200: z.object({ secret: z.string(), otpauth_url: z.string() }) },
    }, { mfaSetup: true }),
    async (request) => beginMfa(app.db, app.config, request.user),
  );

  app.post(
    '/users/me/mfa/confirm',
    routeOptions('me.edit', 'Ativa a verificação em duas etapas com um código do aplicativo; responde os códigos de recuperação uma vez', {
      body: codeBody,
      response: { 200: z.object({ recovery_codes: z.array(z.string()), access_token: z.string().optional() }) },
    }, { mfaSetup: true, rateLimit: {} }),
    async (request) => {
      const recovery_codes = await confirmMfa(app.db, app.config, request.user, request.body.code, audited(request, request.user.id, 'ativada'));
      // A session limited to this setup becomes a whole one (the guard let it in for the setup only).
      return { recovery_codes, access_token: (await renewSessionToken(app, request, request.user)).access_token };
    },
  );

  app.delete(
    '/users/me/mfa',
    routeOptions('me.edit', 'Desativa a verificação em duas etapas com um código', { body: codeBody, response: messageAnswer }, { rateLimit: {} }),
    async (request) => {
      if (mfaRequired(app.config, request.user)) throw forbidden(MFA_MANDATORY);
      if (!(await hasActiveMfa(app.db, request.user.id))) throw badRequest(NOT_ACTIVE);
      if (!(await verifySecondFactor(app.db, app.config, request.user, request.body.code))) throw badRequest(INVALID_CODE);
      await removeMfa(app.db, request.user.id, audited(request, request.user.id, 'desativada'));
      return messageBody(MFA_OFF);
    },
  );

  app.delete(
    '/users/:user_id/mfa',
    routeOptions('users.edit', 'Redefine a verificação em duas etapas de um usuário (ele a configura de novo)', {
      params: userParams,
      response: messageAnswer,
    }),
    async (request) => {
      assertNotSelf(request.user, request.params.user_id, 'update');
      const target = await getUserOr404(app.db, request.params.user_id);
      assertMayManageSuperusers(request.user, target);
      if (!(await removeMfa(app.db, target.id, audited(request, target.id, 'redefinida')))) throw badRequest(NOT_ACTIVE);
      return messageBody(MFA_OFF);
    },
  );

  app.post(
    '/login/mfa',
    routeOptions('public', 'Segundo passo do login: o código do aplicativo (ou um código de recuperação) com o mfa_token', {
      tags: ['login'],
      body: z.object({ mfa_token: z.string().min(1).max(2000), code }),
      response: { 200: tokenSchema },
    }, { rateLimit: {} }),
    async (request) => {
      const claims = await app.tokens.verifyMfaToken(request.body.mfa_token);
      const user = claims && (await findActiveUser(app.db, claims));
      if (!user) throw badRequest(MFA_TOKEN_INVALID);
      if (!(await verifySecondFactor(app.db, app.config, user, request.body.code))) {
        return refuseLogin(app, request, user.email, INVALID_CODE, user.id);
      }
      return issueSessionToken(app, request, user);
    },
  );
};

export default mfaRoutes;
