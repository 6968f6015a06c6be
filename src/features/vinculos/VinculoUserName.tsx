// The name cell of /Vinculos (the kit's list of the declaration): the name, how many persons the user
// has, and on phones the email too.
import { useMediaQuery, useTheme } from '@mui/material';
import { RowTitleCell } from '../../ui/list';
import type { VinculoUser } from './types';

const vinculoCount = (count: number) =>
  count === 0 ? 'Nenhuma pessoa vinculada' : count === 1 ? '1 pessoa vinculada' : `${count} pessoas vinculadas`;

export function VinculoUserName({ user }: { user: VinculoUser }) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    <RowTitleCell
      title={user.full_name || 'N/A'}
      faded={!user.full_name}
      details={[phone && user.email, vinculoCount(user.links_count)]}
    />
  );
}
