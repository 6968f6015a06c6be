// The two lists of /userPersonsLinks, both the kit's lists of a view (server/resource/viewList.ts): the
// users whose links a manager looks after (GET /details) and the persons linked to one user (GET
// /user/{user_id}/persons, the persons' declared filters and sort, the user answered beside them).
import { eq, inArray, sql } from 'drizzle-orm';
import { EXTERNAL_ROLES } from '../../../../common/enums';
import { persons as personsDeclaration } from '../../../../common/resources/persons';
import { partner } from '../../../../common/resources/vinculos';
import { allOf } from '../../../resource/crud';
import { persons, vinculosTable, users } from '../../../platform/db/schema';
import type { ListView } from '../../../resource/listView';
import { getUserOr404 } from '../../users/public';

/** The user at the partner's end of a link, missing: for the link's create and the list of its persons. */
export const PARTNER_NOT_FOUND = 'Usuário não encontrado';

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

/**
 * GET /user/{user_id}/persons: the persons linked to one user, by name unless sorted otherwise; the user
 * (404 'Usuário não encontrado' when none) is answered beside them, as the portal heads the page with
 * 'Parceiro: {name}' and a team member may not read /users/{id}.
 */
export const vinculoPersonsView: ListView = {
  path: '/user/:user_id/persons',
  summary: 'As pessoas vinculadas a um usuário',
  table: persons,
  rows: personsDeclaration,
  where: (userId) => inArray(persons.id, sql`(SELECT ${vinculosTable.person_id} FROM ${vinculosTable} WHERE ${vinculosTable.user_id} = ${userId})`),
  order: { field: 'name', direction: 'asc' },
  parent: {
    param: 'user_id',
    key: 'user',
    schema: partner,
    // The row as stored: the answer writes only the schema's fields (server/platform/http/responseSerializer.ts).
    read: (db, id) => getUserOr404(db, id, PARTNER_NOT_FOUND),
  },
};
