// The list filters (declared in common/resources/oportunidades.ts) as SQL conditions, and the list's and
// export's queries built on them. The list and the pipeline take the same filters, so the board's columns
// add up to what the list shows.
import { eq, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import {
  oportunidades as oportunidadeDeclaration,
  type OportunidadeFilters,
} from '../../../common/resources/oportunidades';
import { allOf, containsText, pageQuery } from '../../resource/crud';
import { mineCondition } from '../dashboard/public';
import { dayEnd, dayStart } from '../dashboard/public';
import { oportunidades, oportunidadeTags, type User } from '../../platform/db/schema';
import { exportQuery } from '../../resource/export/writer';
import { sortQuery } from '../../resource/listSort';
import { declaredColumns } from '../../resource/declaredColumns';

export type Filters = OportunidadeFilters;

const { fields } = oportunidadeDeclaration;

/** The columns the opportunities list sorts by, and the ones its text query looks in. */
export const oportunidadeSortColumns = declaredColumns(fields, oportunidades, 'sortable');
const searchColumns = Object.values(declaredColumns(fields, oportunidades, 'searchable'));

export const listQuery = oportunidadeDeclaration.schemas.filters.extend(pageQuery.shape).extend(sortQuery(oportunidadeSortColumns).shape);

/** GET /export: the filters, or ids, and the file's format. */
export const exportFilterQuery = oportunidadeDeclaration.schemas.filters.extend(exportQuery.shape);

/** Opportunities carrying a tag. */
export const taggedWith = (tagId: number) =>
  inArray(
    oportunidades.id,
    sql`(SELECT ${oportunidadeTags.oportunidade_id} FROM ${oportunidadeTags} WHERE ${oportunidadeTags.tag_id} = ${tagId})`,
  );

/** `user` is the caller: 'Minhas' means theirs. */
export function filterConditions(filters: Filters, user: User): SQL | undefined {
  const text = filters.q || filters.query;
  return allOf(
    filters.mine === true && mineCondition(user),
    filters.criado_de !== undefined && gte(oportunidades.created_at, dayStart(filters.criado_de)),
    filters.criado_ate !== undefined && lt(oportunidades.created_at, dayEnd(filters.criado_ate)),
    filters.fechado_de !== undefined && gte(oportunidades.closed_at, dayStart(filters.fechado_de)),
    filters.fechado_ate !== undefined && lt(oportunidades.closed_at, dayEnd(filters.fechado_ate)),
    filters.fechamento_de !== undefined && gte(oportunidades.data_prevista_fechamento, filters.fechamento_de),
    filters.fechamento_ate !== undefined && lte(oportunidades.data_prevista_fechamento, filters.fechamento_ate),
    filters.estagio !== undefined && eq(oportunidades.estagio, filters.estagio),
    filters.status_resultado !== undefined && eq(oportunidades.status_resultado, filters.status_resultado),
    filters.executivo_vendas_id !== undefined && eq(oportunidades.executivo_vendas_id, filters.executivo_vendas_id),
    filters.parceiro_id !== undefined && eq(oportunidades.parceiro_id, filters.parceiro_id),
    filters.cliente_id !== undefined && eq(oportunidades.cliente_id, filters.cliente_id),
    filters.tag_id !== undefined && taggedWith(filters.tag_id),
    filters.receita_min != null && gte(oportunidades.receita_esperada, filters.receita_min),
    filters.receita_max != null && lte(oportunidades.receita_esperada, filters.receita_max),
    text ? containsText(searchColumns, text) : undefined,
  );
}
