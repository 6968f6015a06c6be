// 'Editar': the person form with the edit rules (nothing required; the document checked only if filled).
import EditIcon from '@mui/icons-material/Edit';
import { Button } from '@mui/material';
import { useMemo, useState } from 'react';
import { useUpdate } from 'react-admin';
import { useToast } from '../../ui/toast/useToast';
import { AdminFormDialog } from '../../ui/form/AdminFormDialog';
import { personPayload, personValues, type PersonFormValues } from './personForm';
import { PessoaInputs } from './PessoaInputs';
import type { PersonDetail } from './types';

export function EditPessoaButton({ person, onSaved }: { person: PersonDetail; onSaved: () => void }) {
  const [open, setOpen] = useState(false);
  const [update] = useUpdate();
  const { notifySuccess } = useToast();
  // The form starts again from its record whenever that is a new object: only a new person resets it.
  const record = useMemo(() => personValues(person), [person]);

  const save = async (values: PersonFormValues) => {
    await update(
      'pessoas',
      { id: person.id, data: personPayload(values, 'edit'), previousData: person },
      { mutationMode: 'pessimistic', returnPromise: true },
    );
    notifySuccess('Pessoa atualizada com sucesso.');
    setOpen(false);
    onSaved();
  };

  return (
    <>
      <Button variant="outlined" startIcon={<EditIcon />} onClick={() => setOpen(true)}>
        Editar
      </Button>
      <AdminFormDialog
        open={open}
        title="Editar Pessoa"
        record={record}
        mode="onBlur"
        onSubmit={save}
        onClose={() => setOpen(false)}
      >
        <PessoaInputs mode="edit" />
      </AdminFormDialog>
    </>
  );
}
