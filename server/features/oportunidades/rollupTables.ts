// The counter tables migration 0010 keeps in step with oportunidades (by triggers, whoever writes). Only
// the opportunities' and the dashboard's totals read them (server/features/oportunidades/totals.ts,
// server/features/dashboard/rollups.ts). A partner id or thesis of 0 stands for none.
import { date, integer, numeric } from 'drizzle-orm/pg-core';
import { bigNumber, derivedTable } from '../../platform/db/derivedTable';

/** How many rows and their summed receita_esperada: what every counter adds up. */
const tally = { total: bigNumber, receita: numeric };
/**
 * Won and lost rows by status, with the seconds from creation to closing summed (the average days to
 * win): the counters of closing, per month and per day.
 */
const closing = { status_resultado: integer, ...tally, open_seconds: numeric };
/** Rows by thesis: the counters of creation, per month and per day. */
const creation = { tese: integer, ...tally };

/** Per stage, result status and partner: how many, their revenue, their revenue × honorários (%). */
export const oportunidadeCounts = derivedTable('oportunidade_counts', {
  estagio: integer,
  status_resultado: integer,
  parceiro_id: integer,
  ...tally,
  /** receita_esperada × honorários summed, before the division by 100 that makes it the fees. */
  fees_x100: numeric,
});

/** Won and lost rows per month of closing (company time zone), status and partner. */
export const oportunidadeClosedMonths = derivedTable('oportunidade_closed_months', { month: date, parceiro_id: integer, ...closing });

/** Rows per month of creation (company time zone), thesis and partner. */
export const oportunidadeCreatedMonths = derivedTable('oportunidade_created_months', { month: date, parceiro_id: integer, ...creation });

/** Rows per UTC day of creation: where a deep page of the newest-first list starts. */
export const oportunidadeCreatedDays = derivedTable('oportunidade_created_days', { day: date, total: bigNumber });

/** Every partner's won and lost rows per day of closing (company time zone) and status. */
export const oportunidadeClosedDays = derivedTable('oportunidade_closed_days', { day: date, ...closing });

/** Every partner's rows per day of creation (company time zone) and thesis. */
export const oportunidadeCreatedTeseDays = derivedTable('oportunidade_created_tese_days', { day: date, ...creation });
