// GET /persons/export: the persons of the list's filter (or of a selection), within the
// caller's circle like the list, each with its primary address and contact, read a batch at a time.
import { and, desc, eq } from 'drizzle-orm';
import type { PersonExportRow } from '../../../common/export/persons';
import { allOf } from '../../resource/crud';
import type { Executor } from '../../platform/db/client';
import { addresses, contacts, persons, type User } from '../../platform/db/schema';
import { keysetBatches } from '../../resource/export/tableBatches';
import { inCircle } from './access';
import type { PersonListFilter } from './filters';
import { personTarget } from './search';

/** The columns an export row carries, no more: every extra field is garbage a million times over. */
const exportFields = {
  id: persons.id,
  name: persons.name,
  trade_name: persons.trade_name,
  document: persons.document,
  person_type: persons.person_type,
  role: persons.role,
  is_active: persons.is_active,
  odoo_company_id: persons.odoo_company_id,
  address: {
    zip_code: addresses.zip_code,
    street: addresses.street,
    number: addresses.number,
    complement: addresses.complement,
    neighborhood: addresses.neighborhood,
    city: addresses.city,
    state: addresses.state,
  },
  contact: { contact_type: contacts.contact_type, value: contacts.value },
};

export async function personExportBatches(
  db: Executor,
  user: User,
  target: { ids?: number[]; filter?: PersonListFilter },
): Promise<AsyncIterable<PersonExportRow[]>> {
  const where = allOf(await personTarget(db, target), inCircle(user));
  // One read a batch: the primary address and contact are at most one each (a unique partial index).
  return keysetBatches(persons.id, (below, size) =>
    db
      .select(exportFields)
      .from(persons)
      .leftJoin(addresses, and(eq(addresses.person_id, persons.id), eq(addresses.is_primary, true)))
      .leftJoin(contacts, and(eq(contacts.person_id, persons.id), eq(contacts.is_primary, true)))
      .where(allOf(where, below))
      .orderBy(desc(persons.id))
      .limit(size),
  );
}
