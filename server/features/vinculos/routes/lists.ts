// The two lists of /userPersonsLinks: the users whose links a manager looks after (GET /details) and
// the persons linked to one user (GET /user/{user_id}/persons). Both answer {data, count}.
import { asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { EXTERNAL_ROLES } from '../../../../common/enums';
import { normalizeDocument } from '../../../../common/documents';
import { allOf, listRows, type Page } from '../../../resource/crud';
import type { Executor } from '../../../platform/db/client';
import { persons, vinculosTable, users } from '../../../platform/db/schema';
import { containsText } from '../../../resource/crud';
import { sortOrder, type SortParams } from '../../../resource/listSort';
import { vinculoUserSortColumns, type VinculoPersonsFilters } from './schemas';

const vinculosCount = sql<number>`(
  SELECT count(*) FROM ${vinculosTable} WHERE ${vinculosTable.user_id} = ${users.id}
)`.mapWith(Number);

/**
 * GET /details answers the rows of the portal's /Vinculos list (Nome Completo, Email, Função, Status):
 * the external users (EXTERNAL_ROLES, superusers excluded), active or not, each with how many persons
 * are linked to it. Staff already see every row, so links only matter for external users; those are the
 * users a link manager looks after. `query` matches the name or the email.
 */
export async function vinculoUsersPage(
  db: Executor,
  opts: { query?: string; page: Page; sort: SortParams<keyof typeof vinculoUserSortColumns> },
) {
  const where = allOf(
    inArray(users.role, [...EXTERNAL_ROLES]),
    eq(users.is_superuser, false),
    opts.query ? containsText([users.full_name, users.email], opts.query) : undefined,
  );
  const data = await db
    .select({
      id: users.id,
      full_name: users.full_name,
      email: users.email,
      role: users.role,
      is_active: users.is_active,
      person_id: users.person_id,
      links_count: vinculosCount,
    })
    .from(users)
    .where(where)
    .orderBy(...sortOrder(vinculoUserSortColumns, opts.sort, users.id, [asc(users.full_name), asc(users.id)]))
    .limit(opts.page.limit)
    .offset(opts.page.skip);
  return { data, count: await db.$count(users, where) };
}

/** Name, trade name or document contain the text; a formatted document (123.456.789-09) also matches. */
function personMatches(text: string): SQL | undefined {
  const document = normalizeDocument(text);
  return or(
    containsText([persons.name, persons.trade_name, persons.document], text),
    document && document !== text ? containsText([persons.document], document) : undefined,
  );
}

export async function vinculoPersonsPage(db: Executor, userId: number, filters: VinculoPersonsFilters, page: Page) {
  const linked = sql`(
    SELECT ${vinculosTable.person_id} FROM ${vinculosTable} WHERE ${vinculosTable.user_id} = ${userId}
  )`;
  return listRows(db, persons, {
    where: allOf(
      inArray(persons.id, linked),
      filters.person_type !== undefined && eq(persons.person_type, filters.person_type),
      filters.query ? personMatches(filters.query) : undefined,
    ),
    orderBy: [asc(persons.name), asc(persons.id)],
    page,
  });
}
