// 'Editar': the person form with the edit rules (nothing required; the document checked only if filled).
import EditIcon from '@mui/icons-material/Edit';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useUpdate } from 'react-admin';
import { useForm } from 'react-hook-form';
import { useToast } from '../../components/toast/useToast';
import { HookFormDialog } from '../../components/form/HookFormDialog';
import { personPayload, personValues, type PersonFormValues } from './personForm';
import { PessoaInputs } from './PessoaInputs';
import type { PersonDetail } from './types';

export function EditPessoaButton({ person, onSaved }: { person: PersonDetail; onSaved: () => void }) {
  const [open, setOpen] = useState(false);
  const form = useForm<PersonFormValues>({ mode: 'onBlur', defaultValues: personValues(person) });
  const [update] = useUpdate();
  const { notifySuccess } = useToast();

  const openForm = () => {
    form.reset(personValues(person));
    setOpen(true);
  };

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
      <Button variant="outlined" startIcon={<EditIcon />} onClick={openForm}>
        Editar
      </Button>
      <HookFormDialog open={open} title="Editar Pessoa" form={form} onSubmit={save} onClose={() => setOpen(false)}>
        <PessoaInputs form={form} mode="edit" />
      </HookFormDialog>
    </>
  );
}
