// PUT /persons/sync-odoo/{id}: the person becomes (or updates) an Odoo res.partner with its bank accounts.
// odoo_company_id is stored only once Odoo has confirmed the partner, and a person that already has one
// (or whose CPF/CNPJ Odoo already knows) is updated rather than created again. A stored id whose partner
// Odoo has deleted (MissingError) is looked up by CPF/CNPJ or created again, and the new id stored.
import { asc, eq } from 'drizzle-orm';
import { formatDocument } from '../../../../common/documents';
import { getOr404 } from '../../../resource/crud';
import type { DatabaseHandle, Executor } from '../../../platform/db/client';
import { addresses, bankAccounts, contacts, persons, type Person } from '../../../platform/db/schema';
import { PERSON_NOT_FOUND } from '../access';
import { opened } from '../../../platform/protected/bankData';
import type { DataKeys } from '../../../platform/protected/dataKeys';
import { oneSyncAtATime } from '../../../platform/jobs/syncLock';
import { syncBankAccounts } from '../../../integrations/odoo/bankAccounts';
import { findFirst, writeIfPresent, writeOrCreate, type OdooClient, type OdooDomain, type OdooValues } from '../../../integrations/odoo/client';
import { partnerValues, primaryOf, type PartnerRefs, type PartnerSource } from '../../../integrations/odoo/partnerValues';

async function loadSource(db: Executor, keys: DataKeys, personId: number) {
  const person = await getOr404(db, persons, personId, PERSON_NOT_FOUND);
  const [personAddresses, personContacts, personAccounts] = await Promise.all([
    db.select().from(addresses).where(eq(addresses.person_id, personId)).orderBy(asc(addresses.id)),
    db.select().from(contacts).where(eq(contacts.person_id, personId)).orderBy(asc(contacts.id)),
    db.select().from(bankAccounts).where(eq(bankAccounts.person_id, personId)).orderBy(asc(bankAccounts.id)),
  ]);
  // Odoo gets the account numbers in clear (server/platform/protected/): its own access rules govern them there.
  const accounts = personAccounts.map((account) => opened(keys, account));
  return { person, addresses: personAddresses, contacts: personContacts, bankAccounts: accounts };
}

async function partnerRefs(odoo: OdooClient, source: PartnerSource): Promise<PartnerRefs> {
  const countryId = (await findFirst(odoo, 'res.country', [['code', '=', 'BR']])) ?? false;
  const address = primaryOf(source.addresses);
  if (!address || countryId === false) return { countryId, stateId: false };
  const stateId =
    (await findFirst(odoo, 'res.country.state', [['code', '=', address.state], ['country_id', '=', countryId]])) ?? false;
  return { countryId, stateId };
}

/** The partner id after writing the values: the known one, one Odoo has with this CPF/CNPJ, or a new one. */
async function upsertPartner(odoo: OdooClient, person: Person, values: OdooValues): Promise<number> {
  const known = person.odoo_company_id;
  if (known && (await writeIfPresent(odoo, 'res.partner', known, values))) return known;
  const sameDocument: OdooDomain = [['vat', 'in', [person.document, formatDocument(person.document)]]];
  return writeOrCreate(odoo, 'res.partner', sameDocument, values);
}

export async function syncPersonToOdoo(
  database: DatabaseHandle,
  odoo: OdooClient,
  keys: DataKeys,
  personId: number,
): Promise<Person> {
  const { db } = database;
  // The requester's scope was checked when the job was queued (server/platform/jobs/routes.ts); a person
  // gone since is not found (loadSource) before anything is sent anywhere.
  return oneSyncAtATime(database, `person:${personId}`, async () => {
    const source = await loadSource(db, keys, personId);
    let { person } = source;
    const partnerId = await upsertPartner(odoo, person, partnerValues(source, await partnerRefs(odoo, source)));
    if (person.odoo_company_id !== partnerId) {
      [person] = await db
        .update(persons)
        .set({ odoo_company_id: partnerId, updated_at: new Date() })
        .where(eq(persons.id, personId))
        .returning();
    }
    // After the id is stored: should an account fail, the next sync updates this partner instead of
    // creating another.
    await syncBankAccounts(odoo, partnerId, source.bankAccounts, person.name);
    return person;
  });
}
