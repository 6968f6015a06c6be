// The 'Ações' cell: Inativar/Ativar (a pending sign-up: Aprovar and Recusar) and a menu with Editar, the
// two-factor reset and Excluir, all off on the person's own row.
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import LockReset from '@mui/icons-material/LockReset';
import { Button, Stack } from '@mui/material';
import { Suspense, useState } from 'react';
import { useRecordContext } from 'react-admin';
import { users } from '../../../common/resources/users';
import { ActionsMenu } from '../../ui/actions/ActionsMenu';
import { ActiveFlagToggle } from '../../ui/kit/ActiveFlagToggle';
import { lazyScreen } from '../../ui/layout/lazyScreen';
import { RESET_MFA_TITLE, type User } from './types';
import { useIsOwnRow } from './UserCells';
import type { UserRowDialogName } from './UserRowDialog';

const UserRowDialog = lazyScreen(() => import('./UserRowDialog').then((m) => ({ default: m.UserRowDialog })));

/** The row's buttons (the kit list's `rowActions`, its row from the record context). */
export function UserRowActions() {
  const user = useRecordContext<User>()!;
  const isSelf = useIsOwnRow(user);
  const [open, setOpen] = useState<UserRowDialogName | null>(null);

  return (
    // Stacked on phones, where the table has no width for them side by side.
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { xs: 'flex-end', sm: 'center' }, justifyContent: 'flex-end' }}>
      {user.cadastro === 'pendente' ? (
        <>
          <Button size="small" variant="contained" color="success" onClick={() => setOpen('approve')}>
            Aprovar
          </Button>
          <Button size="small" variant="outlined" color="error" onClick={() => setOpen('refuse')}>
            Recusar
          </Button>
        </>
      ) : (
        <ActiveFlagToggle declaration={users} record={user} disabled={isSelf} />
      )}
      <ActionsMenu
        label={`Ações de ${user.email}`}
        disabled={isSelf}
        actions={[
          { label: 'Editar Usuário', Icon: EditOutlined, onClick: () => setOpen('edit') },
          { label: RESET_MFA_TITLE, Icon: LockReset, onClick: () => setOpen('resetMfa') },
          { label: 'Excluir Usuário', Icon: DeleteOutline, onClick: () => setOpen('delete'), danger: true },
        ]}
      />
      {open && (
        <Suspense fallback={null}>
          <UserRowDialog name={open} user={user} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </Stack>
  );
}
