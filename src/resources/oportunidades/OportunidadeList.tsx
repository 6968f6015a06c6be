// /oportunidades/oportunidades 'Gestão de Oportunidades': search, stage, status and client filters,
// 'Minhas' and 'Mais filtros' (MoreFilters.tsx), and the page in the URL, twenty a page; client names
// come from one persons list. 'Visualizações' offers builtInViews.ts.
import { Box, Stack, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useEffect } from 'react';
import { DataTable } from 'react-admin';
import { useLocation } from 'react-router-dom';
import {
  DetailsButton,
  ListDataActions,
  ListPage,
  ListSelectFilter,
  ListSwitchFilter,
  ListTable,
  type FilterSpec,
  type UrlListOptions,
} from '../../components/list';
import { PersonRole } from '../../../common/enums';
import { ResultStatusBadge, SyncBadge } from '../../components/StatusBadge';
import { formatMoney } from '../../i18n/format';
import { AddOportunidadeButton } from './AddOportunidadeButton';
import { PipelineBoard } from './board/PipelineBoard';
import { useBoardView, ViewSwitch } from './board/ViewSwitch';
import { builtInViews } from './builtInViews';
import { MoreFilters } from './MoreFilters';
import { PersonFilter } from './PersonFilter';
import { detailUrl, rememberListSearch } from './listLocation';
import { OportunidadeBulkActions } from './OportunidadeBulkActions';
import { TagChips, TAGS_SHOWN_IN_LIST } from './TagChips';
import { useOportunidadeEnums, type OportunidadeEnums } from './useOportunidadeEnums';
import { clientName, type Oportunidade } from './types';

const oportunidadeFilters = {
  query: 'text',
  estagio: 'number',
  status_resultado: 'number',
  cliente_id: 'number',
  mine: 'boolean',
  executivo_vendas_id: 'number',
  parceiro_id: 'number',
  tag_id: 'number',
  receita_min: 'amount',
  receita_max: 'amount',
  criado_de: 'day',
  criado_ate: 'day',
  fechado_de: 'day',
  fechado_ate: 'day',
} satisfies FilterSpec;

const oportunidadeList = {
  filters: oportunidadeFilters,
  perPage: 20,
  /** The columns the API sorts opportunities by (server/oportunidades/filters.ts) that the table shows. */
  sortable: ['titulo', 'estagio', 'receita_esperada'],
} satisfies UrlListOptions;

const Column = DataTable.Col<Oportunidade>;

export default function OportunidadeList() {
  const enums = useOportunidadeEnums();
  const { search } = useLocation();
  useEffect(() => rememberListSearch(search), [search]);
  const [board] = useBoardView();

  return (
    <ListPage
      {...oportunidadeList}
      pageTitle="Oportunidades"
      title="Gestão de Oportunidades"
      actions={
        <>
          <ViewSwitch />
          <ListDataActions path="oportunidades" noun="oportunidades" odoo={{ resource: 'oportunidades', action: 'sync' }} />
          <AddOportunidadeButton />
        </>
      }
      views={builtInViews}
      search="Buscar por título, descrição ou ID externo..."
      filterInputs={
        <>
          {!board && (
            <ListSelectFilter source="estagio" label="Estágio" allLabel="Todos os estágios" choices={enums.stages} />
          )}
          <ListSelectFilter source="status_resultado" label="Status" allLabel="Todos os status" choices={enums.statuses} />
          <PersonFilter source="cliente_id" label="Cliente" role={PersonRole.Client} errorMessage="Erro ao buscar clientes" />
          <ListSwitchFilter source="mine" label="Somente minhas" />
          <MoreFilters />
        </>
      }
    >
      {board ? (
        <PipelineBoard />
      ) : (
        <OportunidadeTable enums={enums} />
      )}
    </ListPage>
  );
}

/** The sum of 'Receita Esperada' over the whole filter, under the table. */
const OPORTUNIDADE_TOTALS = [{ source: 'receita_esperada' }];

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

function OportunidadeTable({ enums }: { enums: OportunidadeEnums }) {
  const theme = useTheme();
  // Columns give way as the screen narrows (the side menu takes 250px up to xl); what they held moves
  // under the title. down() queries, so a browser without media queries shows every column.
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const narrow = useMediaQuery(theme.breakpoints.down('lg'));
  const laptop = useMediaQuery(theme.breakpoints.down('xl'));
  return (
    <ListTable<Oportunidade>
      noun="oportunidades"
      totals={OPORTUNIDADE_TOTALS}
      rowClick="edit"
      sx={compactCells}
      bulkActionsToolbar={<OportunidadeBulkActions />}
      emptyFiltered={{ title: 'Nenhuma oportunidade encontrada', text: 'Tente ajustar os filtros de busca' }}
      empty={{ title: 'Você ainda não possui oportunidades', text: 'Adicione uma nova oportunidade para começar' }}
      emptyAction={<AddOportunidadeButton />}
    >
      <Column source="titulo" label="Título" render={(o) => <TitleCell oportunidade={o} stageBelow={laptop} phone={phone} enums={enums} />} />
      {!phone && (
        <Column
          label="Cliente"
          render={(o) => (
            <Typography variant="body2" title={clientName(o)} sx={{ ...clamped(2), maxWidth: 180 }}>
              {clientName(o)}
            </Typography>
          )}
        />
      )}
      {!laptop && <Column source="estagio" label="Estágio" render={(o) => enums.stageLabel(o.estagio)} />}
      {!narrow && <Column label="Tags" render={(o) => <TagChips tags={o.tags} max={TAGS_SHOWN_IN_LIST} />} />}
      {!phone && <Column label="Status" render={(o) => <StatusCell oportunidade={o} enums={enums} />} />}
      {!phone && <Column source="receita_esperada" label="Receita Esperada" align="right" sx={oneLine} render={(o) => formatMoney(o.receita_esperada)} />}
      {!narrow && <Column label="Odoo" render={(o) => <OdooCell oportunidade={o} />} />}
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

type TitleProps = { oportunidade: Oportunidade; stageBelow: boolean; phone: boolean; enums: OportunidadeEnums };

/**
 * The title, two lines at most; below xl the stage goes under it (the title then keeps one line), and on
 * phones, where the Cliente column is gone, the whole title, the revenue and the status too.
 */
const TitleCell = ({ oportunidade, stageBelow, phone, enums }: TitleProps) => {
  const title = phone ? oportunidade.titulo : titleBesideClient(oportunidade);
  return (
    <Box sx={{ minWidth: phone ? 0 : 140, maxWidth: 240 }}>
      <Typography variant="body2" title={oportunidade.titulo} sx={{ fontWeight: 500, ...clamped(stageBelow && !phone ? 1 : 2) }}>
        {title}
      </Typography>
      {stageBelow && (
        <Typography variant="caption" color="text.secondary" component="p" sx={oneLine}>
          {enums.stageLabel(oportunidade.estagio)}
          {phone && ` · ${formatMoney(oportunidade.receita_esperada)}`}
        </Typography>
      )}
      {phone && <StatusCell oportunidade={oportunidade} enums={enums} />}
    </Box>
  );
};

const OdooCell = ({ oportunidade }: { oportunidade: Oportunidade }) => (
  <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
    <SyncBadge synced={Boolean(oportunidade.odoo_id)} />
    {oportunidade.odoo_id && (
      <Typography variant="caption" color="text.secondary">
        ID {oportunidade.odoo_id}
      </Typography>
    )}
  </Stack>
);
