// The users export (GET /users/export) of the 'Gestão de Usuários' screen.
import { labelOf, userRoleLabels } from '../enums';
import type { ExportColumn } from './columns';

export type UserExportRow = {
  id: number;
  full_name: string | null;
  email: string;
  document: string | null;
  role: number;
  is_active: boolean;
  is_superuser: boolean;
  created_at: Date | string;
};

export const userExportColumns: ExportColumn<UserExportRow>[] = [
  { header: 'ID', kind: 'integer', value: (u) => u.id },
  { header: 'Nome Completo', kind: 'text', value: (u) => u.full_name },
  { header: 'Email', kind: 'text', value: (u) => u.email },
  { header: 'Documento', kind: 'text', value: (u) => u.document },
  { header: 'Função', kind: 'text', value: (u) => labelOf(userRoleLabels, u.role) },
  { header: 'Status', kind: 'text', value: (u) => (u.is_active ? 'Ativo' : 'Inativo') },
  { header: 'Superusuário', kind: 'text', value: (u) => (u.is_superuser ? 'Sim' : 'Não') },
  { header: 'Criado em', kind: 'date', value: (u) => u.created_at },
];
