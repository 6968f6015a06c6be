// GET /cep/{cep}: the address of a CEP, so the address form can fill street, neighbourhood, city and state.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cepAddressSchema } from '../../../common/registry';
import { lookupCep } from '../../integrations/cep/viaCep';

const params = z.object({
  cep: z
    .string()
    .transform((value) => value.replace(/[\s.-]/g, ''))
    .pipe(z.string().regex(/^\d{8}$/, 'CEP inválido: informe os 8 dígitos')),
});

const cep: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:cep',
    {
      config: { access: 'cep.read' },
      schema: { summary: 'Endereço de um CEP (ViaCEP)', tags: ['cep'], params, response: { 200: cepAddressSchema } },
    },
    async (request) => lookupCep(app.config, request.params.cep),
  );
};

export default cep;
