// A period of whole days split into the whole calendar months it covers, which the monthly counters of
// migration 0010 answer, and the days at its ends outside them, which are read from the rows.
import type { Period } from './period';

export type MonthSplit = {
  /** First days ('YYYY-MM-01') of the first and last whole months, both included; absent when none. */
  months?: { first: string; last: string };
  /** The parts of the period outside those months (none, one or two). */
  edges: Period[];
};

const utc = (date: string) => new Date(`${date}T00:00:00Z`);
const iso = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (date: string, days: number) => iso(new Date(utc(date).getTime() + days * 86_400_000));
const monthStart = (date: string) => `${date.slice(0, 8)}01`;
const nextMonth = (date: string) => {
  const d = utc(monthStart(date));
  d.setUTCMonth(d.getUTCMonth() + 1);
  return iso(d);
};

export function splitByMonths(period: Period): MonthSplit {
  const first = period.from === monthStart(period.from) ? period.from : nextMonth(period.from);
  const afterTo = addDays(period.to, 1);
  const end = afterTo === monthStart(afterTo) ? afterTo : monthStart(period.to);
  if (first >= end) return { edges: [period] };
  const edges: Period[] = [];
  if (period.from < first) edges.push({ from: period.from, to: addDays(first, -1) });
  if (end <= period.to) edges.push({ from: end, to: period.to });
  return { months: { first, last: monthStart(addDays(end, -1)) }, edges };
}
