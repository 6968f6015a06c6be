// The CNPJ registry (Receita Federal) for persons: read a company's data, copy chosen fields into it,
// or create a company person from a CNPJ (server/integrations/receita/ talks to the registry).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { persons as personsDeclaration } from '../../../../common/resources/persons';
import { createWithCnpjBody, registrySyncBody } from '../../../../common/resources/persons/registry';
import { registryDataSchema } from '../../../../common/registry';
import { idParams } from '../../../resource/crud';
import { createPersonFromCnpj, registryDataOf, syncPersonFromRegistry } from '../receita/personFromRegistry';
import { spendDocumentChecks } from '../../../platform/auth/documentChecks';
import { routeOptions } from '../../../platform/http/routeOptions';

const personParams = idParams('person_id');
const tags = ['persons', 'receita'];

const registry: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:person_id/receita-data',
    routeOptions('persons.registry', 'Dados da empresa na Receita Federal', { tags, params: personParams, response: { 200: registryDataSchema } }),
    async (request) => registryDataOf(app.db, app.config, request.user, request.params.person_id),
  );

  app.post(
    '/:person_id/sync-receita',
    routeOptions('persons.registry', 'Atualiza os campos escolhidos da pessoa com os dados da Receita Federal', {
      tags,
      params: personParams,
      body: registrySyncBody,
      response: { 200: personsDeclaration.schemas.row },
    }),
    async (request) =>
      syncPersonFromRegistry(
        app.db,
        app.config,
        request.user,
        request.params.person_id,
        request.body.campos_atualizar,
      ),
  );

  app.post(
    '/create-with-cnpj',
    routeOptions('persons.create', 'Cria uma pessoa jurídica com os dados da Receita Federal', {
      tags,
      body: createWithCnpjBody,
      response: { 201: personsDeclaration.schemas.row },
    }),
    async (request, reply) => {
      await spendDocumentChecks(app.db, app.config, request, 1);
      return reply.code(201).send(await createPersonFromCnpj(app.db, app.config, request.user, request.body));
    },
  );
};

export default registry;
