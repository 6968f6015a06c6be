// 'Redefinir verificação em duas etapas' (issue 25): an administrator turns off another user's two-factor
// login, e.g. after a lost phone; the user logs in with the password alone and sets it up again (at once,
// when the role requires it). The server records the reset in the audit trail.
import LockReset from '@mui/icons-material/LockReset';
import { Confirm, useDataProvider } from 'react-admin';
import { useNotifiedAction } from '../../components/actions/useNotifiedAction';
import { useToast } from '../../components/toast/useToast';
import type { PortalDataProvider } from '../../dataProvider';
import type { User } from './types';

export const RESET_MFA_TITLE = 'Redefinir verificação em duas etapas';

export function ResetMfaDialog({ user, open, onClose }: { user: User; open: boolean; onClose: () => void }) {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const { notifySuccess } = useToast();
  const { run, pending } = useNotifiedAction(async () => {
    await dataProvider.resetUserMfa(user.id);
    notifySuccess('A verificação em duas etapas do usuário foi redefinida.');
    onClose();
  }, { errorText: 'Ocorreu um erro ao redefinir a verificação em duas etapas' });

  return (
    <Confirm
      isOpen={open}
      loading={pending}
      title={RESET_MFA_TITLE}
      content={`Desativar a verificação em duas etapas de ${user.email}? O aplicativo autenticador e os códigos de recuperação atuais deixam de valer, e o usuário entra só com a senha até configurá-la de novo.`}
      confirm="Redefinir"
      cancel="Cancelar"
      confirmColor="warning"
      ConfirmIcon={LockReset}
      onConfirm={() => void run()}
      onClose={onClose}
    />
  );
}
