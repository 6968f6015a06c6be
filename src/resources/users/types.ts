import type { UserPersonKind, UserRole } from '../../../common/enums';

/** A user as /api/v1/users answers it. */
export type User = {
  id: number;
  email: string;
  full_name: string | null;
  document: string | null;
  role: UserRole;
  is_active: boolean;
  is_superuser: boolean;
  person_id: number | null;
  created_at?: string;
};

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
