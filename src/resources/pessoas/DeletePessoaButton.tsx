// 'Deletar': asks first; a person still used elsewhere is refused by the server (409) with its reason.
import DeleteIcon from '@mui/icons-material/Delete';
import { Button } from '@mui/material';
import { useState } from 'react';
import { Confirm, useDelete } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useToast } from '../../components/toast/useToast';
import type { PersonDetail } from './types';

export function DeletePessoaButton({ person }: { person: PersonDetail }) {
  const [open, setOpen] = useState(false);
  const [remove, { isPending }] = useDelete();
  const { notifySuccess, notifyError } = useToast();
  const navigate = useNavigate();

  const confirm = async () => {
    try {
      await remove('pessoas', { id: person.id, previousData: person }, { mutationMode: 'pessimistic', returnPromise: true });
      notifySuccess('Pessoa excluída com sucesso.');
      navigate('/pessoas');
    } catch (error) {
      setOpen(false);
      await notifyError(error);
    }
  };

  return (
    <>
      <Button variant="outlined" color="error" startIcon={<DeleteIcon />} onClick={() => setOpen(true)}>
        Deletar
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title="Excluir pessoa"
        content={`Tem certeza de que deseja excluir ${person.name}? Esta ação não pode ser desfeita.`}
        confirm="Excluir"
        confirmColor="warning"
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
