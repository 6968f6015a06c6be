// 'Adicionar Pessoa': the create dialog of the list.
import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useCreate } from 'react-admin';
import { CreateFromCnpjButton } from './integrations/CreateFromCnpjButton';
import { useToast } from '../../ui/toast/useToast';
import { AdminFormDialog } from '../../ui/form/AdminFormDialog';
import { newPersonValues, personPayload, type PersonFormValues } from './personForm';
import { PessoaInputs } from './PessoaInputs';

export function AddPessoaButton() {
  const [open, setOpen] = useState(false);
  const [create] = useCreate();
  const { notifySuccess } = useToast();
  const close = () => setOpen(false);

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
      <AdminFormDialog open={open} title="Adicionar Pessoa" record={newPersonValues} mode="onBlur" onSubmit={save} onClose={close}>
        <PessoaInputs mode="create" />
        <CreateFromCnpjButton onCreated={close} />
      </AdminFormDialog>
    </>
  );
}
