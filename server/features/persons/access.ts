// Reading a person on behalf of a user: outside the user's circle (server/platform/auth/scope.ts) it does not
// exist (404), and neither do its addresses, contacts and bank accounts.
import { eq, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { persons as personsDeclaration } from '../../../common/resources/persons';
import { inCircleOf } from '../../platform/auth/scope';
import { scopedRows } from '../../resource/crud';
import type { Executor } from '../../platform/db/client';
import { namesById } from '../../resource/references';
import { oportunidades, persons, type User } from '../../platform/db/schema';

export const PERSON_NOT_FOUND = personsDeclaration.texts.notFound;

/** The opportunities the person (an id, or the outer row's id column) is the client or the partner of. */
export const dealsOf = (personId: number | SQL) => or(eq(oportunidades.cliente_id, personId), eq(oportunidades.parceiro_id, personId));

/**
 * The condition "this person id is in the user's circle", or undefined for staff (the platform's
 * inCircleOf, server/platform/auth/scope.ts); a person's own id unless another column is named.
 */
export function inCircle(user: User, personId: PgColumn = persons.id): SQL | undefined {
  return inCircleOf(user, personId);
}

/** The person as the user reaches it; locked, writes to it and to its lists happen one at a time. */
export const { find: findPerson, lock: lockPerson } = scopedRows(persons, PERSON_NOT_FOUND, (user) => inCircle(user));

/**
 * The id of the person with this document (unique, normalised), whoever's circle it is in: whether a
 * document is taken, or whose it is; undefined when no person has it.
 */
export async function personIdByDocument(db: Executor, document: string): Promise<number | undefined> {
  const [row] = await db.select({ id: persons.id }).from(persons).where(eq(persons.document, document)).limit(1);
  return row?.id;
}

/** Names of persons by id, for answers naming persons their reader may not open (a deal's client); gone ids are missing. */
export const personNamesById = namesById(persons, persons.name);
