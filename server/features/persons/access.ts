// Reading a person on behalf of a user: outside the user's circle (server/platform/auth/scope.ts) it does not
// exist (404), and neither do its addresses, contacts and bank accounts.
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { rowScope } from '../../../common/policy';
import { persons as personsDeclaration } from '../../../common/resources/persons';
import { circlePersonIds } from '../../platform/auth/scope';
import { getOr404, lockOr404 } from '../../resource/crud';
import type { Executor } from '../../platform/db/client';
import { persons, type Person, type User } from '../../platform/db/schema';

export const PERSON_NOT_FOUND = personsDeclaration.texts.notFound;

/**
 * The condition "this person id is in the user's circle", or undefined for staff, written as
 * `id IN (circle)`: the circle is a handful of ids, so PostgreSQL looks them up by key instead of testing
 * every row of a large table against an OR.
 */
export function inCircle(user: User, personId: PgColumn = persons.id): SQL | undefined {
  return rowScope(user) === 'all' ? undefined : sql`${personId} IN ${circlePersonIds(user)}`;
}

export const findPerson = (db: Executor, user: User, personId: number): Promise<Person> =>
  getOr404(db, persons, personId, PERSON_NOT_FOUND, inCircle(user));

/** The person locked for the rest of the transaction: writes to it and to its lists happen one at a time. */
export const lockPerson = (tx: Executor, user: User, personId: number): Promise<Person> =>
  lockOr404(tx, persons, personId, PERSON_NOT_FOUND, inCircle(user));
