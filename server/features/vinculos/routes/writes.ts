// Creating and removing one user-person link. Each write checks its references and writes in one
// transaction; the answers name what is missing or duplicated in Portuguese.
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/client';
import { persons, vinculosTable, users, type User, type Vinculo } from '../../../platform/db/schema';
import { conflict, notFound } from '../../../platform/errors';
import { PERSON_NOT_FOUND } from '../../persons/public';
import type { CreateVinculoBody } from './schemas';
import { vinculos } from '../../../../common/resources/vinculos';

export const USER_NOT_FOUND = vinculos.texts.notFound;
export const VINCULO_EXISTS = 'Vínculo já existe';
export const VINCULO_NOT_FOUND = 'Vínculo não encontrado';

export async function findUserOr404(db: Executor, userId: number): Promise<User> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound(USER_NOT_FOUND);
  return user;
}

async function assertPersonExists(db: Executor, personId: number) {
  const [person] = await db.select({ id: persons.id }).from(persons).where(eq(persons.id, personId));
  if (!person) throw notFound(PERSON_NOT_FOUND);
}

export async function createVinculo(db: Executor, author: User, body: CreateVinculoBody): Promise<Vinculo> {
  await findUserOr404(db, body.user_id);
  await assertPersonExists(db, body.person_id);
  // The primary key decides duplicates atomically, even when two managers click at once.
  const [link] = await db
    .insert(vinculosTable)
    .values({
      user_id: body.user_id,
      person_id: body.person_id,
      created_by_id: author.id,
      creation_method: body.creation_method,
    })
    .onConflictDoNothing()
    .returning();
  if (!link) throw conflict(VINCULO_EXISTS);
  return link;
}

export async function removeVinculo(db: Executor, key: { user_id: number; person_id: number }): Promise<Vinculo> {
  const [link] = await db
    .delete(vinculosTable)
    .where(and(eq(vinculosTable.user_id, key.user_id), eq(vinculosTable.person_id, key.person_id)))
    .returning();
  if (!link) throw notFound(VINCULO_NOT_FOUND);
  return link;
}
