// 'Adicionar Usuário': Salvar stays disabled until every rule holds.
import { useCreate, useGetIdentity } from 'react-admin';
import { DEFAULT_USER_ROLE, UserPersonKind, UserRole } from '../../../common/enums';
import { users } from '../../../common/resources/users';
import { AdminFormDialog } from '../../ui/form/AdminFormDialog';
import { useToast } from '../../ui/toast/useToast';
import type { User, UserFormValues } from './types';
import { UserInputs } from './UserInputs';
import { createUserSchema, userResolver } from './userRules';

const emptyUser: UserFormValues = {
  email: '',
  full_name: '',
  tipo_pessoa: UserPersonKind.None,
  document: '',
  role: DEFAULT_USER_ROLE,
  password: '',
  confirm_password: '',
  is_active: true,
  is_superuser: false,
};

/**
 * The POST /users body: tipo_pessoa stays in the form; is_superuser follows the role (true for an
 * Administrador), but only a superuser may create one (the server answers 403 otherwise), so an
 * administrator's new Administrador is an ordinary account.
 */
export const createPayload = (values: UserFormValues, mayCreateSuperuser: boolean) => ({
  email: values.email.trim(),
  full_name: values.full_name.trim() || null,
  document: values.document,
  password: values.password,
  confirm_password: values.confirm_password,
  is_active: values.is_active,
  role: Number(values.role) as UserRole,
  is_superuser: mayCreateSuperuser && Number(values.role) === UserRole.Admin,
});

export function AddUserDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [create] = useCreate<User>('admin', undefined, { returnPromise: true });
  const { identity } = useGetIdentity();
  const { notifySuccess } = useToast();

  const submit = async (values: UserFormValues) => {
    await create('admin', { data: createPayload(values, Boolean(identity?.is_superuser)) });
    notifySuccess('Usuário criado com sucesso.');
    onClose();
  };

  return (
    <AdminFormDialog
      open={open}
      title={users.texts.createTitle}
      record={emptyUser}
      resolver={userResolver(createUserSchema)}
      onClose={onClose}
      onSubmit={submit}
      canSubmit={({ isValid }) => isValid}
    >
      <UserInputs mode="create" />
    </AdminFormDialog>
  );
}
