// A person as an Odoo res.partner: name, company flag, VAT (the CPF/CNPJ), the primary address and the
// primary contact of each kind. Empty fields are sent as `false` so the partner mirrors the portal.
import { ContactType, PersonType } from '../../../common/enums';
import type { Address, Contact, Person } from '../../platform/db/schema';
import type { OdooValues } from './client';

export type PartnerSource = { person: Person; addresses: Address[]; contacts: Contact[] };
/** Odoo ids found for the address: Brazil and the address's state. */
export type PartnerRefs = { countryId: number | false; stateId: number | false };

type Ranked = { id: number; is_primary: boolean };

/** The row marked primary, else the oldest one. */
export function primaryOf<T extends Ranked>(rows: T[]): T | undefined {
  return rows.find((row) => row.is_primary) ?? [...rows].sort((a, b) => a.id - b.id)[0];
}

const formatZip = (zip: string) => {
  const digits = zip.replace(/\D/g, '');
  return digits.length === 8 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : zip;
};

function contactValue(contacts: Contact[], ...types: number[]): string | false {
  for (const type of types) {
    const contact = primaryOf(contacts.filter((c) => c.contact_type === type));
    if (contact) return contact.value;
  }
  return false;
}

export function partnerValues({ person, addresses, contacts }: PartnerSource, refs: PartnerRefs): OdooValues {
  const address = primaryOf(addresses);
  return {
    name: person.name,
    is_company: person.person_type === PersonType.Company,
    vat: person.document,
    street: address ? `${address.street}, ${address.number}` : false,
    street2: address ? [address.complement, address.neighborhood].filter(Boolean).join(' - ') || false : false,
    city: address?.city ?? false,
    zip: address ? formatZip(address.zip_code) : false,
    state_id: refs.stateId,
    country_id: refs.countryId,
    phone: contactValue(contacts, ContactType.Phone, ContactType.Whatsapp),
    email: contactValue(contacts, ContactType.Email),
    website: contactValue(contacts, ContactType.Website),
  };
}
