// Rows for tests, inserted straight into the database: persons with valid documents, opportunities,
// tags and user-person links. Every factory takes overrides for any column.
import { isValidCnpj, isValidCpf } from '../../common/documents';
import type { Database } from '../../server/platform/db/client';
import {
  addresses,
  bankAccounts,
  contacts,
  oportunidadeTags,
  oportunidades,
  persons,
  tags,
  vinculosTable,
  type Address,
  type BankAccount,
  type Contact,
  type Oportunidade,
  type Person,
  type Tag,
} from '../../server/platform/db/schema';

let sequence = 0;
const next = () => (sequence += 1);

/** A body of random digits completed with the two check digits that make it valid. */
function withCheckDigits(body: string, isValid: (document: string) => boolean): string {
  for (let digits = 0; digits < 100; digits++) {
    const document = body + String(digits).padStart(2, '0');
    if (isValid(document)) return document;
  }
  throw new Error(`no check digits for ${body}`);
}

const randomDigits = (length: number) =>
  Array.from({ length }, () => Math.floor(Math.random() * 10)).join('');

export const validCpf = () => withCheckDigits(randomDigits(9), isValidCpf);
export const validCnpj = () => withCheckDigits(randomDigits(12), isValidCnpj);

/** A person: by default an individual client (type 1, role 1) with a valid CPF. */
export async function createPerson(db: Database, values: Partial<typeof persons.$inferInsert> = {}): Promise<Person> {
  const n = next();
  const personType = values.person_type ?? 1;
  const [person] = await db
    .insert(persons)
    .values({
      name: `Pessoa ${n}`,
      document: personType === 2 ? validCnpj() : validCpf(),
      role: 1,
      ...values,
      person_type: personType,
    })
    .returning();
  return person;
}

/** An opportunity: by default an open Lead titled 'Oportunidade N'. */
export async function createOportunidade(
  db: Database,
  values: Partial<typeof oportunidades.$inferInsert> = {},
): Promise<Oportunidade> {
  const [row] = await db
    .insert(oportunidades)
    .values({ titulo: `Oportunidade ${next()}`, estagio: 12, status_resultado: 1, ...values })
    .returning();
  return row;
}

export async function createTag(db: Database, values: Partial<typeof tags.$inferInsert> = {}): Promise<Tag> {
  const [tag] = await db
    .insert(tags)
    .values({ name: `Tag ${next()}`, color: 'blue', ...values })
    .returning();
  return tag;
}

/** A vínculo between a user and a person. */
export async function addVinculo(db: Database, userId: number, personId: number) {
  await db.insert(vinculosTable).values({ user_id: userId, person_id: personId });
}

/** A tag on an opportunity. */
export async function tagOportunidade(db: Database, oportunidadeId: number, tagId: number) {
  await db.insert(oportunidadeTags).values({ oportunidade_id: oportunidadeId, tag_id: tagId });
}

/** An address of a person: by default São Paulo's Praça da Sé. */
export async function createAddress(
  db: Database,
  personId: number,
  values: Partial<typeof addresses.$inferInsert> = {},
): Promise<Address> {
  const [row] = await db
    .insert(addresses)
    .values({
      person_id: personId,
      zip_code: '01001-000',
      street: 'Praça da Sé',
      number: String(next()),
      neighborhood: 'Sé',
      city: 'São Paulo',
      state: 'SP',
      ...values,
    })
    .returning();
  return row;
}

/** A contact of a person: by default an email. */
export async function createContact(
  db: Database,
  personId: number,
  values: Partial<typeof contacts.$inferInsert> = {},
): Promise<Contact> {
  const [row] = await db
    .insert(contacts)
    .values({ person_id: personId, contact_type: 2, value: `contato${next()}@example.com`, ...values })
    .returning();
  return row;
}

/** A bank account of a person: by default a checking account without a pix key. */
export async function createBankAccount(
  db: Database,
  personId: number,
  values: Partial<typeof bankAccounts.$inferInsert> = {},
): Promise<BankAccount> {
  const [row] = await db
    .insert(bankAccounts)
    .values({
      person_id: personId,
      bank_code: '001',
      bank_name: 'Banco do Brasil',
      agency: '1234',
      account: String(10000 + next()),
      account_type: 1,
      ...values,
    })
    .returning();
  return row;
}
