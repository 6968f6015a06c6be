// The table migration 0160 keeps in step with oportunidades (by triggers, whoever writes): one row per
// opportunity and word of its title, ID externo and Odoo id. Only the global search reads it
// (server/features/search/).
import { integer, smallint, text } from 'drizzle-orm/pg-core';
import { derivedTable } from '../derivedTable';

export const oportunidadeSearchTerms = derivedTable('oportunidade_search_terms', {
  term: text,
  oportunidade_id: integer,
  /** Leading characters shared with the opportunity's previous word in byte order (see migration 0160). */
  shared: smallint,
});
