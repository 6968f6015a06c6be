// Calendar days as the API takes them: YYYY-MM-DD, a real day of the calendar.
import { z } from 'zod';

export const INVALID_DATE = 'Data inválida: use o formato AAAA-MM-DD.';

/** A real calendar day written YYYY-MM-DD (2026-02-30 is refused). */
export const day = z.string().refine((text) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}, INVALID_DATE);
