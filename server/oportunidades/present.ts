// The JSON shape of an opportunity: the row, money as JSON numbers, and its tags and the names of its
// client, partner and sales executive inline, so a list can show them without one request per row (and a partner can
// read the name of a client or executive it is not otherwise allowed to open).
import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { oportunidadeTags, tags, type Oportunidade, type Tag } from '../db/schema';
import { personNamesById } from '../persons/names';
import { userNamesById } from '../users/names';
import { toNumber } from './money';

export type TagSummary = Pick<Tag, 'id' | 'name' | 'color'>;

type Names = Map<number, string>;

export const presentOportunidade = (row: Oportunidade, rowTags: TagSummary[] = [], names: Names = new Map(), userNames: Names = new Map()) => ({
  ...row,
  honorarios: toNumber(row.honorarios),
  receita_esperada: toNumber(row.receita_esperada),
  tags: rowTags,
  cliente_nome: row.cliente_id === null ? null : (names.get(row.cliente_id) ?? null),
  parceiro_nome: row.parceiro_id === null ? null : (names.get(row.parceiro_id) ?? null),
  executivo_nome: row.executivo_vendas_id === null ? null : (userNames.get(row.executivo_vendas_id) ?? null),
});

/** The tags of each of the rows, in name order (one query for the whole page). */
async function tagsByOportunidade(db: Executor, rows: Oportunidade[]) {
  const byOportunidade = new Map<number, TagSummary[]>();
  if (!rows.length) return byOportunidade;
  const links = await db
    .select({ oportunidade_id: oportunidadeTags.oportunidade_id, id: tags.id, name: tags.name, color: tags.color })
    .from(oportunidadeTags)
    .innerJoin(tags, eq(tags.id, oportunidadeTags.tag_id))
    .where(inArray(oportunidadeTags.oportunidade_id, rows.map((r) => r.id)))
    .orderBy(asc(tags.name));
  for (const { oportunidade_id, ...tag } of links) {
    byOportunidade.set(oportunidade_id, [...(byOportunidade.get(oportunidade_id) ?? []), tag]);
  }
  return byOportunidade;
}

/**
 * The rows as answered, each with its tags and names: one query each for the whole page, the three sent
 * together (on a pool, three connections at once: one wait instead of three).
 */
export async function presentOportunidades(db: Executor, rows: Oportunidade[]) {
  const [names, userNames, byOportunidade] = await Promise.all([
    personNamesById(db, rows.flatMap((r) => [r.cliente_id, r.parceiro_id]).filter((id): id is number => id !== null)),
    userNamesById(db, rows.map((r) => r.executivo_vendas_id).filter((id): id is number => id !== null)),
    tagsByOportunidade(db, rows),
  ]);
  return rows.map((row) => presentOportunidade(row, byOportunidade.get(row.id), names, userNames));
}
