// The name cell of /Vinculos (the kit's list of the declaration): the name and how many persons the user
// has (on phones the kit folds the email under it, src/features/vinculos/index.tsx).
import { RowTitleCell } from '../../ui/list';
import type { VinculoUser } from './types';

const vinculoCount = (count: number) =>
  count === 0 ? 'Nenhuma pessoa vinculada' : count === 1 ? '1 pessoa vinculada' : `${count} pessoas vinculadas`;

export const VinculoUserName = ({ user }: { user: VinculoUser }) => (
  <RowTitleCell title={user.full_name || 'N/A'} faded={!user.full_name} details={[vinculoCount(user.links_count)]} />
);
