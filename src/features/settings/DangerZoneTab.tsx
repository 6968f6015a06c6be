// 'Zona de perigo': the account's permanent deletion, after a confirmation. DELETE /users/me, then logout.
import DeleteForeverOutlined from '@mui/icons-material/DeleteForeverOutlined';
import { Button, Stack, Typography } from '@mui/material';
import { Confirm, useDataProvider, useLogout } from 'react-admin';
import { useConfirmedAction } from '../../ui/actions/useConfirmedAction';
import { useToast } from '../../ui/toast/useToast';
import type { PortalDataProvider } from '../../dataProvider';

export const DangerZoneTab = () => {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const logout = useLogout();
  const { notifySuccess } = useToast();
  // A failure leaves the question open, to try again.
  const { ask, confirmProps } = useConfirmedAction(
    async () => {
      await dataProvider.deleteMe();
      notifySuccess('Sua conta foi excluída com sucesso');
      await logout();
    },
    { keepOpenOnError: true },
  );

  return (
    <Stack spacing={2} alignItems="flex-start">
      <Typography variant="h6" component="h2">
        Excluir conta
      </Typography>
      <Typography color="text.secondary">
        Exclua permanentemente sua conta e todos os dados associados a ela.
      </Typography>
      <Button variant="contained" color="error" startIcon={<DeleteForeverOutlined />} onClick={ask}>
        Excluir conta
      </Button>
      <Confirm
        {...confirmProps}
        title="Confirmação Necessária"
        content="Todos os dados da sua conta serão excluídos permanentemente. Esta ação é irreversível. Tem certeza de que deseja continuar?"
        confirm="Excluir"
        cancel="Cancelar"
        confirmColor="warning"
        ConfirmIcon={DeleteForeverOutlined}
      />
    </Stack>
  );
};
