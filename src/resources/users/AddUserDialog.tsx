// 'Adicionar Usuário': Salvar stays disabled until every rule holds.
import PersonAddAlt from '@mui/icons-material/PersonAddAlt';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useCreate, useGetIdentity } from 'react-admin';
import { useForm } from 'react-hook-form';
import { DEFAULT_USER_ROLE, UserPersonKind, UserRole } from '../../../common/enums';
import { HookFormDialog } from '../../components/form/HookFormDialog';
import { FORM_MODE } from '../../components/form/rules';
import { useToast } from '../../components/toast/useToast';
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
  const form = useForm<UserFormValues>({
    mode: FORM_MODE,
    defaultValues: emptyUser,
    resolver: userResolver(createUserSchema),
  });
  const [create] = useCreate<User>('admin', undefined, { returnPromise: true });
  const { identity } = useGetIdentity();
  const { notifySuccess } = useToast();

  const close = () => {
    form.reset(emptyUser);
    onClose();
  };

  const submit = async (values: UserFormValues) => {
    await create('admin', { data: createPayload(values, Boolean(identity?.is_superuser)) });
    notifySuccess('Usuário criado com sucesso.');
    close();
  };

  return (
    <HookFormDialog open={open} title="Adicionar Usuário" form={form} onClose={close} onSubmit={submit} canSubmit={form.formState.isValid}>
      <UserInputs mode="create" />
    </HookFormDialog>
  );
}

export function AddUserButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="contained" startIcon={<PersonAddAlt />} onClick={() => setOpen(true)}>
        Adicionar Usuário
      </Button>
      <AddUserDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
