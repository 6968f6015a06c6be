// A calendar day as people in Brazil type and read it (dd/mm/aaaa) and as the API carries it (aaaa-mm-dd).
// The portal's day inputs show the first and send the second, whatever the browser's own date order.

/** A typed day the portal cannot read as one. */
export const TYPED_DAY_INVALID = 'Data inválida: use o formato dd/mm/aaaa.';

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether a value is written as a whole day, aaaa-mm-dd (not a day half typed). */
export const isIsoDay = (value: string) => ISO_DAY.test(value);
const TYPED_DAY = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** '2026-03-10' as '10/03/2026'; anything else (a day half typed) as it is. */
export function dayText(value: unknown): string {
  if (typeof value !== 'string') return '';
  const match = ISO_DAY.exec(value);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : value;
}

/**
 * '10/03/2026' as '2026-03-10' when it names a real day; anything else as typed (blank: null), so the
 * schema refuses it with its own message rather than the input guessing.
 */
export function dayValue(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const match = TYPED_DAY.exec(trimmed);
  if (!match) return trimmed;
  const [, d, m, y] = match;
  const day = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  const real = day.getUTCFullYear() === Number(y) && day.getUTCMonth() === Number(m) - 1 && day.getUTCDate() === Number(d);
  return real ? `${y}-${m}-${d}` : trimmed;
}
