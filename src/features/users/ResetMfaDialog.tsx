// 'Redefinir verificação em duas etapas' (issue 25): an administrator turns off another user's two-factor
// login, e.g. after a lost phone; the user logs in with the password alone and sets it up again (at once,
// when the role requires it). The server records the reset in the audit trail.
import LockReset from '@mui/icons-material/LockReset';
import { useDataProvider } from 'react-admin';
import { ConfirmedActionDialog } from '../../ui/actions/ConfirmedActionDialog';
import type { PortalDataProvider } from '../../dataProvider';
import type { UserDialogProps } from './types';

export const RESET_MFA_TITLE = 'Redefinir verificação em duas etapas';

export function ResetMfaDialog({ user, open, onClose }: UserDialogProps) {
  const dataProvider = useDataProvider<PortalDataProvider>();
  return (
    <ConfirmedActionDialog
      open={open}
      onClose={onClose}
      title={RESET_MFA_TITLE}
      content={`Desativar a verificação em duas etapas de ${user.email}? O aplicativo autenticador e os códigos de recuperação atuais deixam de valer, e o usuário entra só com a senha até configurá-la de novo.`}
      confirm="Redefinir"
      ConfirmIcon={LockReset}
      action={() => dataProvider.resetUserMfa(user.id)}
      successText="A verificação em duas etapas do usuário foi redefinida."
      errorText="Ocorreu um erro ao redefinir a verificação em duas etapas"
    />
  );
}
