// 'Adicionar Pessoa': the create dialog of the list.
import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useCreate } from 'react-admin';
import { useForm } from 'react-hook-form';
import { CreateFromCnpjButton } from './integrations/CreateFromCnpjButton';
import { useToast } from '../../components/toast/useToast';
import { HookFormDialog } from '../../components/form/HookFormDialog';
import { newPersonValues, personPayload, type PersonFormValues } from './personForm';
import { PessoaInputs } from './PessoaInputs';

export function AddPessoaButton() {
  const [open, setOpen] = useState(false);
  const form = useForm<PersonFormValues>({ mode: 'onBlur', defaultValues: newPersonValues });
  const [create] = useCreate();
  const { notifySuccess } = useToast();

  const close = () => {
    setOpen(false);
    form.reset(newPersonValues);
  };

  const save = async (values: PersonFormValues) => {
    await create('pessoas', { data: personPayload(values, 'create') }, { returnPromise: true });
    notifySuccess('Pessoa criada com sucesso.');
    close();
  };

  return (
    <>
      <Button variant="contained" startIcon={<AddIcon />} onClick={() => setOpen(true)}>
        Adicionar Pessoa
      </Button>
      <HookFormDialog open={open} title="Adicionar Pessoa" form={form} onSubmit={save} onClose={close}>
        <PessoaInputs form={form} mode="create" />
        <CreateFromCnpjButton form={form} onCreated={close} />
      </HookFormDialog>
    </>
  );
}
