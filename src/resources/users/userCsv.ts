import { labelOf, userRoleLabels } from '../../../common/enums';
import { csvDate, csvExporter, type CsvColumn } from '../../components/list';
import type { User } from './types';

const columns: CsvColumn<User>[] = [
  { header: 'ID', value: (user) => user.id },
  { header: 'Nome Completo', value: (user) => user.full_name },
  { header: 'Email', value: (user) => user.email },
  { header: 'Documento', value: (user) => user.document },
  { header: 'Função', value: (user) => labelOf(userRoleLabels, user.role) },
  { header: 'Status', value: (user) => (user.is_active ? 'Ativo' : 'Inativo') },
  { header: 'Superusuário', value: (user) => (user.is_superuser ? 'Sim' : 'Não') },
  { header: 'Criado em', value: (user) => csvDate(user.created_at) },
];

/** Every user matching the list's filters, as usuarios.csv. */
export const userCsvExporter = csvExporter(columns, 'usuarios');
