// The list filters (estagio, status_resultado, executivo_vendas_id, parceiro_id, cliente_id, receita_min,
// receita_max) plus a tag, a text query over título, descrição and ID externo, and the dashboard's
// 'Minhas' and created/closed day ranges (YYYY-MM-DD, both days included, in the company's time zone).
// The list and the pipeline take the same filters, so the board's columns add up to what the list shows.
// A range whose end comes before its start is refused rather than answered with nothing.
import { eq, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { allOf, containsText, id, pageQuery, queryBool } from '../crud';
import { mineCondition } from '../dashboard/mine';
import { day, dayEnd, dayStart } from '../dashboard/period';
import { oportunidades, oportunidadeTags, type User } from '../db/schema';
import { exportQuery } from '../export/writer';
import { sortQuery } from '../listSort';
import { exceeds, receitaInput } from './money';

export const INVERTED_DAYS = 'A data final deve ser igual ou posterior à data inicial.';
export const INVERTED_AMOUNTS = 'O valor máximo deve ser maior ou igual ao valor mínimo.';

const searchText = z.string().trim().max(200).optional();

/** The filters' fields, which the export extends; filterQuery adds the check of their ranges. */
const filterFields = z.object({
  estagio: id.optional(),
  status_resultado: id.optional(),
  executivo_vendas_id: id.optional(),
  parceiro_id: id.optional(),
  cliente_id: id.optional(),
  tag_id: id.optional(),
  receita_min: receitaInput.optional(),
  receita_max: receitaInput.optional(),
  /** Only the caller's own ('Minhas oportunidades': server/dashboard/mine.ts). */
  mine: queryBool.optional(),
  criado_de: day.optional(),
  criado_ate: day.optional(),
  /** Won or lost from/until that day (closed_at). */
  fechado_de: day.optional(),
  fechado_ate: day.optional(),
  /** The portal's list sends `query`; /search takes `q`. Both work on both. */
  q: searchText,
  query: searchText,
});
export type Filters = z.infer<typeof filterFields>;

type Range = {
  start: keyof Filters;
  end: keyof Filters;
  /** Whether `end` comes before `start`; both are parsed values. */
  inverted: (end: string, start: string) => boolean;
  message: string;
};

/** Days are YYYY-MM-DD, which order as text; amounts are normalised decimals (money.ts). */
const RANGES: readonly Range[] = [
  { start: 'criado_de', end: 'criado_ate', inverted: (end, start) => end < start, message: INVERTED_DAYS },
  { start: 'fechado_de', end: 'fechado_ate', inverted: (end, start) => end < start, message: INVERTED_DAYS },
  { start: 'receita_min', end: 'receita_max', inverted: (end, start) => exceeds(start, end), message: INVERTED_AMOUNTS },
];

/**
 * An inverted range matches nothing, and an empty list would read as "no such opportunity": it is a 422
 * naming the range's end instead.
 */
function rangesInOrder(filters: Filters, ctx: z.RefinementCtx) {
  for (const { start, end, inverted, message } of RANGES) {
    const [from, to] = [filters[start], filters[end]];
    if (typeof from === 'string' && typeof to === 'string' && inverted(to, from)) {
      ctx.addIssue({ code: 'custom', path: [end], message });
    }
  }
}

export const filterQuery = filterFields.superRefine(rangesInOrder);

/** The columns the opportunities list sorts by. */
export const oportunidadeSortColumns = {
  titulo: oportunidades.titulo,
  estagio: oportunidades.estagio,
  receita_esperada: oportunidades.receita_esperada,
  created_at: oportunidades.created_at,
};

export const listQuery = filterFields
  .extend(pageQuery.shape)
  .extend(sortQuery(oportunidadeSortColumns).shape)
  .superRefine(rangesInOrder);

/** GET /export: the filters, or ids, and the file's format. */
export const exportFilterQuery = filterFields.extend(exportQuery.shape).superRefine(rangesInOrder);

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
