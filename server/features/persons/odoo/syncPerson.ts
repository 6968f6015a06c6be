// PUT /persons/sync-odoo/{id}: the person becomes (or updates) an Odoo res.partner with its bank accounts.
// odoo_company_id is stored only once Odoo has confirmed the partner, and a person that already has one
// (or whose CPF/CNPJ Odoo already knows) is updated rather than created again. A stored id whose partner
// Odoo has deleted (MissingError) is looked up by CPF/CNPJ or created again, and the new id stored.
import { eq } from 'drizzle-orm';
import { formatDocument } from '../../../../common/documents';
import type { DatabaseHandle } from '../../../platform/db/client';
import { persons, type Person } from '../../../platform/db/schema';
import { personWithLists } from '../children';
import type { DataKeys } from '../../../platform/protected/dataKeys';
import { oneSyncAtATime } from '../../../platform/jobs/syncLock';
import { syncBankAccounts } from '../../../integrations/odoo/bankAccounts';
import { findFirst, writeIfPresent, writeOrCreate, type OdooClient, type OdooDomain, type OdooValues } from '../../../integrations/odoo/client';
import { partnerValues, primaryOf, type PartnerRefs, type PartnerSource } from '../../../integrations/odoo/partnerValues';

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
  // gone since is not found (personWithLists) before anything is sent anywhere.
  return oneSyncAtATime(database, `person:${personId}`, async () => {
    // Odoo gets the account numbers in clear (server/platform/protected/): its own access rules govern them there.
    const source = await personWithLists(db, keys, personId);
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
