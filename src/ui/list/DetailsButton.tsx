// 'Ver Detalhes' on a list row (an icon with that name when space is short): a link to the row's page,
// the same place a row click goes, that does not also trigger the row click.
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Button, IconButton, useMediaQuery, useTheme } from '@mui/material';
import type { MouseEvent } from 'react';
import { useCreatePath, useRecordContext, useResourceContext, type RaRecord } from 'react-admin';
import { Link } from 'react-router-dom';

const stopRowClick = (event: MouseEvent) => event.stopPropagation();

type Props<R extends RaRecord> = {
  /** Where it leads: the record's edit page (react-admin's path for it) by default. */
  to?: (record: R) => string;
  /** Only its icon: by default below lg, where the side menu leaves a 1024 px laptop some 750 px. */
  compact?: boolean;
};

export function DetailsButton<R extends RaRecord>({ to, compact }: Props<R>) {
  const record = useRecordContext<R>();
  const resource = useResourceContext();
  const createPath = useCreatePath();
  const narrow = useMediaQuery(useTheme().breakpoints.down('lg'));
  if (!record) return null;
  const path = to ? to(record) : createPath({ resource, type: 'edit', id: record.id });
  return (compact ?? narrow) ? (
    <IconButton component={Link} to={path} onClick={stopRowClick} aria-label="Ver Detalhes" size="small">
      <VisibilityIcon fontSize="small" />
    </IconButton>
  ) : (
    <Button component={Link} to={path} onClick={stopRowClick} size="small" startIcon={<VisibilityIcon />}>
      Ver Detalhes
    </Button>
  );
}
