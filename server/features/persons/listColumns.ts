// The persons list's computed columns (common/resources/persons.ts, fields marked `computed`): the city
// of the primary address (else the first one), the primary phone and e-mail contacts (else the first
// ones), and how many opportunities the caller may see have the person as client or as partner. Each is
// a correlated sub-select on an indexed person id (addresses_person_id_idx, contacts_person_id_idx,
// oportunidades_cliente_id_idx and _parceiro_id_idx), read for the page's rows only.
import { sql, type SQL } from 'drizzle-orm';
import { ContactType } from '../../../common/enums';
import { oportunidadeScope } from '../../platform/auth/scope';
import { addresses, contacts, oportunidades, type User } from '../../platform/db/schema';
import type { ComputedColumnSql } from '../../resource/computedColumns';
import { dealsOf } from './access';

/**
 * The outer row's id, written out: drizzle writes a one-table select's columns unqualified, and a bare
 * "id" inside a sub-select would name the sub-select's own table.
 */
const personId = sql`${sql.identifier('persons')}.${sql.identifier('id')}`;

const firstContact = (types: readonly number[]): SQL => sql`(
  SELECT ${contacts.value} FROM ${contacts}
  WHERE ${contacts.person_id} = ${personId} AND ${contacts.contact_type} IN (${sql.join(types.map((type) => sql`${type}`), sql`, `)})
  ORDER BY ${contacts.is_primary} DESC, ${contacts.id} LIMIT 1)`;

export function personComputedColumns(user: User): ComputedColumnSql {
  const scope = oportunidadeScope(user);
  return {
    city: sql`(SELECT ${addresses.city} FROM ${addresses} WHERE ${addresses.person_id} = ${personId}
      ORDER BY ${addresses.is_primary} DESC, ${addresses.id} LIMIT 1)`,
    // A WhatsApp number is a phone too.
    phone: firstContact([ContactType.Phone, ContactType.Whatsapp]),
    email: firstContact([ContactType.Email]),
    oportunidades_count: sql`(SELECT count(*)::integer FROM ${oportunidades}
      WHERE ${dealsOf(personId)}
      ${scope ? sql`AND ${scope}` : sql``})`.mapWith(Number),
  };
}
