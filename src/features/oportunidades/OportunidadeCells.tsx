// The opportunities list's own cells (SPEC's /oportunidades/oportunidades): the title without the client
// it ends with, the client's name, the stage and status by the API's names, two tags and '+N', and the
// Odoo badge with its id. The other columns are the kit's, as declared (common/resources/oportunidades.ts).
import { Box, Stack, Typography, useMediaQuery, useTheme } from '@mui/material';
import { DetailsButton } from '../../ui/list';
import { ResultStatusBadge, SyncBadge } from '../../ui/StatusBadge';
import { TagChips, TAGS_SHOWN_IN_LIST } from './TagChips';
import { clientName, type Oportunidade } from './types';
import { useOportunidadeEnums } from './useOportunidadeEnums';

/** Two lines at most, the rest cut with an ellipsis (the whole text in the tooltip of `title`). */
const clamped = (lines: number) => ({
  display: '-webkit-box',
  WebkitLineClamp: lines,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
});

/** Below xl (a laptop beside the side menu) the tags wrap and the Odoo badge and details button shrink. */
const useLaptop = () => useMediaQuery(useTheme().breakpoints.down('xl'));

/**
 * The title without the client it ends with ('{tese} - {cliente}', as the server names new ones) when the
 * Cliente column shows that client.
 */
function titleBesideClient(oportunidade: Oportunidade): string {
  const suffix = oportunidade.cliente_nome ? ` - ${oportunidade.cliente_nome}` : '';
  const { titulo } = oportunidade;
  return suffix && titulo.endsWith(suffix) && titulo.length > suffix.length ? titulo.slice(0, -suffix.length) : titulo;
}

/** Two lines at most; on a phone, where the client's column is gone, the whole title (all that names the row there). */
export function TitleCell({ oportunidade }: { oportunidade: Oportunidade }) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    <Box sx={{ minWidth: phone ? 0 : 110, maxWidth: 200 }}>
      <Typography variant="body2" title={oportunidade.titulo} sx={{ fontWeight: 500, ...(phone ? { overflowWrap: 'anywhere' } : clamped(2)) }}>
        {phone ? oportunidade.titulo : titleBesideClient(oportunidade)}
      </Typography>
    </Box>
  );
}

export const ClientCell = ({ oportunidade }: { oportunidade: Oportunidade }) => (
  <Typography variant="body2" title={clientName(oportunidade)} sx={{ ...clamped(2), minWidth: 100, maxWidth: 180 }}>
    {clientName(oportunidade)}
  </Typography>
);

export function StageCell({ oportunidade }: { oportunidade: Oportunidade }) {
  const { stageLabel } = useOportunidadeEnums();
  return (
    <Typography variant="body2" component="span" sx={{ ...clamped(2), minWidth: 90 }}>
      {stageLabel(oportunidade.estagio)}
    </Typography>
  );
}

/** The opportunity's status badge, named as the API's table names it: the list's cell, the page's header, a person's opportunities. */
export function OportunidadeStatusBadge({ oportunidade }: { oportunidade: Pick<Oportunidade, 'status_resultado'> }) {
  const { statusLabel } = useOportunidadeEnums();
  return <ResultStatusBadge status={oportunidade.status_resultado} label={statusLabel(oportunidade.status_resultado)} />;
}

/** A row without its tags (a list answered otherwise) shows none, as the kit's cells show '—'. */
export const TagsCell = ({ oportunidade }: { oportunidade: Oportunidade }) => (
  <TagChips tags={(oportunidade.tags as Oportunidade['tags'] | undefined) ?? []} max={TAGS_SHOWN_IN_LIST} wrap={useLaptop()} />
);

export const OdooCell = ({ oportunidade }: { oportunidade: Oportunidade }) => (
  <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
    <SyncBadge synced={Boolean(oportunidade.odoo_id)} compact={useLaptop()} />
    {oportunidade.odoo_id && (
      <Typography variant="caption" color="text.secondary">
        ID {oportunidade.odoo_id}
      </Typography>
    )}
  </Stack>
);

/** 'Ver Detalhes', its icon alone below xl. */
export const OpenButton = () => <DetailsButton compact={useLaptop()} />;
