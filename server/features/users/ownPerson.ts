// A user without a person links one to itself (PUT /users/me/person), which it needs before creating
// opportunities: a person it may see (its circle, server/platform/auth/scope.ts; staff see all), or the person of
// its own CPF/CNPJ, created as a partner named after the user when nobody has it yet.
import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { users, type User } from '../../platform/db/schema';
import { conflict } from '../../platform/errors';
import { findPerson } from '../persons/public';
import { personForDocument } from './personForDocument';
import type { OwnPersonInput } from './schemas';

export const ALREADY_LINKED = 'Usuário já está associado a uma pessoa';

export async function linkOwnPerson(db: Database, user: User, input: OwnPersonInput): Promise<User> {
  if (user.person_id) throw conflict(ALREADY_LINKED);
  return db.transaction(async (tx) => {
    const personId = input.document
      ? await personForDocument(tx, {
          document: input.document,
          name: user.full_name || user.email,
          createdById: user.id,
        })
      : input.person_id!;
    // An existing person with that document is no shortcut into someone else's circle: 404 as by id.
    await findPerson(tx, user, personId);
    const [updated] = await tx.update(users).set({ person_id: personId }).where(eq(users.id, user.id)).returning();
    return updated;
  });
}
