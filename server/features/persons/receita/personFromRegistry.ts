// What the registry changes in the portal: the fields of an existing company person a user picked, or a
// whole new company person (with the registry's address, phone and email) from a CNPJ.
import { eq } from 'drizzle-orm';
import { documentProblem } from '../../../../common/documents';
import { ContactType, PersonType, type PersonRole } from '../../../../common/enums';
import { registryValues, type PostalAddress, type RegistryData, type RegistryField } from '../../../../common/registry';
import type { Config } from '../../../platform/config';
import { persons as personsDeclaration } from '../../../../common/resources/persons';
import { orConflict } from '../../../resource/rowWrites';
import type { Database, Executor } from '../../../platform/db/client';
import { addresses, contacts, persons, type Person, type User } from '../../../platform/db/schema';
import { conflict, unprocessable } from '../../../platform/errors';
import { findPerson } from '../access';
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

export async function registryDataOf(db: Database, config: Config, user: User, personId: number) {
  const person = await companyInScope(db, user, personId);
  return fetchRegistry(config, person.document);
}

export async function syncPersonFromRegistry(
  db: Database,
  config: Config,
  user: User,
  personId: number,
  fields: RegistryField[],
): Promise<Person> {
  const person = await companyInScope(db, user, personId);
  const values = registryValues(await fetchRegistry(config, person.document));
  const chosen = Object.fromEntries(fields.map((field) => [field, values[field]]));
  const [updated] = await db.transaction((tx) =>
    tx
      .update(persons)
      .set({ ...chosen, updated_at: new Date() })
      .where(eq(persons.id, person.id))
      .returning(),
  );
  return updated;
}

const cut = (value: string | null, max: number) => (value == null ? null : value.slice(0, max));

const addressRow = (personId: number, address: PostalAddress) => ({
  person_id: personId,
  zip_code: address.zip_code,
  street: address.street.slice(0, 255),
  number: address.number.slice(0, 20),
  complement: cut(address.complement, 50),
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

export async function createPersonFromCnpj(
  db: Database,
  config: Config,
  user: User,
  input: { cnpj: string; role: PersonRole },
): Promise<Person> {
  const [existing] = await db.select({ id: persons.id }).from(persons).where(eq(persons.document, input.cnpj));
  if (existing) throw conflict(personsDeclaration.texts.duplicate);
  const data = await fetchRegistry(config, input.cnpj);
  // Someone may have registered the same CNPJ while the registry was answering: the unique index's 409.
  return orConflict(personsDeclaration, () =>
    db.transaction((tx) => insertCompanyPerson(tx, user, { ...input, name: data.empresa.razao_social }, data)),
  );
}
