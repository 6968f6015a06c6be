// The small labels a person carries in the list and on its page.
import { Chip, Stack, Typography, type ChipProps } from '@mui/material';
import { labelOf, PersonRole, personRoleLabels, personTypeLabels } from '../../../common/enums';
import { ActiveBadge as StatusBadge, SyncBadge } from '../../ui/StatusBadge';
import type { Person } from './types';

const badge = (label: string, color: ChipProps['color'], variant: ChipProps['variant'] = 'filled') => (
  <Chip size="small" label={label} color={color} variant={variant} />
);

export const PersonTypeBadge = ({ person }: { person: Pick<Person, 'person_type'> }) =>
  badge(labelOf(personTypeLabels, person.person_type), 'default', 'outlined');

export const PersonRoleBadge = ({ person }: { person: Pick<Person, 'role'> }) =>
  badge(labelOf(personRoleLabels, person.role ?? null), 'primary', 'outlined');

export const ActiveBadge = ({ person }: { person: Pick<Person, 'is_active'> }) => <StatusBadge active={person.is_active} />;

/** The sync badge belongs to clients (PersonRole.Client) and to persons whose role is not set (or unknown). */
export const showsOdooBadge = ({ role }: Pick<Person, 'role'>) => role === PersonRole.Client || role == null || !(role in personRoleLabels);

export const OdooSyncBadge = ({ person }: { person: Pick<Person, 'odoo_company_id'> }) =>
  <SyncBadge synced={Boolean(person.odoo_company_id)} />;

/** The list's 'Odoo' cell: the sync badge (where it belongs) and the Odoo id. */
export const OdooCell = ({ person }: { person: Pick<Person, 'role' | 'odoo_company_id'> }) => (
  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
    {showsOdooBadge(person) && <OdooSyncBadge person={person} />}
    <Typography variant="body2" color="text.secondary">
      {person.odoo_company_id ?? '—'}
    </Typography>
  </Stack>
);
