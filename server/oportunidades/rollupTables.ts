// The counter tables migration 0010 keeps in step with oportunidades (by triggers, whoever writes). Only
// the opportunities' and the dashboard's totals read them (server/oportunidades/totals.ts,
// server/dashboard/rollups.ts). A partner id or thesis of 0 stands for none.
import { bigint, date, integer, numeric, pgTable } from 'drizzle-orm/pg-core';

/** Per stage, result status and partner: how many, their revenue, their revenue × honorários (%). */
export const oportunidadeCounts = pgTable('oportunidade_counts', {
  estagio: integer('estagio').notNull(),
  status_resultado: integer('status_resultado').notNull(),
  parceiro_id: integer('parceiro_id').notNull(),
  total: bigint('total', { mode: 'number' }).notNull(),
  receita: numeric('receita').notNull(),
  /** receita_esperada × honorários summed, before the division by 100 that makes it the fees. */
  fees_x100: numeric('fees_x100').notNull(),
});

/** Won and lost rows per month of closing (company time zone), status and partner. */
export const oportunidadeClosedMonths = pgTable('oportunidade_closed_months', {
  month: date('month').notNull(),
  status_resultado: integer('status_resultado').notNull(),
  parceiro_id: integer('parceiro_id').notNull(),
  total: bigint('total', { mode: 'number' }).notNull(),
  receita: numeric('receita').notNull(),
  /** Seconds from creation to closing, summed (the average days to win). */
  open_seconds: numeric('open_seconds').notNull(),
});

/** Rows per month of creation (company time zone), thesis and partner. */
export const oportunidadeCreatedMonths = pgTable('oportunidade_created_months', {
  month: date('month').notNull(),
  tese: integer('tese').notNull(),
  parceiro_id: integer('parceiro_id').notNull(),
  total: bigint('total', { mode: 'number' }).notNull(),
  receita: numeric('receita').notNull(),
});

/** Rows per UTC day of creation: where a deep page of the newest-first list starts. */
export const oportunidadeCreatedDays = pgTable('oportunidade_created_days', {
  day: date('day').notNull(),
  total: bigint('total', { mode: 'number' }).notNull(),
});

/** Every partner's won and lost rows per day of closing (company time zone) and status. */
export const oportunidadeClosedDays = pgTable('oportunidade_closed_days', {
  day: date('day').notNull(),
  status_resultado: integer('status_resultado').notNull(),
  total: bigint('total', { mode: 'number' }).notNull(),
  receita: numeric('receita').notNull(),
  open_seconds: numeric('open_seconds').notNull(),
});

/** Every partner's rows per day of creation (company time zone) and thesis. */
export const oportunidadeCreatedTeseDays = pgTable('oportunidade_created_tese_days', {
  day: date('day').notNull(),
  tese: integer('tese').notNull(),
  total: bigint('total', { mode: 'number' }).notNull(),
  receita: numeric('receita').notNull(),
});
