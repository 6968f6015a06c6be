// The list filters (declared in common/resources/oportunidades.ts) as the kit's list condition takes them
// (server/resource/listCondition.ts: a declared filter not named here is "column = value").
// The list, the export, the bulk actions and the pipeline take the same
// filters, so the board's columns add up to what the list shows.
import { gte, lt, lte } from 'drizzle-orm';
import { oportunidades as oportunidadeDeclaration, type OportunidadeFilters } from '../../../common/resources/oportunidades';
import { containsText } from '../../resource/crud';
import { dayEnd, dayStart, mineCondition } from '../dashboard/public';
import { oportunidadeScope } from '../../platform/auth/scope';
import { oportunidades } from '../../platform/db/schema';
import { listCondition } from '../../resource/listCondition';
import { declaredColumns } from '../../resource/declaredColumns';
import type { ServerParts } from '../../resource/parts';
import { oportunidadeTagLinks } from './tags';

export type Filters = OportunidadeFilters;

const { fields } = oportunidadeDeclaration;

/** The columns the opportunities list sorts by, and the ones its text query looks in. */
export const oportunidadeSortColumns = declaredColumns(fields, oportunidades, 'sortable');
const searchColumns = Object.values(declaredColumns(fields, oportunidades, 'searchable'));

/**
 * The filters that are not "column = value". Days are the company's (dayStart/dayEnd), both ends
 * included; `q` is /search's name for the list's `query`; 'Minhas' means the caller's.
 */
export const oportunidadeFilters: NonNullable<ServerParts['filters']> = {
  mine: (value, user) => (value === true ? mineCondition(user) : undefined),
  criado_de: (value) => gte(oportunidades.created_at, dayStart(String(value))),
  criado_ate: (value) => lt(oportunidades.created_at, dayEnd(String(value))),
  fechado_de: (value) => gte(oportunidades.closed_at, dayStart(String(value))),
  fechado_ate: (value) => lt(oportunidades.closed_at, dayEnd(String(value))),
  fechamento_de: (value) => gte(oportunidades.data_prevista_fechamento, String(value)),
  fechamento_ate: (value) => lte(oportunidades.data_prevista_fechamento, String(value)),
  tag_id: (value) => oportunidadeTagLinks.linkedWith(Number(value)),
  // A blank amount reads as null: no bound.
  receita_min: (value) => (value == null ? undefined : gte(oportunidades.receita_esperada, String(value))),
  receita_max: (value) => (value == null ? undefined : lte(oportunidades.receita_esperada, String(value))),
  q: (value) => (value ? containsText(searchColumns, String(value)) : undefined),
};

/** The condition of the filters within the caller's scope: `user` is whom the scope narrows and 'Minhas' means. */
export const { filterWhere } = listCondition(oportunidadeDeclaration, oportunidades, { filters: oportunidadeFilters, scope: oportunidadeScope });
