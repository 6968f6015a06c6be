// 'Ver Detalhes' on a list row (an icon with that name when space is short): a link to the row's page,
// the same place a row click goes, that does not also trigger the row click.
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Button, IconButton } from '@mui/material';
import type { MouseEvent } from 'react';
import { useRecordContext, type RaRecord } from 'react-admin';
import { Link } from 'react-router-dom';

const stopRowClick = (event: MouseEvent) => event.stopPropagation();

export function DetailsButton<R extends RaRecord>({ to, compact }: { to: (record: R) => string; compact: boolean }) {
  const record = useRecordContext<R>();
  if (!record) return null;
  return compact ? (
    <IconButton component={Link} to={to(record)} onClick={stopRowClick} aria-label="Ver Detalhes" size="small">
      <VisibilityIcon fontSize="small" />
    </IconButton>
  ) : (
    <Button component={Link} to={to(record)} onClick={stopRowClick} size="small" startIcon={<VisibilityIcon />}>
      Ver Detalhes
    </Button>
  );
}
