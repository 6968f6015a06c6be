// A record page's 'Auditoria' card (person, opportunity, user), for administrators: the latest entries
// about that record and its lists (GET /auditoria/?resource=R&record_id=ID, which takes the entries of
// its children too, e.g. a person's bank accounts).
import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { useCanAccess, useGetList } from 'react-admin';
import type { AuditEntry } from '../../../common/auditEntries';
import { formatDateTime } from '../../i18n/format';
import { InfoCard } from '../../ui/detail/InfoCard';
import { actionLabel, compactChanges, resourceLabel } from './changes';

/** How many entries the card shows; the 'Auditoria' screen has the rest. */
const LATEST = 10;

type Entry = AuditEntry & { id: number };

/** `resource` as the API and the audit trail name it (persons, oportunidades, users). */
export function RecordAuditCard({ resource, recordId }: { resource: string; recordId: number }) {
  const { canAccess } = useCanAccess({ resource: 'auditoria', action: 'list' });
  const { data, isPending, error } = useGetList<Entry>(
    'auditoria',
    { pagination: { page: 1, perPage: LATEST }, sort: { field: 'id', order: 'DESC' }, filter: { resource, record_id: recordId } },
    { enabled: canAccess === true },
  );
  if (!canAccess) return null;
  return (
    <InfoCard title="Auditoria">
      {isPending ? (
        <Typography color="text.secondary">Carregando auditoria...</Typography>
      ) : error ? (
        <Typography color="error">Erro ao carregar a auditoria.</Typography>
      ) : !data?.length ? (
        <Typography color="text.secondary">Nenhum registro de auditoria</Typography>
      ) : (
        <List dense disablePadding aria-label="Auditoria">
          {data.map((entry) => (
            <ListItem key={entry.id} divider disableGutters>
              <ListItemText
                primary={`${formatDateTime(entry.created_at)} · ${entry.user_email ?? '—'} · ${actionLabel(entry.action)} (${resourceLabel(entry.resource)})`}
                secondary={entry.changes ? compactChanges(entry.changes, entry.resource) : null}
                sx={{ overflowWrap: 'anywhere' }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </InfoCard>
  );
}
