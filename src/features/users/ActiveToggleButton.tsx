import { Button } from '@mui/material';
import { useUpdate } from 'react-admin';
import { useNotifiedAction } from '../../ui/actions/useNotifiedAction';
import { useToast } from '../../ui/toast/useToast';
import type { User } from './types';

/** 'Inativar' an active user, 'Ativar' an inactive one. */
export function ActiveToggleButton({ user, disabled }: { user: User; disabled?: boolean }) {
  const [update] = useUpdate<User>('admin', undefined, { returnPromise: true, mutationMode: 'pessimistic' });
  const { notifySuccess } = useToast();
  const toggle = useNotifiedAction(async () => {
    await update('admin', { id: user.id, data: { is_active: !user.is_active }, previousData: user });
    notifySuccess('Usuário ativado/inativado com sucesso!');
  });

  return (
    <Button
      size="small"
      variant="outlined"
      color={user.is_active ? 'warning' : 'success'}
      disabled={disabled || toggle.pending}
      onClick={() => void toggle.run()}
      sx={{ minWidth: 88 }}
    >
      {user.is_active ? 'Inativar' : 'Ativar'}
    </Button>
  );
}
