// The global search part of the benchmark (GET /search, the top bar's field, as the portal asks it: five
// of each type): a common name, a document with and without its mask, a word every opportunity title
// holds, a rare word beside a common one, two common words, and an ID externo when the data has one.
// A search answers its first matches, not all of them, so an answer is checked against plain SQL by what
// must hold of any right answer: per type, as many results as min(limit, matches), each a real match.
import { sql, type SQL } from 'drizzle-orm';
import { formatDocument } from '../common/documents';
import { SEARCH_DEFAULT_LIMIT, type SearchResult } from '../common/search';
import type { DatabaseHandle } from '../server/platform/db/client';
import { rowsOf, type Workload } from './workload';

type Type = SearchResult['type'];
const TYPES: Type[] = ['pessoa', 'oportunidade', 'usuario'];
const LIMIT = SEARCH_DEFAULT_LIMIT;

/** The search rule written plainly, per type, over a text of plain ASCII: every word starts a word. */
function conditions(text: string): Record<Type, { table: string; where: SQL }> {
  const words = [...new Set(text.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean))];
  const document = text.replace(/[^0-9a-zA-Z]/g, '').toUpperCase();
  const everyWord = (key: SQL) =>
    words.length ? sql.join(words.map((word) => sql`${key} ~ ${`(^|[^a-z0-9])${word}`}`), sql` AND `) : sql`false`;
  const byDocument = (column: SQL) => (/\d/.test(document) ? sql` OR ${column} LIKE ${`${document}%`}` : sql``);
  const odoo = /^\d{1,9}$/.test(text) ? sql` OR odoo_company_id = ${Number(text)}` : sql``;
  return {
    pessoa: {
      table: 'persons',
      where: sql`(${everyWord(sql`lower(unaccent(name || ' ' || coalesce(trade_name, '')))`)})${byDocument(sql`document`)}${odoo}`,
    },
    oportunidade: {
      table: 'oportunidades',
      where: everyWord(sql`lower(unaccent(titulo || ' ' || coalesce(id_externo, '') || ' ' || coalesce(odoo_id::text, '')))`),
    },
    usuario: {
      table: 'users',
      where: sql`(${everyWord(sql`lower(unaccent(coalesce(full_name, '') || ' ' || email))`)})${byDocument(sql`document`)}`,
    },
  };
}

function searchWorkload(name: string, text: string): Workload {
  const rule = conditions(text);
  return {
    name,
    path: `/api/v1/search?q=${encodeURIComponent(text)}&limit=${LIMIT}`,
    p95Target: 30,
    async expected(handle) {
      const counts: Record<string, number> = {};
      for (const type of TYPES) {
        const { table, where } = rule[type];
        const [{ n }] = await rowsOf<{ n: string | number }>(
          handle,
          sql`SELECT count(*) AS n FROM (SELECT 1 FROM ${sql.identifier(table)} WHERE ${where} LIMIT ${LIMIT}) AS m`,
        );
        counts[type] = Number(n);
      }
      return { value: counts, summary: TYPES.map((type) => `${counts[type]} ${type}`).join(', ') };
    },
    answered: (body) => {
      const data = (body as { data: SearchResult[] }).data;
      return Object.fromEntries(TYPES.map((type) => [type, data.filter((result) => result.type === type).length]));
    },
    async verify(handle: DatabaseHandle, body: unknown) {
      const data = (body as { data: SearchResult[] }).data;
      for (const type of TYPES) {
        const ids = data.filter((result) => result.type === type).map((result) => result.id);
        if (!ids.length) continue;
        const { table, where } = rule[type];
        const [{ n }] = await rowsOf<{ n: string | number }>(
          handle,
          sql`SELECT count(*) AS n FROM ${sql.identifier(table)}
              WHERE id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}) AND (${where})`,
        );
        if (Number(n) !== new Set(ids).size || ids.length !== new Set(ids).size) {
          throw new Error(`${name}: ${type} ${ids.join(',')} are not ${ids.length} distinct matches (SQL: ${n})`);
        }
      }
    },
  };
}

export async function searchWorkloads(handle: DatabaseHandle, rows: number): Promise<Workload[]> {
  const [company] = await rowsOf<{ document: string }>(
    handle,
    sql`SELECT document FROM persons WHERE person_type = 2 ORDER BY id OFFSET ${Math.floor(rows / 3)} LIMIT 1`,
  );
  const [opportunities] = await rowsOf<{ newest: number }>(handle, sql`SELECT max(id) AS newest FROM oportunidades`);
  const [external] = await rowsOf<{ id_externo: string }>(
    handle,
    sql`SELECT id_externo FROM oportunidades WHERE id_externo IS NOT NULL ORDER BY id DESC LIMIT 1`,
  );
  const masked = formatDocument(company.document, 'cnpj');
  const number = String(Math.max(1, Math.floor((opportunities.newest ?? 2) / 2)));
  const workloads = [
    searchWorkload('search a common name (q=silva)', 'silva'),
    searchWorkload(`search a masked CNPJ (q=${masked})`, masked),
    searchWorkload(`search a CNPJ's first 8 digits (q=${company.document.slice(0, 8)})`, company.document.slice(0, 8)),
    searchWorkload('search a word of every title (q=tributaria)', 'tributaria'),
    searchWorkload(`search a common and a rare word (q=recuperacao ${number})`, `recuperacao ${number}`),
    searchWorkload('search two common words (q=maria silva)', 'maria silva'),
  ];
  if (external) workloads.push(searchWorkload(`search an ID externo (q=${external.id_externo})`, external.id_externo));
  return workloads;
}
