// The Oportunidades resource's portal part: the kit's list at /oportunidades/oportunidades (/oportunidades
// leads there) with the opportunities' parts below, the board as its other view ('Lista | Quadro'), and
// /oportunidades/:id, the detail page, as the edit view. The board, the detail page and the kit's add
// dialog load on demand (the form's parts, ./oportunidadeForm.tsx, come with the list).
import type { RaRecord } from 'react-admin';
import { oportunidades } from '../../../common/resources/oportunidades';
import type { PortalParts } from '../../ui/kit/resourceViews';
import { lazyScreen } from '../../ui/layout/lazyScreen';
import { ListOdooSync } from '../../ui/list';
import { listOtherView } from '../../ui/kit/listOtherView';
import { builtInViews } from './builtInViews';
import { rememberListSearch } from './listLocation';
import { oportunidadeForm } from './oportunidadeForm';
import { ClientCell, OdooCell, OpenButton, OportunidadeStatusBadge, StageCell, TagsCell, TitleCell } from './OportunidadeCells';
import type { Oportunidade } from './types';
import { useOportunidadeEnums, useTagCatalogue } from './useOportunidadeEnums';
import { useUserChoices } from './useUserChoices';

const PipelineBoard = lazyScreen(() => import('./board/PipelineBoard').then((m) => ({ default: m.PipelineBoard })));

/** The choices the API lists: the stages, the users who may be executives, the tags' catalogue (the filter's and the bulk's). */
function useOportunidadeChoices() {
  const { stages } = useOportunidadeEnums();
  const { choices: executives } = useUserChoices();
  const { data = [] } = useTagCatalogue();
  const tags = data.map(({ id, name }) => ({ id, name }));
  return { estagio: stages, executivo_vendas_id: executives, tag_id: tags, tags };
}

const as = (record: RaRecord) => record as Oportunidade;

/** The filters above the list; the others fold under 'Mais filtros'. */
const SHOWN_FILTERS = ['estagio', 'status_resultado', 'cliente_id', 'mine'];

export default {
  pages: { edit: lazyScreen(() => import('./OportunidadeDetail')) },
  listAt: 'oportunidades',
  list: {
    cells: {
      titulo: (o) => <TitleCell oportunidade={as(o)} />,
      cliente_id: (o) => <ClientCell oportunidade={as(o)} />,
      estagio: (o) => <StageCell oportunidade={as(o)} />,
      tags: (o) => <TagsCell oportunidade={as(o)} />,
      status_resultado: (o) => <OportunidadeStatusBadge oportunidade={as(o)} />,
      odoo_id: (o) => <OdooCell oportunidade={as(o)} />,
    },
    // The SPEC's columns in its order; the 'optional' ones, added in 'Colunas', follow.
    columnOrder: ['titulo', 'cliente_id', 'estagio', 'tags', 'status_resultado', 'receita_esperada', 'odoo_id'],
    integrations: { odoo_id: 'odoo' },
    // Tags and Odoo give way below a laptop; on a phone what the other columns held moves under the title.
    hiddenBelow: { tags: 'lg', odoo_id: 'lg', cliente_id: 'sm' },
    folded: { into: 'titulo', columns: ['estagio', 'receita_esperada', 'status_resultado'], below: 'sm' },
    compact: true,
    perPage: 20,
    views: builtInViews,
    // 'Lista | Quadro', the board at ?view=quadro.
    viewSwitch: listOtherView({
      param: 'quadro',
      label: 'Quadro',
      view: <PipelineBoard />,
      hidesFilters: ['estagio'],
    }),
    filterOrder: SHOWN_FILTERS,
    // The declaration's other list filters (the executive, the partner, the tag, the amounts and days), in its order.
    moreFilters: Object.keys(oportunidades.listFilters ?? {}).filter((source) => !SHOWN_FILTERS.includes(source)),
    useChoices: useOportunidadeChoices,
    // 'Exportar' and 'Importar' are the kit's (GET /oportunidades/export, POST /oportunidades/import); the Odoo sync is the opportunities' own.
    actions: <ListOdooSync noun={oportunidades.texts.noun} odoo={{ resource: 'oportunidades', action: 'sync' }} />,
    // POST /oportunidades/bulk is the opportunities' own route (server/features/oportunidades/bulk.ts), in the kit's protocol.
    bulkSet: {
      add_tag: { label: 'Adicionar tag', title: 'Adicionar tag a', field: 'tags', fieldLabel: 'Tag' },
      remove_tag: { label: 'Remover tag', title: 'Remover tag de', field: 'tags', fieldLabel: 'Tag' },
      set_stage: { label: 'Alterar estágio', title: 'Alterar estágio de', field: 'estagio' },
      assign_executive: { label: 'Atribuir executivo', title: 'Atribuir executivo a', field: 'executivo_vendas_id' },
    },
    rowActions: OpenButton,
    onSearch: rememberListSearch,
  },
  // 'Adicionar Oportunidade' is the kit's dialog (the declaration's `form`) with these parts.
  form: oportunidadeForm,
} satisfies PortalParts;
