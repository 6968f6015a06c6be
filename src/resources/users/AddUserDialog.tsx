// 'Adicionar Usuário' (SPEC section 5, "Add user"): Salvar stays disabled until every rule holds.
import PersonAddAlt from '@mui/icons-material/PersonAddAlt';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useCreate } from 'react-admin';
import { FormProvider, useForm } from 'react-hook-form';
import { DEFAULT_USER_ROLE, type UserRole } from '../../../common/enums';
import { FormDialog } from '../../components/FormDialog';
import { FORM_MODE } from '../../components/form/rules';
import { useToast } from '../../components/toast/useToast';
import type { User, UserFormValues } from './types';
import { UserInputs } from './UserInputs';

const emptyUser: UserFormValues = {
  email: '',
  full_name: '',
  tipo_pessoa: 0,
  document: '',
  role: DEFAULT_USER_ROLE,
  password: '',
  confirm_password: '',
  is_active: true,
  is_superuser: false,
};

/** The POST /users body: tipo_pessoa stays in the form; is_superuser follows the role. */
export const createPayload = (values: UserFormValues) => ({
  email: values.email.trim(),
  full_name: values.full_name.trim() || null,
  document: values.document,
  password: values.password,
  confirm_password: values.confirm_password,
  is_active: values.is_active,
  role: Number(values.role) as UserRole,
  is_superuser: Number(values.role) === 1,
});

export function AddUserDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const form = useForm<UserFormValues>({ mode: FORM_MODE, defaultValues: emptyUser });
  const [create] = useCreate<User>('admin', undefined, { returnPromise: true });
  const { notifyError, notifySuccess } = useToast();

  const close = () => {
    form.reset(emptyUser);
    onClose();
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      await create('admin', { data: createPayload(values) });
      notifySuccess('Usuário criado com sucesso.');
      close();
    } catch (error) {
      await notifyError(error);
    }
  });

  return (
    <FormProvider {...form}>
      <FormDialog
        open={open}
        title="Adicionar Usuário"
        onClose={close}
        onSubmit={submit}
        canSubmit={form.formState.isValid}
        submitting={form.formState.isSubmitting}
      >
        <UserInputs mode="create" />
      </FormDialog>
    </FormProvider>
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
