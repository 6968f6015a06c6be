// The Pessoas resource's portal part: /pessoas (the kit's list with the persons' parts below) and
// /pessoas/:id (the detail page, as the edit view). The kit's form dialog and the detail page load on demand.
import { personRoleFilterChoices } from '../../../common/enums';
import { persons } from '../../../common/resources/persons';
import type { PortalParts } from '../../ui/kit/resourceViews';
import { lazyScreen } from '../../ui/layout/lazyScreen';
import { DetailsButton, ListOdooSync } from '../../ui/list';
import { OdooCell } from './PersonBadges';
import { PersonNameCell } from './PersonNameCell';
import { personForm } from './personForm';
import type { Person } from './types';

export default {
  pages: { edit: lazyScreen(() => import('./PessoaDetail')) },
  list: {
    cells: {
      name: (person) => <PersonNameCell person={person as Person} />,
      odoo_company_id: (person) => <OdooCell person={person as Person} />,
    },
    labels: { odoo_company_id: 'Odoo' },
    integrations: { odoo_company_id: 'odoo' },
    // A phone has width for the name and the status only.
    folded: { columns: ['person_type', 'role', 'odoo_company_id'], below: 'sm' },
    // The role filter reads in the plural and offers three roles (a person who is both is in either).
    filterChoices: { role: personRoleFilterChoices },
    // 'Exportar' and 'Importar' are the kit's (GET /persons/export, POST /persons/import); the Odoo sync is the persons' own.
    actions: <ListOdooSync noun={persons.texts.noun} odoo={{ resource: 'pessoas', action: 'syncOdoo' }} />,
    rowActions: DetailsButton,
  },
  // 'Adicionar Pessoa' (and the detail page's 'Editar Pessoa') are the kit's dialogs with these parts.
  form: personForm,
} satisfies PortalParts;
