// 'Zona de perigo': the account's permanent deletion, after a confirmation. DELETE /users/me, then logout.
import DeleteForeverOutlined from '@mui/icons-material/DeleteForeverOutlined';
import { Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Confirm, useDataProvider, useLogout } from 'react-admin';
import { useToast } from '../../components/toast/useToast';
import type { PortalDataProvider } from '../../dataProvider';

export const DangerZoneTab = () => {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const logout = useLogout();
  const { notifyError, notifySuccess } = useToast();
  const [open, setOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const deleteAccount = async () => {
    setDeleting(true);
    try {
      await dataProvider.deleteMe();
      notifySuccess('Sua conta foi excluída com sucesso');
      setOpen(false);
      await logout();
    } catch (error) {
      setDeleting(false);
      await notifyError(error);
    }
  };

  return (
    <Stack spacing={2} alignItems="flex-start">
      <Typography variant="h6" component="h2">
        Excluir conta
      </Typography>
      <Typography color="text.secondary">
        Exclua permanentemente sua conta e todos os dados associados a ela.
      </Typography>
      <Button variant="contained" color="error" startIcon={<DeleteForeverOutlined />} onClick={() => setOpen(true)}>
        Excluir conta
      </Button>
      <Confirm
        isOpen={open}
        loading={deleting}
        title="Confirmação Necessária"
        content="Todos os dados da sua conta serão excluídos permanentemente. Esta ação é irreversível. Tem certeza de que deseja continuar?"
        confirm="Excluir"
        cancel="Cancelar"
        confirmColor="warning"
        ConfirmIcon={DeleteForeverOutlined}
        onConfirm={deleteAccount}
        onClose={() => setOpen(false)}
      />
    </Stack>
  );
};
