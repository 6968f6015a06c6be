// The list filters SPEC names (estagio, status_resultado, executivo_vendas_id, parceiro_id, cliente_id,
// receita_min, receita_max) plus a tag and a text query over título, descrição and ID externo. The list
// and the pipeline take the same filters, so the board's columns add up to what the list shows.
import { eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { allOf, containsText, id, pageQuery } from '../crud';
import { oportunidades, oportunidadeTags } from '../db/schema';
import { sortQuery } from '../listSort';
import { receitaInput } from './money';

const searchText = z.string().trim().max(200).optional();

export const filterQuery = z.object({
  estagio: id.optional(),
  status_resultado: id.optional(),
  executivo_vendas_id: id.optional(),
  parceiro_id: id.optional(),
  cliente_id: id.optional(),
  tag_id: id.optional(),
  receita_min: receitaInput.optional(),
  receita_max: receitaInput.optional(),
  /** The portal's list sends `query`; /search takes `q`. Both work on both. */
  q: searchText,
  query: searchText,
});
export type Filters = z.infer<typeof filterQuery>;

/** The columns the opportunities list sorts by (issue 12). */
export const oportunidadeSortColumns = {
  titulo: oportunidades.titulo,
  estagio: oportunidades.estagio,
  receita_esperada: oportunidades.receita_esperada,
  created_at: oportunidades.created_at,
};

export const listQuery = filterQuery.extend(pageQuery.shape).extend(sortQuery(oportunidadeSortColumns).shape);

/** Opportunities carrying a tag. */
export const taggedWith = (tagId: number) =>
  inArray(
    oportunidades.id,
    sql`(SELECT ${oportunidadeTags.oportunidade_id} FROM ${oportunidadeTags} WHERE ${oportunidadeTags.tag_id} = ${tagId})`,
  );

export function filterConditions(filters: Filters): SQL | undefined {
  const text = filters.q || filters.query;
  return allOf(
    filters.estagio !== undefined && eq(oportunidades.estagio, filters.estagio),
    filters.status_resultado !== undefined && eq(oportunidades.status_resultado, filters.status_resultado),
    filters.executivo_vendas_id !== undefined && eq(oportunidades.executivo_vendas_id, filters.executivo_vendas_id),
    filters.parceiro_id !== undefined && eq(oportunidades.parceiro_id, filters.parceiro_id),
    filters.cliente_id !== undefined && eq(oportunidades.cliente_id, filters.cliente_id),
    filters.tag_id !== undefined && taggedWith(filters.tag_id),
    filters.receita_min != null && gte(oportunidades.receita_esperada, filters.receita_min),
    filters.receita_max != null && lte(oportunidades.receita_esperada, filters.receita_max),
    text ? containsText([oportunidades.titulo, oportunidades.descricao, oportunidades.id_externo], text) : undefined,
  );
}
