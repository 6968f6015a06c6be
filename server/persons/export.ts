// GET /persons/export: the persons of the list's filter (or of a selection), within the
// caller's circle like the list, each with its primary address and contact, read a batch at a time.
import { and, eq, inArray } from 'drizzle-orm';
import type { PersonExportRow } from '../../common/export/persons';
import { allOf } from '../crud';
import type { Executor } from '../db/client';
import { addresses, contacts, persons, type User } from '../db/schema';
import { tableBatches } from '../export/tableBatches';
import { inCircle } from './access';
import { personTarget, type PersonListFilter } from './target';

/** The primary address and contact of each person, by person id. */
export async function primaries(db: Executor, personIds: number[]) {
  const [addressRows, contactRows] = await Promise.all([
    db.select().from(addresses).where(and(inArray(addresses.person_id, personIds), eq(addresses.is_primary, true))),
    db.select().from(contacts).where(and(inArray(contacts.person_id, personIds), eq(contacts.is_primary, true))),
  ]);
  return {
    address: new Map(addressRows.map((row) => [row.person_id, row])),
    contact: new Map(contactRows.map((row) => [row.person_id, row])),
  };
}

export async function personExportBatches(
  db: Executor,
  user: User,
  target: { ids?: number[]; filter?: PersonListFilter },
): Promise<AsyncIterable<PersonExportRow[]>> {
  const where = allOf(await personTarget(db, target), inCircle(user));
  return tableBatches(db, persons, where, async (rows) => {
    const { address, contact } = await primaries(db, rows.map((row) => row.id));
    return rows.map((row) => ({ ...row, address: address.get(row.id) ?? null, contact: contact.get(row.id) ?? null }));
  });
}
