// /oportunidades/oportunidades 'Gestão de Oportunidades' (SPEC section 2): search, stage, status and
// client filters and the page in the URL, twenty a page; client names come from one persons list.
import { Box, Stack, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useEffect, useMemo } from 'react';
import { DataTable } from 'react-admin';
import { useLocation } from 'react-router-dom';
import {
  ClearFiltersButton,
  DetailsButton,
  ListCard,
  ListEmpty,
  ListExportButton,
  ListFooter,
  ListHeader,
  ListSearch,
  ListSelectFilter,
  ListToolbar,
  UrlListBase,
  type FilterSpec,
} from '../../components/list';
import { ResultStatusBadge, SyncBadge } from '../../components/StatusBadge';
import { formatMoney } from '../../i18n/format';
import { AddOportunidadeButton } from './AddOportunidadeButton';
import { ClientFilter } from './ClientFilter';
import { detailUrl, rememberListSearch } from './listLocation';
import { OportunidadeBulkActions } from './OportunidadeBulkActions';
import { oportunidadeExporter } from './oportunidadeExport';
import { TagChips, TAGS_SHOWN_IN_LIST } from './TagChips';
import { useOportunidadeEnums, type OportunidadeEnums } from './useOportunidadeEnums';
import { clientName, type Oportunidade } from './types';

export const oportunidadeFilters = {
  query: 'text',
  estagio: 'number',
  status_resultado: 'number',
  cliente_id: 'number',
} satisfies FilterSpec;

export const OPORTUNIDADES_PER_PAGE = 20;
/** The columns the API sorts opportunities by (server/oportunidades/filters.ts) that the table shows. */
const OPORTUNIDADE_SORTABLE = ['titulo', 'estagio', 'receita_esperada'];

const Column = DataTable.Col<Oportunidade>;

export default function OportunidadeList() {
  const enums = useOportunidadeEnums();
  const exporter = useMemo(() => oportunidadeExporter(enums), [enums]);
  const { search } = useLocation();
  useEffect(() => rememberListSearch(search), [search]);

  return (
    <UrlListBase filters={oportunidadeFilters} perPage={OPORTUNIDADES_PER_PAGE} sortable={OPORTUNIDADE_SORTABLE} exporter={exporter}>
      <ListHeader
        title="Gestão de Oportunidades"
        actions={
          <>
            <ListExportButton />
            <AddOportunidadeButton />
          </>
        }
      />
      <ListToolbar>
        <ListSearch placeholder="Buscar por título, descrição ou ID externo..." />
        <ListSelectFilter source="estagio" label="Estágio" allLabel="Todos os estágios" choices={enums.stages} />
        <ListSelectFilter source="status_resultado" label="Status" allLabel="Todos os status" choices={enums.statuses} />
        <ClientFilter />
        <ClearFiltersButton />
      </ListToolbar>
      <ListCard>
        <OportunidadeTable enums={enums} />
        <ListFooter noun="oportunidades" />
      </ListCard>
    </UrlListBase>
  );
}

function OportunidadeTable({ enums }: { enums: OportunidadeEnums }) {
  const theme = useTheme();
  // Columns give way as the screen narrows (below lg the side menu still takes 250px); what they held
  // moves under the title. down() queries, so a browser without media queries shows every column.
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const narrow = useMediaQuery(theme.breakpoints.down('lg'));
  const belowXl = useMediaQuery(theme.breakpoints.down('xl'));
  return (
    <DataTable<Oportunidade>
      rowClick="edit"
      bulkActionButtons={<OportunidadeBulkActions />}
      empty={
        <ListEmpty
          filtered={{ title: 'Nenhuma oportunidade encontrada', text: 'Tente ajustar os filtros de busca' }}
          empty={{ title: 'Você ainda não possui oportunidades', text: 'Adicione uma nova oportunidade para começar' }}
          action={<AddOportunidadeButton />}
        />
      }
    >
      <Column source="titulo" label="Título" render={(o) => <TitleCell oportunidade={o} narrow={narrow} phone={phone} enums={enums} />} />
      {!phone && <Column label="Cliente" render={clientName} />}
      {!narrow && <Column source="estagio" label="Estágio" render={(o) => enums.stageLabel(o.estagio)} />}
      {!narrow && <Column label="Tags" render={(o) => <TagChips tags={o.tags} max={TAGS_SHOWN_IN_LIST} />} />}
      {!phone && <Column label="Status" render={(o) => <StatusCell oportunidade={o} enums={enums} />} />}
      {!phone && <Column source="receita_esperada" label="Receita Esperada" align="right" render={(o) => formatMoney(o.receita_esperada)} />}
      {!narrow && <Column label="Odoo" render={(o) => <OdooCell oportunidade={o} />} />}
      <Column label="Ações" align="right">
        <DetailsButton<Oportunidade> to={(o) => detailUrl(o.id)} compact={belowXl} />
      </Column>
    </DataTable>
  );
}

const StatusCell = ({ oportunidade, enums }: { oportunidade: Oportunidade; enums: OportunidadeEnums }) => (
  <ResultStatusBadge status={oportunidade.status_resultado} label={enums.statusLabel(oportunidade.status_resultado)} />
);

type TitleProps = { oportunidade: Oportunidade; narrow: boolean; phone: boolean; enums: OportunidadeEnums };

/** The title; on narrow screens the stage (and on phones the revenue and status) goes under it. */
const TitleCell = ({ oportunidade, narrow, phone, enums }: TitleProps) => (
  <Box sx={{ minWidth: narrow ? 0 : 160 }}>
    <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
      {oportunidade.titulo}
    </Typography>
    {narrow && (
      <Typography variant="caption" color="text.secondary" component="p">
        {enums.stageLabel(oportunidade.estagio)}
        {phone && ` · ${formatMoney(oportunidade.receita_esperada)}`}
      </Typography>
    )}
    {phone && <StatusCell oportunidade={oportunidade} enums={enums} />}
  </Box>
);

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
