// The dashboard's query: a period of whole days (from/to, YYYY-MM-DD, both included, in the company's
// time zone) and whether to narrow to the caller's own opportunities. Without dates: the current month.
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { COMPANY_TIME_ZONE, companyDay, day } from '../../../common/days';
import { queryBool } from '../../resource/crud';

/**
 * Days start and end in the company's time zone: its name as an SQL literal, not a parameter, so a GROUP BY
 * repeats the very same expression.
 */
export const timeZoneSql = sql.raw(`'${COMPANY_TIME_ZONE}'`);

export { INVALID_DATE } from '../../../common/days';
export const INVERTED_PERIOD = 'A data inicial deve ser anterior ou igual à data final.';

export const dashboardQuery = z
  .object({ from: day.optional(), to: day.optional(), mine: queryBool.default(false) })
  .superRefine((query, ctx) => {
    if (query.from && query.to && query.from > query.to) {
      ctx.addIssue({ code: 'custom', path: ['from'], message: INVERTED_PERIOD });
    }
  });
export type DashboardQuery = z.infer<typeof dashboardQuery>;

export type Period = { from: string; to: string };

/** The query's period, the current month filling what is missing. */
export function periodOf(query: DashboardQuery, now = new Date()): Period {
  const current = companyDay(now);
  const to = query.to ?? (query.from && query.from > current ? query.from : current);
  return { from: query.from ?? `${to.slice(0, 8)}01`, to };
}

/** The instant a day starts in the company's time zone. */
export const dayStart = (date: string) => sql`((${date}::date)::timestamp AT TIME ZONE ${timeZoneSql})`;
/** The instant the day after starts: periods include their last day. */
export const dayEnd = (date: string) => sql`((${date}::date + 1)::timestamp AT TIME ZONE ${timeZoneSql})`;
