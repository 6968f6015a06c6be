// Creating and changing persons. Each write is one transaction; a document already taken answers 409
// whether the check or the unique index catches it.
import { and, eq, ne, sql } from 'drizzle-orm';
import { persons as personsDeclaration } from '../../../common/resources/persons';
import { definedOnly } from '../../resource/crud';
import type { Database, Executor } from '../../platform/db/client';
import { persons, type Person, type User } from '../../platform/db/schema';
import { conflict, HttpError } from '../../platform/errors';
import { pgErrorCode } from '../../platform/http/errorHandler';
import { lockPerson } from './access';
import { personProblems, withoutCompanyFields, type PersonBody } from './rules';

export const DOCUMENT_TAKEN = personsDeclaration.texts.duplicate;

function refuseProblems(...args: Parameters<typeof personProblems>) {
  const issues = personProblems(...args);
  if (issues.length) throw new HttpError(422, issues);
}

async function refuseTakenDocument(tx: Executor, document: string, exceptId?: number) {
  const [taken] = await tx
    .select({ id: persons.id })
    .from(persons)
    .where(and(eq(persons.document, document), exceptId === undefined ? undefined : ne(persons.id, exceptId)))
    .limit(1);
  if (taken) throw conflict(DOCUMENT_TAKEN);
}

/** Runs a write; a concurrent insert of the same document surfaces as the same 409. */
async function documentOnce<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (pgErrorCode(error) === '23505') throw conflict(DOCUMENT_TAKEN);
    throw error;
  }
}

export async function createPerson(db: Database, user: User, body: PersonBody): Promise<Person> {
  refuseProblems(body, 'all');
  const values = withoutCompanyFields(definedOnly(body), body.person_type);
  return documentOnce(() =>
    db.transaction(async (tx) => {
      await refuseTakenDocument(tx, body.document!);
      const [row] = await tx
        .insert(persons)
        .values({
          ...values,
          person_type: body.person_type!,
          document: body.document!,
          name: body.name!,
          created_by_id: user.id,
        })
        .returning();
      return row;
    }),
  );
}

/** PUT and PATCH alike: only the fields sent change. */
export async function updatePerson(db: Database, user: User, personId: number, body: PersonBody): Promise<Person> {
  const changes = definedOnly(body);
  return documentOnce(() =>
    db.transaction(async (tx) => {
      const current = await lockPerson(tx, user, personId);
      const candidate = { ...current, ...changes } as Parameters<typeof personProblems>[0];
      refuseProblems(candidate, new Set(Object.keys(changes)));
      if (changes.document && changes.document !== current.document) {
        await refuseTakenDocument(tx, changes.document, personId);
      }
      const values = withoutCompanyFields(changes, candidate.person_type);
      const [row] = await tx
        .update(persons)
        .set({ ...values, updated_at: sql`now()` })
        .where(eq(persons.id, personId))
        .returning();
      return row;
    }),
  );
}
