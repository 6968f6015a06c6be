// 'Excluir': asks first, then removes the opportunity with its tags links, documents and history.
import DeleteIcon from '@mui/icons-material/Delete';
import { Button } from '@mui/material';
import { useState } from 'react';
import { Confirm, useDelete } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useToast } from '../../components/toast/useToast';
import { listUrl } from './listLocation';
import type { Oportunidade } from './types';

export function DeleteOportunidadeButton({ oportunidade }: { oportunidade: Oportunidade }) {
  const [open, setOpen] = useState(false);
  const [remove, { isPending }] = useDelete();
  const { notifySuccess, notifyError } = useToast();
  const navigate = useNavigate();

  const confirm = async () => {
    try {
      await remove(
        'oportunidades',
        { id: oportunidade.id, previousData: oportunidade },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
    } catch (error) {
      setOpen(false);
      await notifyError(error);
      return;
    }
    notifySuccess('Oportunidade excluída com sucesso.');
    navigate(listUrl());
  };

  return (
    <>
      <Button variant="outlined" color="error" startIcon={<DeleteIcon />} onClick={() => setOpen(true)}>
        Excluir
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title="Excluir oportunidade"
        content={`Tem certeza de que deseja excluir "${oportunidade.titulo}"? Os documentos e o histórico também serão excluídos. Esta ação não pode ser desfeita.`}
        confirm="Excluir"
        confirmColor="warning"
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
