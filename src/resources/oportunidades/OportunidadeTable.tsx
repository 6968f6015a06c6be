// The opportunities table of /oportunidades/oportunidades: title, client, stage, tags, status, expected
// revenue and Odoo (SPEC's columns; Odoo only when the server has it configured), the tags and Odoo
// columns giving way below a laptop and all but the title on a phone; a row opens the opportunity.
import { Box, Stack, Typography, useMediaQuery, useTheme } from '@mui/material';
import { DataTable } from 'react-admin';
import { oportunidades } from '../../../common/resources/oportunidades';
import { DetailsButton, ListTable, type ListTotal } from '../../components/list';
import { useIntegration } from '../../components/integrations/IntegrationsStatus';
import { ResultStatusBadge, SyncBadge } from '../../components/StatusBadge';
import { formatDate, formatMoney, formatPercent } from '../../i18n/format';
import { AddOportunidadeButton } from './AddOportunidadeButton';
import { detailUrl } from './listLocation';
import { OportunidadeBulkActions } from './OportunidadeBulkActions';
import { TagChips, TAGS_SHOWN_IN_LIST } from './TagChips';
import { clientName, type Oportunidade } from './types';
import type { OportunidadeEnums } from './useOportunidadeEnums';

const Column = DataTable.Col<Oportunidade>;
const { texts, fields } = oportunidades;

/**
 * Declared columns 'Colunas' offers without showing them at first: the table already fills a laptop. The
 * list's column chooser (react-admin's ColumnsButton) lists them and remembers the choice per user.
 */
export const OPTIONAL_COLUMNS = ['data_prevista_fechamento', 'probabilidade'];

/** Two lines at most, the rest cut with an ellipsis (the whole text in the tooltip of `title`). */
const clamped = (lines: number) => ({
  display: '-webkit-box',
  WebkitLineClamp: lines,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
});

// Half MUI's 16 px beside each cell: nine columns share a laptop's 1,000 px beside the side menu.
const compactCells = { '& .RaDataTable-rowCell, & .RaDataTable-headerCell': { px: 1 } };
const oneLine = { whiteSpace: 'nowrap' };

export function OportunidadeTable({ enums, totals }: { enums: OportunidadeEnums; totals: ListTotal[] }) {
  const theme = useTheme();
  // Columns give way as the screen narrows (the side menu takes 250px up to xl); on a phone what they
  // held moves under the title. down() queries, so a browser without media queries shows every column.
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const narrow = useMediaQuery(theme.breakpoints.down('lg'));
  const laptop = useMediaQuery(theme.breakpoints.down('xl'));
  // Without Odoo the column would stay empty beside a title cut short.
  const odoo = useIntegration('odoo');
  return (
    <ListTable<Oportunidade>
      noun={texts.noun}
      totals={totals}
      rowClick="edit"
      hiddenColumns={OPTIONAL_COLUMNS}
      sx={compactCells}
      bulkActionsToolbar={<OportunidadeBulkActions />}
      emptyFiltered={texts.emptyFiltered}
      empty={texts.empty}
      emptyAction={<AddOportunidadeButton />}
    >
      <Column source="titulo" label="Título" render={(o) => <TitleCell oportunidade={o} phone={phone} enums={enums} />} />
      {!phone && (
        <Column
          label="Cliente"
          render={(o) => (
            <Typography variant="body2" title={clientName(o)} sx={{ ...clamped(2), minWidth: 100, maxWidth: 180 }}>
              {clientName(o)}
            </Typography>
          )}
        />
      )}
      {!phone && <Column source="estagio" label="Estágio" render={(o) => <Typography variant="body2" sx={{ ...clamped(2), minWidth: 90 }}>{enums.stageLabel(o.estagio)}</Typography>} />}
      {!narrow && <Column label="Tags" render={(o) => <TagChips tags={o.tags} max={TAGS_SHOWN_IN_LIST} wrap={laptop} />} />}
      {!phone && <Column label="Status" render={(o) => <StatusCell oportunidade={o} enums={enums} />} />}
      {!phone && <Column source="receita_esperada" label="Receita Esperada" align="right" sx={oneLine} render={(o) => formatMoney(o.receita_esperada)} />}
      {!phone && <Column source="data_prevista_fechamento" label={fields.data_prevista_fechamento?.label} sx={oneLine} render={(o) => formatDate(o.data_prevista_fechamento)} />}
      {!phone && <Column source="probabilidade" label={fields.probabilidade?.label} align="right" render={(o) => formatPercent(o.probabilidade)} />}
      {!narrow && odoo && <Column label="Odoo" render={(o) => <OdooCell oportunidade={o} compact={laptop} />} />}
      <Column label="Ações" align="right">
        <DetailsButton<Oportunidade> to={(o) => detailUrl(o.id)} compact={laptop} />
      </Column>
    </ListTable>
  );
}

const StatusCell = ({ oportunidade, enums }: { oportunidade: Oportunidade; enums: OportunidadeEnums }) => (
  <ResultStatusBadge status={oportunidade.status_resultado} label={enums.statusLabel(oportunidade.status_resultado)} />
);

/**
 * The title without the client it ends with ('{tese} - {cliente}', as the server names new ones) when the
 * Cliente column shows that client.
 */
function titleBesideClient(oportunidade: Oportunidade): string {
  const suffix = oportunidade.cliente_nome ? ` - ${oportunidade.cliente_nome}` : '';
  const { titulo } = oportunidade;
  return suffix && titulo.endsWith(suffix) && titulo.length > suffix.length ? titulo.slice(0, -suffix.length) : titulo;
}

type TitleProps = { oportunidade: Oportunidade; phone: boolean; enums: OportunidadeEnums };

/**
 * The title, two lines at most; on phones, where the other columns are gone, the whole title (it is all
 * that names the row there) with the stage, the revenue and the status under it.
 */
const TitleCell = ({ oportunidade, phone, enums }: TitleProps) => {
  const title = phone ? oportunidade.titulo : titleBesideClient(oportunidade);
  return (
    <Box sx={{ minWidth: phone ? 0 : 110, maxWidth: 200 }}>
      <Typography variant="body2" title={oportunidade.titulo} sx={{ fontWeight: 500, ...(phone ? { overflowWrap: 'anywhere' } : clamped(2)) }}>
        {title}
      </Typography>
      {phone && (
        <Typography variant="caption" color="text.secondary" component="p" sx={oneLine}>
          {enums.stageLabel(oportunidade.estagio)}
          {phone && ` · ${formatMoney(oportunidade.receita_esperada)}`}
        </Typography>
      )}
      {phone && <StatusCell oportunidade={oportunidade} enums={enums} />}
    </Box>
  );
};

const OdooCell = ({ oportunidade, compact }: { oportunidade: Oportunidade; compact: boolean }) => (
  <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
    <SyncBadge synced={Boolean(oportunidade.odoo_id)} compact={compact} />
    {oportunidade.odoo_id && (
      <Typography variant="caption" color="text.secondary">
        ID {oportunidade.odoo_id}
      </Typography>
    )}
  </Stack>
);
