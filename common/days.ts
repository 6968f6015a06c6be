// Calendar days as the API takes them: YYYY-MM-DD, a real day of the calendar; and the company's days.
import { z } from 'zod';
import { dayText, isIsoDay } from './dayText';

/**
 * The company's time zone. Its days and months (the dashboard's periods, a month's commissions, the task
 * digest's day, an export's date) are Brasília's, whatever the server's or the browser's own zone (Brazil
 * has had no DST since 2019).
 */
export const COMPANY_TIME_ZONE = 'America/Sao_Paulo';

const isoDayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: COMPANY_TIME_ZONE });

/** The company's calendar day of a moment (now unless given), as YYYY-MM-DD. */
export const companyDay = (at = new Date()) => isoDayFormat.format(at);

const dayTextFormat = new Intl.DateTimeFormat('pt-BR', { timeZone: COMPANY_TIME_ZONE });

/**
 * A day as people read it, dd/mm/aaaa: a calendar day ('2024-01-31') as it is, an instant as the company's
 * day it fell on; '' for neither. The portal's dates and the exports' cells alike.
 */
export function companyDayText(value: string | Date): string {
  if (typeof value === 'string' && isIsoDay(value)) return dayText(value);
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? '' : dayTextFormat.format(instant);
}

/** A moment as the company's clock reads it in pt-BR, '06/12/2026, 18:49:03': when a PDF was made. */
export const companyClock = (at: Date) => at.toLocaleString('pt-BR', { timeZone: COMPANY_TIME_ZONE });

export const INVALID_DATE = 'Data inválida: use o formato AAAA-MM-DD.';

/** A real calendar day written YYYY-MM-DD (2026-02-30 is refused). */
export const day = z.string().refine((text) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}, INVALID_DATE);
