// The cells of the users table that are more than a field: badges for 'Você', 'Super' and the status.
import { Chip, Stack, Typography } from '@mui/material';
import { labelOf, userRoleLabels } from '../../../common/enums';
import type { User } from './types';

export const NameCell = ({ user, isSelf }: { user: User; isSelf: boolean }) => (
  <Stack direction="row" spacing={1} alignItems="center">
    <Typography variant="body2" color={user.full_name ? 'text.primary' : 'text.secondary'}>
      {user.full_name || 'N/A'}
    </Typography>
    {isSelf && <Chip label="Você" size="small" color="primary" variant="outlined" />}
  </Stack>
);

export const RoleCell = ({ user }: { user: User }) => (
  <Stack direction="row" spacing={1} alignItems="center">
    <Typography variant="body2">{labelOf(userRoleLabels, user.role)}</Typography>
    {user.is_superuser && <Chip label="Super" size="small" color="secondary" />}
  </Stack>
);

export const StatusCell = ({ user }: { user: User }) => (
  <Chip
    label={user.is_active ? 'Ativo' : 'Inativo'}
    size="small"
    color={user.is_active ? 'success' : 'default'}
    variant={user.is_active ? 'filled' : 'outlined'}
  />
);
