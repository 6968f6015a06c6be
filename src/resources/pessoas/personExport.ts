import { formatDocument } from '../../../common/documents';
import { labelOf, personRoleLabels, personTypeLabels } from '../../../common/enums';
import { csvExporter } from '../../components/list';
import type { Person } from './types';

/** The CSV of the filtered list, in the words the screen uses. */
export const personExporter = csvExporter<Person>(
  [
    { header: 'ID', value: (person) => person.id },
    { header: 'Nome', value: (person) => person.name },
    { header: 'Nome Fantasia', value: (person) => person.trade_name },
    { header: 'Documento', value: (person) => formatDocument(person.document) },
    { header: 'Tipo', value: (person) => labelOf(personTypeLabels, person.person_type) },
    { header: 'Papel', value: (person) => labelOf(personRoleLabels, person.role ?? null) },
    { header: 'Status', value: (person) => (person.is_active ? 'Ativo' : 'Inativo') },
    { header: 'ID Odoo', value: (person) => person.odoo_company_id },
  ],
  'pessoas',
);
