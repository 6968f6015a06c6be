// 'Adicionar Pessoa': the create dialog of the list (the kit list's add button opens it).
import { useCreate } from 'react-admin';
import { persons } from '../../../common/resources/persons';
import { CreateFromCnpjButton } from './integrations/CreateFromCnpjButton';
import { useToast } from '../../ui/toast/useToast';
import { AdminFormDialog } from '../../ui/form/AdminFormDialog';
import { newPersonValues, personPayload, type PersonFormValues } from './personForm';
import { PessoaInputs } from './PessoaInputs';

export function AddPessoaDialog({ open, onClose: close }: { open: boolean; onClose: () => void }) {
  const [create] = useCreate();
  const { notifySuccess } = useToast();

  const save = async (values: PersonFormValues) => {
    await create('pessoas', { data: personPayload(values, 'create') }, { returnPromise: true });
    notifySuccess('Pessoa criada com sucesso.');
    close();
  };

  return (
    <AdminFormDialog open={open} title={persons.texts.createTitle} record={newPersonValues} mode="onBlur" onSubmit={save} onClose={close}>
      <PessoaInputs mode="create" />
      <CreateFromCnpjButton onCreated={close} />
    </AdminFormDialog>
  );
}
