// A user created with a CPF or CNPJ belongs to the person with that document: the existing one, or a
// new partner (PersonRole.Partner) of the matching type, named after the user.
import { eq } from 'drizzle-orm';
import { CPF_LENGTH } from '../../../common/documents';
import { PersonRole, PersonType } from '../../../common/enums';
import type { Executor } from '../../platform/db/client';
import { persons } from '../../platform/db/schema';

export type PersonSeed = {
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

async function personIdByDocument(tx: Executor, document: string): Promise<number | undefined> {
  const [row] = await tx.select({ id: persons.id }).from(persons).where(eq(persons.document, document)).limit(1);
  return row?.id;
}
