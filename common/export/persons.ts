// The persons export (GET /persons/export): the columns the kit's import (POST /persons/import) reads back,
// the declared fields' headers, so a file exported and edited in Excel goes straight back in. The primary
// address and contact ride along.
import { formatDocument } from '../documents';
import { contactTypeLabels, labelOf, personRoleLabels, personTypeLabels } from '../enums';
import type { PostalAddress } from '../registry';
import { persons } from '../resources/persons';
import type { ChildDeclaration } from '../resources/children';
import { addressChild, contactChild } from '../resources/persons/children';
import type { FieldDeclaration } from '../resources/types';
import type { ExportColumn } from './columns';
import { fieldHeader } from './declared';

export type PersonExportRow = {
  id: number;
  name: string;
  trade_name: string | null;
  document: string;
  person_type: number;
  role: number | null;
  is_active: boolean;
  odoo_company_id: number | null;
  address: PostalAddress | null;
  contact: { contact_type: number; value: string } | null;
};

const fields = persons.fields as Record<string, FieldDeclaration>;
const header = (name: string) => fieldHeader(fields[name]);
/** A child's column, under the header the import reads it by (server/resource/import/batchedImport.ts). */
const childHeader = (child: ChildDeclaration, name: string) => fieldHeader(child.fields[name]);
const statusLabel = (active: boolean) => fields.is_active.choices!.find((choice) => choice.id === active)!.name;

const ACTIVE_LABEL = statusLabel(true);
const INACTIVE_LABEL = statusLabel(false);

/** The export's headers: the declared person fields', then the primary address's and contact's. */
const PERSON_HEADERS = {
  name: header('name'),
  trade_name: header('trade_name'),
  document: header('document'),
  person_type: header('person_type'),
  role: header('role'),
  is_active: header('is_active'),
  zip_code: childHeader(addressChild, 'zip_code'),
  street: childHeader(addressChild, 'street'),
  number: childHeader(addressChild, 'number'),
  complement: childHeader(addressChild, 'complement'),
  neighborhood: childHeader(addressChild, 'neighborhood'),
  city: childHeader(addressChild, 'city'),
  state: childHeader(addressChild, 'state'),
  contact_type: childHeader(contactChild, 'contact_type'),
  contact: childHeader(contactChild, 'value'),
} as const;

const h = PERSON_HEADERS;

export const personExportColumns: ExportColumn<PersonExportRow>[] = [
  { header: 'ID', kind: 'integer', value: (p) => p.id },
  { header: h.name, kind: 'text', value: (p) => p.name },
  { header: h.trade_name, kind: 'text', value: (p) => p.trade_name },
  { header: h.document, kind: 'text', value: (p) => formatDocument(p.document) },
  { header: h.person_type, kind: 'text', value: (p) => labelOf(personTypeLabels, p.person_type) },
  { header: h.role, kind: 'text', value: (p) => labelOf(personRoleLabels, p.role) },
  { header: h.is_active, kind: 'text', value: (p) => (p.is_active ? ACTIVE_LABEL : INACTIVE_LABEL) },
  { header: header('odoo_company_id'), kind: 'integer', value: (p) => p.odoo_company_id },
  { header: h.zip_code, kind: 'text', value: (p) => p.address?.zip_code },
  { header: h.street, kind: 'text', value: (p) => p.address?.street },
  { header: h.number, kind: 'text', value: (p) => p.address?.number },
  { header: h.complement, kind: 'text', value: (p) => p.address?.complement },
  { header: h.neighborhood, kind: 'text', value: (p) => p.address?.neighborhood },
  { header: h.city, kind: 'text', value: (p) => p.address?.city },
  { header: h.state, kind: 'text', value: (p) => p.address?.state },
  { header: h.contact_type, kind: 'text', value: (p) => p.contact && labelOf(contactTypeLabels, p.contact.contact_type) },
  { header: h.contact, kind: 'text', value: (p) => p.contact?.value },
];
