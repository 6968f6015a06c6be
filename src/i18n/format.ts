// R$ with 2 decimals and pt-BR dates, through Intl.
import { COMPANY_TIME_ZONE, companyDayText } from '../../common/days';

const money = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL', minimumFractionDigits: 2 });
const dateTime = new Intl.DateTimeFormat('pt-BR', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: COMPANY_TIME_ZONE,
});

const monthName = new Intl.DateTimeFormat('pt-BR', { month: 'short', year: 'numeric', timeZone: 'UTC' });
/** A calendar month as the API carries it, '2026-03', as 'mar. de 2026'; anything else as it is. */
export const formatMonth = (month: string) => (/^\d{4}-(0[1-9]|1[0-2])$/.test(month) ? monthName.format(new Date(`${month}-01T00:00:00Z`)) : month);

const toNumber = (value: number | string | null | undefined) =>
  value === null || value === undefined || value === '' ? null : Number(value);

export function formatMoney(value: number | string | null | undefined): string {
  const n = toNumber(value);
  return n === null || Number.isNaN(n) ? '—' : money.format(n);
}

const compactMoney = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL', notation: 'compact' });

/** A rounded amount where room is short, as a chart's axis: 'R$ 500 mil', 'R$ 2 mi', 'R$ 1,5 mil'. */
export function formatMoneyCompact(value: number): string {
  return compactMoney.format(value);
}

const thousands = /\B(?=(\d{3})+(?!\d))/g;

/**
 * An exact decimal text from the API with two decimals ('1234567890123.45', a sum) as 'R$ 1.234.567.890.123,45', digit by
 * digit: a JavaScript number would round sums past 2^53 centavos.
 */
export function formatMoneyText(value: string | null | undefined): string {
  const match = /^(-?)(\d+)(?:\.(\d*))?$/.exec(value?.trim() ?? '');
  if (!match) return formatMoney(value);
  const [, sign, whole, fraction = ''] = match;
  const cents = `${fraction}00`.slice(0, 2);
  const exact = `${whole.replace(/^0+(?=\d)/, '').replace(thousands, '.')},${cents}`;
  return `${sign}R$\u00a0${exact}`;
}

/** A date-only value ('2024-01-31') is a calendar day, not an instant: format it without shifting. */
export function formatDate(value: string | Date | null | undefined): string {
  return (value && companyDayText(value)) || '—';
}

export function formatDateTime(value: string | Date | null | undefined): string {
  if (!value) return '—';
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? '—' : dateTime.format(instant);
}

const decimals2 = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Bytes, KB, MB or GB with 2 decimals, unit 1024: '512 Bytes', '1,50 KB', '50,00 MB'. */
export function formatBytes(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || Number.isNaN(bytes) || bytes < 0) return '—';
  const units = ['Bytes', 'KB', 'MB', 'GB'];
  const i = bytes === 0 ? 0 : Math.min(units.length - 1, Math.floor(Math.log(bytes) / Math.log(1024)));
  return i === 0 ? `${bytes} Bytes` : `${decimals2.format(bytes / 1024 ** i)} ${units[i]}`;
}

export function formatPercent(value: number | string | null | undefined): string {
  const n = toNumber(value);
  return n === null || Number.isNaN(n) ? '—' : `${n.toLocaleString('pt-BR', { maximumFractionDigits: 2 })}%`;
}

const counts = new Intl.NumberFormat('pt-BR');

/** A count with pt-BR thousands dots: 1.234. */
export const formatCount = (value: number): string => counts.format(value);
