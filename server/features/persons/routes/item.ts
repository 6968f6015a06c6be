// A bank account's full number (GET /{person_id} with its lists and the writes are the kit's: ./index.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '../../../resource/crud';
import { revealBankAccount } from '../reveal';
import { routeOptions } from '../../../platform/http/routeOptions';

const params = idParams('person_id');
const revealedBankAccount = z.object({ id: z.number(), account: z.string(), pix_key: z.string().nullable() });

const item: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:person_id/bank-accounts/:bank_account_id/reveal',
    routeOptions('persons.read', 'Número da conta e chave PIX completos (administradores e os usuários da própria pessoa; auditado)', {
      params: params.extend(idParams('bank_account_id').shape),
      response: { 200: revealedBankAccount },
    }),
    async (request) =>
      revealBankAccount(app.db, app.dataKeys, request, request.params.person_id, request.params.bank_account_id),
  );
};

export default item;
