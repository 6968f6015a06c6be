// One person: POST /, and GET (with its lists), PUT, PATCH /{person_id} (DELETE is the kit's: ./index.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams, UPDATE_METHODS } from '../../../resource/crud';
import { persons as personsDeclaration } from '../../../../common/resources/persons';
import { personDetail, personDetailSchema } from '../detail';
import { spendDocumentChecks } from '../../../platform/auth/documentChecks';
import { auditFullBankRead, revealBankAccount } from '../reveal';
import { createPerson, updatePerson } from '../write';

const params = idParams('person_id');
const tags = ['persons'];
const { row, create, update } = personsDeclaration.schemas;
const revealedBankAccount = z.object({ id: z.number(), account: z.string(), pix_key: z.string().nullable() });

const item: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/',
    { config: { access: 'persons.create' }, schema: { summary: 'Cria uma pessoa', tags, body: create, response: { 201: row } } },
    async (request, reply) => {
      await spendDocumentChecks(app.db, app.config, request, 1);
      return reply.code(201).send(await createPerson(app.db, request.user, request.body));
    },
  );

  app.get(
    '/:person_id',
    {
      config: { access: 'persons.read' },
      schema: {
        summary: 'Pessoa com endereços, contatos e contas bancárias',
        tags,
        params,
        response: { 200: personDetailSchema },
      },
    },
    async (request) => {
      const detail = await personDetail(app.db, app.dataKeys, request.user, request.params.person_id);
      await auditFullBankRead(app.db, request, request.params.person_id, detail.bank_accounts as { id: number }[]);
      return detail;
    },
  );

  app.get(
    '/:person_id/bank-accounts/:bank_account_id/reveal',
    {
      config: { access: 'persons.read' },
      schema: {
        summary: 'Número da conta e chave PIX completos (administradores e os usuários da própria pessoa; auditado)',
        tags,
        params: params.extend(idParams('bank_account_id').shape),
        response: { 200: revealedBankAccount },
      },
    },
    async (request) =>
      revealBankAccount(app.db, app.dataKeys, request, request.params.person_id, request.params.bank_account_id),
  );

  app.route({
    method: [...UPDATE_METHODS],
    url: '/:person_id',
    config: { access: 'persons.edit' },
    schema: { summary: 'Altera os campos enviados de uma pessoa', tags, params, body: update, response: { 200: row } },
    handler: async (request) => {
      // A new document answers 409 when another person has it: the same question a create asks.
      if (request.body.document) await spendDocumentChecks(app.db, app.config, request, 1);
      return updatePerson(app.db, request.user, request.params.person_id, request.body);
    },
  });
};

export default item;
