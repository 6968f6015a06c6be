// The 'Ações' cell: Inativar/Ativar (a pending sign-up: Aprovar and Recusar) and a menu with Editar, the
// two-factor reset and Excluir, all off on the person's own row.
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import LockReset from '@mui/icons-material/LockReset';
import MoreVert from '@mui/icons-material/MoreVert';
import { Button, IconButton, ListItemIcon, ListItemText, Menu, MenuItem, Stack } from '@mui/material';
import { Suspense, useState } from 'react';
import { useRecordContext } from 'react-admin';
import { users } from '../../../common/resources/users';
import { ActiveFlagToggle } from '../../ui/kit/ActiveFlagToggle';
import { lazyScreen } from '../../ui/layout/lazyScreen';
import { RESET_MFA_TITLE } from './ResetMfaDialog';
import type { User } from './types';
import { useIsOwnRow } from './UserCells';
import type { UserRowDialogName } from './UserRowDialog';

const UserRowDialog = lazyScreen(() => import('./UserRowDialog').then((m) => ({ default: m.UserRowDialog })));

type Open = 'menu' | UserRowDialogName | null;

/** The row's buttons (the kit list's `rowActions`, its row from the record context). */
export function UserRowActions() {
  const user = useRecordContext<User>()!;
  const isSelf = useIsOwnRow(user);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState<Open>(null);
  const show = (next: Open) => {
    setAnchor(null);
    setOpen(next);
  };

  return (
    // Stacked on phones, where the table has no width for them side by side.
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { xs: 'flex-end', sm: 'center' }, justifyContent: 'flex-end' }}>
      {user.cadastro === 'pendente' ? (
        <>
          <Button size="small" variant="contained" color="success" onClick={() => show('approve')}>
            Aprovar
          </Button>
          <Button size="small" variant="outlined" color="error" onClick={() => show('refuse')}>
            Recusar
          </Button>
        </>
      ) : (
        <ActiveFlagToggle declaration={users} record={user} disabled={isSelf} />
      )}
      <IconButton
        size="small"
        aria-label={`Ações de ${user.email}`}
        aria-haspopup="menu"
        disabled={isSelf}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setOpen('menu');
        }}
      >
        <MoreVert fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={open === 'menu'} onClose={() => show(null)}>
        <MenuItem onClick={() => show('edit')}>
          <ListItemIcon>
            <EditOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>Editar Usuário</ListItemText>
        </MenuItem>
        <MenuItem onClick={() => show('resetMfa')}>
          <ListItemIcon>
            <LockReset fontSize="small" />
          </ListItemIcon>
          <ListItemText>{RESET_MFA_TITLE}</ListItemText>
        </MenuItem>
        <MenuItem onClick={() => show('delete')} sx={{ color: 'error.main' }}>
          <ListItemIcon>
            <DeleteOutline fontSize="small" color="error" />
          </ListItemIcon>
          <ListItemText>Excluir Usuário</ListItemText>
        </MenuItem>
      </Menu>
      {open && open !== 'menu' && (
        <Suspense fallback={null}>
          <UserRowDialog name={open} user={user} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </Stack>
  );
}
