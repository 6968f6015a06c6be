// Small coloured labels shared by lists and detail pages: an opportunity's result status (open blue,
// won green, lost red), whether a record is active, and whether it is synchronised with Odoo.
import CloudDoneOutlinedIcon from '@mui/icons-material/CloudDoneOutlined';
import CloudOffOutlinedIcon from '@mui/icons-material/CloudOffOutlined';
import { Chip, Tooltip, type ChipProps } from '@mui/material';
import { ResultStatus, UNKNOWN_LABEL } from '../../common/enums';
import type { FieldDeclaration } from '../../common/resources';
import { useIntegration } from './integrations/IntegrationsStatus';

/** Each result status's colour: the badge's, and the edge of a board card. */
export const statusColors: Record<number, ChipProps['color']> = {
  [ResultStatus.Open]: 'info',
  [ResultStatus.Won]: 'success',
  [ResultStatus.Lost]: 'error',
};

/** The status as the server's table names it; a missing status reads as open. */
export function ResultStatusBadge({ status, label }: { status: number | null | undefined; label?: string }) {
  const code = status ?? ResultStatus.Open;
  return <Chip size="small" label={label ?? UNKNOWN_LABEL} color={statusColors[code] ?? 'default'} />;
}

/**
 * 'Ativo' (filled green) or 'Inativo' (outlined grey): the one status badge of users, persons, links and the
 * declared resources (a thesis says 'Ativa' / 'Inativa': `labels`).
 */
export function ActiveBadge({ active, labels = ['Ativo', 'Inativo'] }: { active: boolean; labels?: readonly [string, string] }) {
  return active ? (
    <Chip size="small" color="success" label={labels[0]} />
  ) : (
    <Chip size="small" variant="outlined" label={labels[1]} />
  );
}

/**
 * 'Sincronizado' / 'Não Sincronizado'; nothing when Odoo is not configured, where neither means anything.
 * `compact` (a laptop's crowded list) shows the same as an icon named by its label.
 */
export function SyncBadge({ synced, compact = false }: { synced: boolean; compact?: boolean }) {
  if (!useIntegration('odoo')) return null;
  if (compact) {
    const label = synced ? 'Sincronizado' : 'Não Sincronizado';
    const Icon = synced ? CloudDoneOutlinedIcon : CloudOffOutlinedIcon;
    return (
      <Tooltip title={label}>
        <Icon role="img" aria-label={label} aria-hidden={false} fontSize="small" color={synced ? 'success' : 'warning'} />
      </Tooltip>
    );
  }
  return synced ? (
    <Chip size="small" variant="outlined" color="success" label="Sincronizado" />
  ) : (
    <Chip size="small" variant="outlined" color="warning" label="Não Sincronizado" />
  );
}

/** A `badge` field's value (a workflow's state): its choice's label in its colour. */
export function ChoiceBadge({ field, value }: { field: Pick<FieldDeclaration, 'choices'>; value: unknown }) {
  const choice = field.choices?.find((option) => option.id === value);
  return <Chip size="small" color={choice?.color ?? 'default'} label={choice?.name ?? UNKNOWN_LABEL} />;
}
