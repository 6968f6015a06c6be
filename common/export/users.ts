// The users export (GET /users/export) of the 'Gestão de Usuários' screen: the declaration's exported
// fields (common/resources/users.ts).
import { users } from '../resources/users';
import type { ExportColumn } from './columns';
import { declaredExportColumns } from './declared';

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

export const userExportColumns: ExportColumn<UserExportRow>[] = declaredExportColumns<UserExportRow>(users.fields);
