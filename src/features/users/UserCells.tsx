// The cells of the users table that are more than a field: badges for 'Você', 'Super' and the status.
import { Chip, Stack, Typography } from '@mui/material';
import { labelOf, userRoleLabels } from '../../../common/enums';
import { ActiveBadge } from '../../ui/StatusBadge';
import type { User } from './types';

/** The name and its badges; folded (no Email, Função and Status columns, below lg) what they hold goes under it. */
export const NameCell = ({ user, isSelf, folded = false }: { user: User; isSelf: boolean; folded?: boolean }) => (
  <>
    <Stack direction="row" spacing={1} alignItems="center">
      <Typography variant="body2" color={user.full_name ? 'text.primary' : 'text.secondary'}>
        {user.full_name || 'N/A'}
      </Typography>
      {isSelf && <Chip label="Você" size="small" color="primary" variant="outlined" />}
    </Stack>
    {folded && (
      <>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ overflowWrap: 'anywhere' }}>
          {user.email}
        </Typography>
        <Stack direction="row" useFlexGap spacing={1} alignItems="center" sx={{ mt: 0.5, flexWrap: 'wrap' }}>
          <RoleCell user={user} />
          <StatusCell user={user} />
        </Stack>
      </>
    )}
  </>
);

export const RoleCell = ({ user }: { user: User }) => (
  <Stack direction="row" spacing={1} alignItems="center">
    <Typography variant="body2">{labelOf(userRoleLabels, user.role)}</Typography>
    {user.is_superuser && <Chip label="Super" size="small" color="secondary" />}
  </Stack>
);

/** Active or not; a sign-up still waiting for approval says so instead. */
export const StatusCell = ({ user }: { user: User }) =>
  user.cadastro === 'pendente' ? <Chip label="Aguardando aprovação" size="small" color="warning" /> : <ActiveBadge active={user.is_active} />;
