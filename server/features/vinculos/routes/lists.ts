// The two lists of /userPersonsLinks: the users whose links a manager looks after (GET /details, the
// kit's list of a view) and the persons linked to one user (GET /user/{user_id}/persons). Both answer
// {data, count}.
import { asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { EXTERNAL_ROLES } from '../../../../common/enums';
import { normalizeDocument } from '../../../../common/documents';
import { allOf, listRows, type Page } from '../../../resource/crud';
import type { Executor } from '../../../platform/db/client';
import { persons, vinculosTable, users } from '../../../platform/db/schema';
import { containsText } from '../../../resource/crud';
import type { ListView } from '../../../resource/viewList';
import type { VinculoPersonsFilters } from './schemas';

/**
 * GET /details answers the rows of the portal's /Vinculos list (Nome Completo, Email, Função, Status):
 * the external users (EXTERNAL_ROLES, superusers excluded), active or not, each with how many persons
 * are linked to it. Staff already see every row, so links only matter for external users; those are the
 * users a link manager looks after. The kit lists them by the declaration (`query` matches the name or
 * the email, its sortable fields and default order).
 */
export const vinculoUsersView: ListView = {
  path: '/details',
  summary: 'Os parceiros e quantas pessoas cada um tem vinculadas',
  table: users,
  where: allOf(inArray(users.role, [...EXTERNAL_ROLES]), eq(users.is_superuser, false)),
  added: {
    links_count: sql<number>`(
      SELECT count(*) FROM ${vinculosTable} WHERE ${vinculosTable.user_id} = ${users.id}
    )`.mapWith(Number),
  },
};

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
