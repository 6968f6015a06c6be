// The CNPJ registry (Receita Federal) for persons: read a company's data, copy chosen fields into it,
// or create a company person from a CNPJ. Mounted beside the persons module, under the same prefix.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { documentProblem, normalizeDocument } from '../../../common/documents';
import { PersonRole } from '../../../common/enums';
import { personScope } from '../../auth/scope';
import { idParams } from '../../crud';
import {
  createPersonFromCnpj,
  registryDataOf,
  REGISTRY_FIELDS,
  syncPersonFromRegistry,
} from '../../integrations/receita/personFromRegistry';

const personParams = idParams('person_id');
const tags = ['persons', 'receita'];

const syncBody = z.object({
  campos_atualizar: z
    .array(z.enum(REGISTRY_FIELDS, { error: `Campo inválido; use: ${REGISTRY_FIELDS.join(', ')}` }))
    .min(1, 'Nenhum campo selecionado'),
});

const cnpj = z
  .string({ error: 'CNPJ é obrigatório' })
  .transform(normalizeDocument)
  .superRefine((value, ctx) => {
    const problem = documentProblem(value, 'cnpj');
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

const createBody = z.object({
  cnpj,
  role: z.enum(PersonRole, { error: 'Papel inválido' }).default(PersonRole.Client),
});

const personsReceita: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:person_id/receita-data',
    {
      config: { access: 'persons.registry' },
      schema: { summary: 'Dados da empresa na Receita Federal', tags, params: personParams },
    },
    async (request) => registryDataOf(app.db, app.config, request.params.person_id, personScope(request.user)),
  );

  app.post(
    '/:person_id/sync-receita',
    {
      config: { access: 'persons.registry' },
      schema: {
        summary: 'Atualiza os campos escolhidos da pessoa com os dados da Receita Federal',
        tags,
        params: personParams,
        body: syncBody,
      },
    },
    async (request) =>
      syncPersonFromRegistry(
        app.db,
        app.config,
        request.params.person_id,
        request.body.campos_atualizar,
        personScope(request.user),
      ),
  );

  app.post(
    '/create-with-cnpj',
    {
      config: { access: 'persons.create' },
      schema: {
        summary: 'Cria uma pessoa jurídica com os dados da Receita Federal',
        tags,
        body: createBody,
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createPersonFromCnpj(app.db, app.config, request.user, request.body)),
  );
};

export default personsReceita;
