// A user's person. A user created (or approved) with a CPF or CNPJ belongs to the person with that
// document: the existing one, or a new partner (PersonRole.Partner) of the matching type, named after the
// user. A user without a person links one to itself (PUT /users/me/person), which it needs before creating
// opportunities: a person it may see (its circle, server/platform/auth/scope.ts; staff see all), or the
// person of its own CPF/CNPJ, made as above when nobody has it yet.
import { eq } from 'drizzle-orm';
import { CPF_LENGTH } from '../../../common/documents';
import { PersonRole, PersonType } from '../../../common/enums';
import type { Database, Executor } from '../../platform/db/client';
import { persons, users, type User } from '../../platform/db/schema';
import { conflict } from '../../platform/errors';
import { findPerson, personIdByDocument } from '../persons/public';
import type { OwnPersonInput } from './schemas';

type PersonSeed = {
  /** Normalised (unmasked, uppercase) and already validated. */
  document: string;
  /** Used when the person has to be created. */
  name: string;
  createdById: number | null;
};

/** The id of the person with this document, creating it when there is none. Run inside the user's transaction. */
export async function personForDocument(tx: Executor, seed: PersonSeed): Promise<number> {
  const existing = await personIdByDocument(tx, seed.document);
  if (existing) return existing;
  const [created] = await tx
    .insert(persons)
    .values({
      document: seed.document,
      person_type: seed.document.length === CPF_LENGTH ? PersonType.Individual : PersonType.Company,
      role: PersonRole.Partner,
      name: seed.name,
      created_by_id: seed.createdById,
    })
    // Someone may have registered the same document a moment ago: then that person is the one.
    .onConflictDoNothing({ target: persons.document })
    .returning({ id: persons.id });
  return created?.id ?? (await personIdByDocument(tx, seed.document))!;
}

export async function linkOwnPerson(db: Database, user: User, input: OwnPersonInput): Promise<User> {
  if (user.person_id) throw conflict('Usuário já está associado a uma pessoa');
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
