// A client person as GET /persons/{person_id} answers it (Maria Cliente, id 7, no lists), for the
// component tests of the person page and its forms.
import type { PersonDetail } from '../../src/features/persons/types';

export const mariaCliente: PersonDetail = {
  id: 7,
  person_type: 1,
  document: '52998224725',
  name: 'Maria Cliente',
  trade_name: null,
  role: 1,
  is_active: true,
  cnae_main: null,
  cnae_main_description: null,
  cnae_secondary: null,
  odoo_company_id: null,
  base_legal: null,
  consentimento_em: null,
  data_abertura: null,
  addresses: [],
  contacts: [],
  bank_accounts: [],
};
