// The registrations' routes besides the kit's list, read and create (common/resources/registros.ts):
// staff's decisions (aprovar, rejeitar, prorrogar), the competition of a registration's key for the
// review screen (staff only: a partner never learns who else claimed a company or whose client it is), and
// the registry lookup the 'Registrar empresa' form fills the razão social with.
import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registryDataSchema } from '../../../common/registry';
import { cnpjField } from '../../../common/resources/fieldSchemas';
import {
  prorrogarBody,
  registroConflito,
  registros as declaration,
  rejeitarBody,
  type RegistroConflito,
} from '../../../common/resources/registros';
import { getOr404, idParams } from '../../resource/crud';
import type { Database } from '../../platform/db/client';
import { oportunidades, persons, registros } from '../../platform/db/schema';
import { fetchRegistry } from '../../integrations/receita/client';
import { spendDocumentChecks } from '../../platform/auth/documentChecks';
import { aprovar, prorrogar, rejeitar } from './decisions';
import { personsOfRoot, sameKey } from './key';
import { routeOptions } from '../../platform/http/routeOptions';

const params = idParams('registro_id');
const row = declaration.schemas.row;
const tags = ['registros'];

/** The other registrations of the key, and the clients (persons of the CNPJ root) and their opportunities. */
async function conflictOf(db: Database, id: number): Promise<RegistroConflito> {
  const registro = await getOr404(db, registros, id, declaration.texts.notFound);
  const competing = await db
    .select({ registro: registros, parceiro_nome: persons.name })
    .from(registros)
    .leftJoin(persons, eq(persons.id, registros.parceiro_id))
    .where(and(sameKey(registro), ne(registros.id, id)))
    .orderBy(registros.created_at, registros.id);
  const clientes = await db
    .select({ id: persons.id, name: persons.name, document: persons.document })
    .from(persons)
    .where(personsOfRoot(registro.cnpj_raiz))
    .orderBy(persons.id);
  const cliente = sql<string | null>`(SELECT name FROM persons c WHERE c.id = ${oportunidades.cliente_id})`;
  const parceiro = sql<string | null>`(SELECT name FROM persons p WHERE p.id = ${oportunidades.parceiro_id})`;
  const found = await db
    .select({
      id: oportunidades.id,
      titulo: oportunidades.titulo,
      tese: oportunidades.tese,
      estagio: oportunidades.estagio,
      status_resultado: oportunidades.status_resultado,
      cliente_nome: cliente,
      parceiro_nome: parceiro,
    })
    .from(oportunidades)
    .innerJoin(persons, eq(persons.id, oportunidades.cliente_id))
    .where(personsOfRoot(registro.cnpj_raiz))
    .orderBy(oportunidades.id);
  const concorrentes = competing.map(({ registro: other, parceiro_nome }) => ({ ...other, parceiro_nome }));
  return { concorrentes, clientes, oportunidades: found };
}

export const registroRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/:registro_id/aprovar',
    routeOptions('registros.decide', 'Aprova o registro: cliente e oportunidade (Lead) com o parceiro', { tags, params, response: { 200: row } }),
    (request) => aprovar(app.db, app.config, request.user, request.params.registro_id),
  );

  app.post(
    '/:registro_id/rejeitar',
    routeOptions('registros.decide', 'Rejeita o registro com um motivo', { tags, params, body: rejeitarBody, response: { 200: row } }),
    (request) => rejeitar(app.db, request.user, request.params.registro_id, request.body.motivo),
  );

  app.post(
    '/:registro_id/prorrogar',
    routeOptions('registros.decide', 'Prorroga a validade de um registro aprovado', { tags, params, body: prorrogarBody, response: { 200: row } }),
    (request) => prorrogar(app.db, request.params.registro_id, request.body.dias),
  );

  app.get(
    '/:registro_id/conflito',
    routeOptions('registros.decide', 'Os outros registros da empresa para a tese, e os clientes e oportunidades da raiz do CNPJ', {
      tags,
      params,
      response: { 200: registroConflito },
    }),
    (request) => conflictOf(app.db, request.params.registro_id),
  );

  app.get(
    '/receita/:cnpj',
    routeOptions('registros.create', 'Dados da empresa na Receita Federal, para registrá-la', {
      tags,
      params: z.object({ cnpj: cnpjField }),
      response: { 200: registryDataSchema },
    }),
    async (request) => {
      await spendDocumentChecks(app.db, app.config, request, 1, 'registros');
      return fetchRegistry(app.config, request.params.cnpj);
    },
  );
};
