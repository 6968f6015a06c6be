// /oportunidades/oportunidades 'Gestão de Oportunidades': search, stage, status and client filters,
// 'Minhas' and 'Mais filtros' (MoreFilters.tsx), and the page in the URL, twenty a page; the table is
// OportunidadeTable.tsx, or the board. 'Visualizações' offers builtInViews.ts. Texts, sortable columns and
// the total come from the declaration (common/resources/oportunidades.ts).
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { PersonRole } from '../../../common/enums';
import type { FieldDeclaration, ListTexts } from '../../../common/resources';
import { oportunidades } from '../../../common/resources/oportunidades';
import { ListDataActions, ListPage, ListSelectFilter, ListSwitchFilter, type FilterSpec, type UrlListOptions } from '../../ui/list';
import { AddOportunidadeButton } from './AddOportunidadeButton';
import { PipelineBoard } from './board/PipelineBoard';
import { useBoardView, ViewSwitch } from './board/ViewSwitch';
import { builtInViews } from './builtInViews';
import { rememberListSearch } from './listLocation';
import { MoreFilters } from './MoreFilters';
import { OportunidadeTable } from './OportunidadeTable';
import { PersonFilter } from '../../ui/list/PersonFilter';
import { useOportunidadeEnums } from './useOportunidadeEnums';

/** The declared fields that pass `test`, in the declaration's order. */
function fieldsWhere(test: (field: FieldDeclaration) => boolean): string[] {
  return Object.entries(oportunidades.fields)
    .filter(([, field]) => field && test(field))
    .map(([name]) => name);
}

/** What the list shows besides its rows: a list needs them all, so the declaration must state them. */
const texts: ListTexts = oportunidades.texts;

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
  fechamento_de: 'day',
  fechamento_ate: 'day',
} satisfies FilterSpec;

const oportunidadeList = {
  filters: oportunidadeFilters,
  perPage: 20,
  sortable: fieldsWhere((field) => Boolean(field.column && field.sortable)),
} satisfies UrlListOptions;

/** The sum of each money column marked `total` over the whole filter, under the table ('Receita Esperada'). */
const OPORTUNIDADE_TOTALS = fieldsWhere((field) => Boolean(field.total)).map((source) => ({ source }));

export default function OportunidadeList() {
  const enums = useOportunidadeEnums();
  const { search } = useLocation();
  useEffect(() => rememberListSearch(search), [search]);
  const [board] = useBoardView();

  return (
    <ListPage
      {...oportunidadeList}
      pageTitle={texts.title}
      title="Gestão de Oportunidades"
      actions={
        <>
          <ViewSwitch />
          <ListDataActions path={oportunidades.apiPath} noun={texts.noun} odoo={{ resource: 'oportunidades', action: 'sync' }} />
          <AddOportunidadeButton />
        </>
      }
      views={builtInViews}
      search={texts.searchPlaceholder}
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
        <OportunidadeTable enums={enums} totals={OPORTUNIDADE_TOTALS} />
      )}
    </ListPage>
  );
}
