// GET /cep/{cep}: the address of a CEP, so the address form can fill street, neighbourhood, city and state.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cepAddressSchema } from '../../../common/registry';
import { lookupCep } from '../../integrations/cep/viaCep';
import { routeOptions } from '../../platform/http/routeOptions';

const params = z.object({
  cep: z
    .string()
    .transform((value) => value.replace(/[\s.-]/g, ''))
    .pipe(z.string().regex(/^\d{8}$/, 'CEP inválido: informe os 8 dígitos')),
});

const cep: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:cep',
    routeOptions('cep.read', 'Endereço de um CEP (ViaCEP)', { tags: ['cep'], params, response: { 200: cepAddressSchema } }),
    async (request) => lookupCep(app.config, request.params.cep),
  );
};

export default cep;
