// The JSON shape of an opportunity: the row, money as JSON numbers, and its tags and the names of its
// client, partner and sales executive inline, so a list can show them without one request per row (and a partner can
// read the name of a client or executive it is not otherwise allowed to open).
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Page } from '../../resource/crud';
import type { Executor } from '../../platform/db/client';
import { oportunidades, persons, users, type Oportunidade, type Tag } from '../../platform/db/schema';
import { probabilityOf } from '../../../common/forecast';
import { userDisplayName } from '../users/public';
import { oportunidadeTagLinks } from './tags';

type TagSummary = Pick<Tag, 'id' | 'name' | 'color'>;

/**
 * An exact decimal string from the database (numeric: money and percentages, which inputs reach as the same
 * 'd.dd' strings, common/money.ts) as a JSON number; null stays null.
 */
export const toNumber = (value: string | null): number | null => (value == null ? null : Number(value));

/**
 * A sub-select that names its columns with their tables. Drizzle writes the columns of a one-table
 * select's fields unqualified, which inside a sub-select would name the inner table's columns; those of a
 * nested SQL it leaves qualified.
 */
const subSelect = <T>(query: SQL) => sql<T>`(${query})`;

const personName = (id: typeof oportunidades.cliente_id) =>
  subSelect<string | null>(sql`SELECT ${persons.name} FROM ${persons} WHERE ${persons.id} = ${id}`);

/**
 * What an answer adds to a row, as sub-selects of the row's own statement: a page's names and tags come
 * with its rows, in one statement (issue 26: each statement more is a round trip, and its building and
 * parsing, on the list's hot path). Tags in name order.
 */
const presentedColumns = {
  tags: sql<TagSummary[]>`${oportunidadeTagLinks.asJson(['id', 'name', 'color'])}`,
  cliente_nome: personName(oportunidades.cliente_id),
  parceiro_nome: personName(oportunidades.parceiro_id),
  executivo_nome: subSelect<string | null>(
    sql`SELECT ${userDisplayName} FROM ${users} WHERE ${users.id} = ${oportunidades.executivo_vendas_id}`,
  ),
};

type Presented = { tags: TagSummary[]; cliente_nome: string | null; parceiro_nome: string | null; executivo_nome: string | null };

const NOTHING: Presented = { tags: [], cliente_nome: null, parceiro_nome: null, executivo_nome: null };

const presentOportunidade = (row: Oportunidade, presented: Presented = NOTHING) => ({
  ...row,
  honorarios: toNumber(row.honorarios),
  receita_esperada: toNumber(row.receita_esperada),
  comissao_percentual: toNumber(row.comissao_percentual),
  probabilidade: probabilityOf(row),
  probabilidade_propria: row.probabilidade !== null,
  ...presented,
});

/** A page of the opportunities `where` selects, in `orderBy`'s order, as answered: its tags and names read with it. */
export async function presentedPage(db: Executor, where: SQL | undefined, orderBy: (SQL | PgColumn)[], page: Page) {
  const selected = await db.select({ row: oportunidades, ...presentedColumns }).from(oportunidades).where(where).orderBy(...orderBy).limit(page.limit).offset(page.skip);
  return selected.map(({ row, ...presented }) => presentOportunidade(row, presented));
}

/** Rows already read, as answered: their tags and names in one statement for all of them. */
export async function presentOportunidades(db: Executor, rows: Oportunidade[]) {
  if (!rows.length) return [];
  const found = await db
    .select({ id: oportunidades.id, ...presentedColumns })
    .from(oportunidades)
    .where(inArray(oportunidades.id, rows.map((row) => row.id)));
  const byId = new Map(found.map(({ id, ...presented }) => [id, presented]));
  return rows.map((row) => presentOportunidade(row, byId.get(row.id)));
}
