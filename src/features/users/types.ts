import type { UserPersonKind, UserRole } from '../../../common/enums';
import type { ApiRow } from '../../../common/resources/apiValues';
import type { users as userDeclaration } from '../../../common/resources/users';

/** A user as /api/v1/users answers it: the declaration's row as JSON (created_at an ISO string). */
export type User = ApiRow<typeof userDeclaration.schemas.row> & { role: UserRole };

/** The fields of the add and edit dialogs (tipo_pessoa and confirm_password are form only). */
export type UserFormValues = {
  email: string;
  full_name: string;
  tipo_pessoa: UserPersonKind;
  document: string;
  role: UserRole | '';
  password: string;
  confirm_password: string;
  is_active: boolean;
  is_superuser: boolean;
};
