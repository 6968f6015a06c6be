// The JSON shape of an opportunity: the row, money as JSON numbers, and its tags inline so a list
// can show them without one request per row.
import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { oportunidadeTags, tags, type Oportunidade, type Tag } from '../db/schema';
import { toNumber } from './money';

export type TagSummary = Pick<Tag, 'id' | 'name' | 'color'>;

export const presentOportunidade = (row: Oportunidade, rowTags: TagSummary[] = []) => ({
  ...row,
  honorarios: toNumber(row.honorarios),
  receita_esperada: toNumber(row.receita_esperada),
  tags: rowTags,
});

/** The rows as answered, each with its tags (one query for the whole page). */
export async function presentWithTags(db: Executor, rows: Oportunidade[]) {
  const byOportunidade = new Map<number, TagSummary[]>();
  if (rows.length) {
    const links = await db
      .select({ oportunidade_id: oportunidadeTags.oportunidade_id, id: tags.id, name: tags.name, color: tags.color })
      .from(oportunidadeTags)
      .innerJoin(tags, eq(tags.id, oportunidadeTags.tag_id))
      .where(inArray(oportunidadeTags.oportunidade_id, rows.map((r) => r.id)))
      .orderBy(asc(tags.name));
    for (const { oportunidade_id, ...tag } of links) {
      byOportunidade.set(oportunidade_id, [...(byOportunidade.get(oportunidade_id) ?? []), tag]);
    }
  }
  return rows.map((row) => presentOportunidade(row, byOportunidade.get(row.id)));
}
