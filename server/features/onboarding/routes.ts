// The onboarding's routes under /users: an administrator approves or refuses a pending sign-up, and a user
// accepts the partner agreement in force (open to a limited account: ./limits.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { meAnswer, userAnswer } from '../users/public';
import { userParams } from '../users/public';
import { assertNotSelf } from '../users/public';
import { approveBody, approveSignup, refuseBody, refuseSignup } from './approval';
import { acceptTermos } from '../termos/public';
import { routeOptions } from '../../platform/http/routeOptions';
import { originOf } from '../../platform/sessions/store';

const tags = ['users'];
const acceptBody = z.object({
  versao: z.string({ error: 'Versão é obrigatória' }).trim().min(1, 'Versão é obrigatória').max(40, 'Versão deve ter no máximo 40 caracteres'),
});

const onboardingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/me/aceite',
    routeOptions('me.edit', 'Aceita a versão vigente dos termos de parceria (registra quem, quando, IP e navegador)', {
      tags,
      body: acceptBody,
      response: meAnswer,
    }, { onboarding: true }),
    async (request) => acceptTermos(app.db, request.user, request.body.versao, originOf(request)),
  );

  app.post(
    '/:user_id/aprovar',
    routeOptions('users.edit', 'Aprova um cadastro pendente: define a função e vincula (ou cria) a pessoa do parceiro', {
      tags,
      params: userParams,
      body: approveBody,
      response: userAnswer,
    }),
    async (request) => {
      assertNotSelf(request.user, request.params.user_id, 'update');
      return approveSignup(app.db, request.user, request.params.user_id, request.body);
    },
  );

  app.post(
    '/:user_id/recusar',
    routeOptions('users.edit', 'Recusa um cadastro pendente: inativa a conta e envia o motivo por e-mail', {
      tags,
      params: userParams,
      body: refuseBody,
      response: userAnswer,
    }),
    async (request) => {
      assertNotSelf(request.user, request.params.user_id, 'update');
      return refuseSignup(app.db, request.params.user_id, request.body.motivo);
    },
  );
};

export default onboardingRoutes;
