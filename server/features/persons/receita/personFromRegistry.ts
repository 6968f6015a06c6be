// The CNPJ registry (Receita Federal) for persons, and what it changes in the portal: read a company's
// data (GET /{person_id}/receita-data), copy the fields of an existing company person a user picked into
// it (POST /{person_id}/sync-receita), or create a whole new company person (with the registry's address,
// phone and email) from a CNPJ (POST /create-with-cnpj). server/integrations/receita/ talks to the registry.
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { documentProblem } from '../../../../common/documents';
import { ContactType, PersonType, type PersonRole } from '../../../../common/enums';
import { registryDataSchema, registryValues, type PostalAddress, type RegistryData } from '../../../../common/registry';
import { persons as personsDeclaration } from '../../../../common/resources/persons';
import { createWithCnpjBody, registrySyncBody } from '../../../../common/resources/persons/registry';
import { idParams } from '../../../resource/crud';
import { orConflict } from '../../../resource/rowWrites';
import type { Database, Executor } from '../../../platform/db/client';
import { addresses, contacts, persons, type Person, type User } from '../../../platform/db/schema';
import { conflict, unprocessable } from '../../../platform/errors';
import { routeOptions } from '../../../platform/http/routeOptions';
import { findPerson, personIdByDocument } from '../access';
import { spendDocumentCheck } from '../write';
import { fetchRegistry } from '../../../integrations/receita/client';

/** A company person the user may see, with a valid CNPJ; otherwise 404 or 422. */
async function companyInScope(db: Database, user: User, personId: number): Promise<Person> {
  const person = await findPerson(db, user, personId);
  if (person.person_type !== PersonType.Company) {
    throw unprocessable(['path', 'person_id'], 'Somente pessoas jurídicas podem ser consultadas na Receita Federal');
  }
  const problem = documentProblem(person.document, 'cnpj');
  if (problem) throw unprocessable(['path', 'person_id'], `O documento da pessoa não é um CNPJ válido: ${problem}`);
  return person;
}

const addressRow = (personId: number, address: PostalAddress) => ({
  person_id: personId,
  zip_code: address.zip_code,
  street: address.street.slice(0, 255),
  number: address.number.slice(0, 20),
  complement: address.complement?.slice(0, 50) ?? null,
  neighborhood: address.neighborhood.slice(0, 100),
  city: address.city.slice(0, 100),
  state: address.state,
  is_primary: true,
});

/**
 * Inserts a company person with the registry's data (its address, phone and email too) when there is
 * some, else with `name` alone; in the caller's transaction.
 */
export async function insertCompanyPerson(
  tx: Executor,
  user: Pick<User, 'id'>,
  input: { cnpj: string; role: PersonRole; name: string },
  data: RegistryData | null,
): Promise<Person> {
  const place = data?.estabelecimentos[0];
  const [person] = await tx
    .insert(persons)
    .values({
      ...(data ? registryValues(data) : { name: input.name }),
      person_type: PersonType.Company,
      document: input.cnpj,
      trade_name: place?.nome_fantasia ?? null,
      role: input.role,
      created_by_id: user.id,
    })
    .returning();
  if (!place) return person;
  if (place.endereco) await tx.insert(addresses).values(addressRow(person.id, place.endereco));
  const found = [
    { contact_type: ContactType.Phone, value: place.telefone },
    { contact_type: ContactType.Email, value: place.email?.toLowerCase() ?? null },
  ].flatMap(({ contact_type, value }) => (value ? [{ contact_type, value: value.slice(0, 255) }] : []));
  // A person has one primary contact: the first the registry gives.
  if (found.length) {
    await tx.insert(contacts).values(found.map((c, i) => ({ ...c, person_id: person.id, is_primary: i === 0 })));
  }
  return person;
}

const params = idParams('person_id');
const tags = ['persons', 'receita'];

export const registryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:person_id/receita-data',
    routeOptions('persons.registry', 'Dados da empresa na Receita Federal', { tags, params, response: { 200: registryDataSchema } }),
    async (request) => fetchRegistry(app.config, (await companyInScope(app.db, request.user, request.params.person_id)).document),
  );

  app.post(
    '/:person_id/sync-receita',
    routeOptions('persons.registry', 'Atualiza os campos escolhidos da pessoa com os dados da Receita Federal', {
      tags,
      params,
      body: registrySyncBody,
      response: { 200: personsDeclaration.schemas.row },
    }),
    async (request) => {
      const person = await companyInScope(app.db, request.user, request.params.person_id);
      const values = registryValues(await fetchRegistry(app.config, person.document));
      const chosen = Object.fromEntries(request.body.campos_atualizar.map((field) => [field, values[field]]));
      const [updated] = await app.db.transaction((tx) =>
        tx
          .update(persons)
          .set({ ...chosen, updated_at: new Date() })
          .where(eq(persons.id, person.id))
          .returning(),
      );
      return updated;
    },
  );

  app.post(
    '/create-with-cnpj',
    routeOptions('persons.create', 'Cria uma pessoa jurídica com os dados da Receita Federal', {
      tags,
      body: createWithCnpjBody,
      response: { 201: personsDeclaration.schemas.row },
    }),
    async (request, reply) => {
      await spendDocumentCheck(request);
      const input = request.body;
      const existing = await personIdByDocument(app.db, input.cnpj);
      if (existing !== undefined) throw conflict(personsDeclaration.texts.duplicate);
      const data = await fetchRegistry(app.config, input.cnpj);
      // Someone may have registered the same CNPJ while the registry was answering: the unique index's 409.
      const person = await orConflict(personsDeclaration, () =>
        app.db.transaction((tx) => insertCompanyPerson(tx, request.user, { ...input, name: data.empresa.razao_social }, data)),
      );
      return reply.code(201).send(person);
    },
  );
};
