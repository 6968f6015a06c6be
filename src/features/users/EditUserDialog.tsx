// 'Editar Usuário': a blank password keeps the current one. Below the fields, for administrators, the
// user's 'Auditoria' card (the portal has no user page; this dialog is where one user is looked at).
import { useUpdate } from 'react-admin';
import { UserPersonKind, type UserRole } from '../../../common/enums';
import { users } from '../../../common/resources/users';
import { AdminFormDialog } from '../../ui/form/AdminFormDialog';
import { useToast } from '../../ui/toast/useToast';
import { RecordAuditCard } from '../auditoria/public';
import type { User, UserFormValues } from './types';
import { UserInputs } from './UserInputs';
import { editUserSchema, userResolver } from './userRules';

const formValues = (user: User): UserFormValues => ({
  email: user.email,
  full_name: user.full_name ?? '',
  tipo_pessoa: UserPersonKind.None,
  document: user.document ?? '',
  role: user.role,
  password: '',
  confirm_password: '',
  is_active: user.is_active,
  is_superuser: user.is_superuser,
});

/** The PATCH /users/{id} body: the password only when one was typed. */
export const updatePayload = (values: UserFormValues) => ({
  email: values.email.trim(),
  full_name: values.full_name.trim() || null,
  role: Number(values.role) as UserRole,
  is_active: values.is_active,
  is_superuser: values.is_superuser,
  ...(values.password ? { password: values.password, confirm_password: values.confirm_password } : {}),
});

export function EditUserDialog({ user, open, onClose }: { user: User; open: boolean; onClose: () => void }) {
  const [update] = useUpdate<User>('admin', undefined, { returnPromise: true, mutationMode: 'pessimistic' });
  const { notifySuccess } = useToast();

  const submit = async (values: UserFormValues) => {
    await update('admin', { id: user.id, data: updatePayload(values), previousData: user });
    notifySuccess('Usuário atualizado com sucesso.');
    onClose();
  };

  return (
    <AdminFormDialog
      open={open}
      title={users.texts.editTitle}
      record={formValues(user)}
      resolver={userResolver(editUserSchema)}
      onClose={onClose}
      onSubmit={submit}
      canSubmit={({ isDirty, isValid }) => isDirty && isValid}
    >
      <UserInputs mode="edit" />
      <RecordAuditCard resource="users" recordId={user.id} />
    </AdminFormDialog>
  );
}
