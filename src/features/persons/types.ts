// A person as the portal holds it: the API's person row plus, on the detail page, its three lists.
import type { z } from 'zod';
import type { OdooSyncStatus } from '../../dataProvider/integrations';
import type { ApiRow } from '../../../common/resources/apiValues';
import { isCompanyType, type persons } from '../../../common/resources/persons';
import type { addressChild, bankAccountChild, contactChild } from '../../../common/resources/persons/children';

/** Who wrote a row and when: every answer carries them; no screen of a person reads them. */
type Authorship = 'created_by_id' | 'created_at' | 'updated_at';

/**
 * An answer's row as the portal holds it, the fields no screen relies on (`Unread`) optional: the API
 * sends them all, and a row built without them (the component tests' rows) still fits.
 */
type Held<Row, Unread extends keyof Row> = Omit<Row, Unread> & Partial<Pick<Row, Unread>>;

type ChildRow<Row extends z.ZodObject> = Held<ApiRow<Row>, 'person_id' | Authorship>;

export type Address = ChildRow<typeof addressChild.schemas.row>;
export type Contact = ChildRow<typeof contactChild.schemas.row>;
export type BankAccount = ChildRow<typeof bankAccountChild.schemas.row>;

/**
 * The API always answers a role (the column is NOT NULL), but the portal reads a person without one as
 * of unspecified role, which keeps the Odoo badge and is never offered the Odoo sync; so it may be null
 * here. situacao_cadastral is read by the registry dialog alone, which shows a missing one as '—'.
 */
export type Person = Held<Omit<ApiRow<typeof persons.schemas.row>, 'role'> & { role: number | null }, 'situacao_cadastral' | Authorship>;

/** GET /persons/{id}, flattened by the dataProvider (paths.ts) into one record. */
export type PersonDetail = Person & {
  addresses: Address[];
  contacts: Contact[];
  bank_accounts: BankAccount[];
  /** The latest background Odoo sync (absent from list rows). */
  odoo_sync?: OdooSyncStatus | null;
};

/** What an integration button beside the person's 'Editar' gets (PessoaDetail.tsx). */
export type PersonActionProps = { person: PersonDetail; onDone: () => void };

export const isCompany = (person: Pick<Person, 'person_type'>) => isCompanyType(person.person_type);

/** An address's first line, 'Rua X, 12 - Sala 3': its row in the person's card, and the partner's on an opportunity's page. */
export const streetLine = (address: Pick<Address, 'street' | 'number' | 'complement'>) =>
  `${address.street}, ${address.number}${address.complement ? ` - ${address.complement}` : ''}`;
