// The cells of the users table that are more than a field: badges for 'Você', 'Super' and the status.
import { Chip, Stack, Typography } from '@mui/material';
import { useGetIdentity, type RaRecord, type UserIdentity } from 'react-admin';
import { labelOf, userRoleLabels } from '../../../common/enums';
import { ActiveBadge } from '../../ui/StatusBadge';
import type { User } from './types';

/** The signed-in user's own row: marked 'Você', not selectable, its actions off (SPEC: no change to oneself here). */
export const isOwnRow = (user: RaRecord, identity: UserIdentity | undefined) => user.id === identity?.id;

export const useIsOwnRow = (user: User) => isOwnRow(user, useGetIdentity().identity);

/** The name ('N/A' without one) and, on the own row, 'Você'. */
export function NameCell({ user }: { user: User }) {
  const own = useIsOwnRow(user);
  return (
    <Stack direction="row" spacing={1} alignItems="center">
      <Typography variant="body2" color={user.full_name ? 'text.primary' : 'text.secondary'}>
        {user.full_name || 'N/A'}
      </Typography>
      {own && <Chip label="Você" size="small" color="primary" variant="outlined" />}
    </Stack>
  );
}

export const RoleCell = ({ user }: { user: User }) => (
  <Stack direction="row" spacing={1} alignItems="center">
    <Typography variant="body2">{labelOf(userRoleLabels, user.role)}</Typography>
    {user.is_superuser && <Chip label="Super" size="small" color="secondary" />}
  </Stack>
);

/** Active or not; a sign-up still waiting for approval says so instead. */
export const StatusCell = ({ user }: { user: User }) =>
  user.cadastro === 'pendente' ? <Chip label="Aguardando aprovação" size="small" color="warning" /> : <ActiveBadge active={user.is_active} />;
