// A person as the portal holds it: the API's person row plus, on the detail page, its three lists.
import { PersonType, type PersonRole } from '../../../common/enums';
import type { OdooSyncStatus } from '../../dataProvider/integrations';
import type { PostalAddress } from '../../../common/registry';

/** An address is a postal address with its id, one of them the person's primary. */
export type Address = PostalAddress & { id: number; is_primary: boolean };

export type Contact = {
  id: number;
  contact_type: number;
  value: string;
  is_verified: boolean;
  is_primary: boolean;
};

export type BankAccount = {
  id: number;
  bank_code: string;
  bank_name: string;
  agency: string;
  account: string;
  account_type: number;
  is_primary: boolean;
  pix_key_type: number;
  pix_key: string | null;
};

export type Person = {
  id: number;
  person_type: PersonType;
  document: string;
  name: string;
  trade_name: string | null;
  role: PersonRole | number | null;
  is_active: boolean;
  cnae_main: string | null;
  cnae_main_description: string | null;
  cnae_secondary: string | null;
  odoo_company_id: number | null;
  data_abertura: string | null;
};

/** GET /persons/{id}, flattened by the dataProvider (paths.ts) into one record. */
export type PersonDetail = Person & {
  addresses: Address[];
  contacts: Contact[];
  bank_accounts: BankAccount[];
  /** The latest background Odoo sync (absent from list rows). */
  odoo_sync?: OdooSyncStatus | null;
};

/** What an integration button beside the person's 'Editar' gets (PessoaActions.tsx). */
export type PersonActionProps = { person: PersonDetail; onDone: () => void };

export const isCompany = (person: Pick<Person, 'person_type'>) => Number(person.person_type) === PersonType.Company;
