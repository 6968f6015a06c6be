// Rows for tests, inserted straight into the database: persons with valid documents, opportunities,
// tags and user-person links. Every factory takes overrides for any column.
import { isValidCnpj, isValidCpf } from '../../common/documents';
import type { Database } from '../../server/db/client';
import {
  oportunidades,
  persons,
  tags,
  userPersonLinks,
  type Oportunidade,
  type Person,
  type Tag,
} from '../../server/db/schema';

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
export async function linkUserToPerson(db: Database, userId: number, personId: number) {
  await db.insert(userPersonLinks).values({ user_id: userId, person_id: personId });
}
