// Request and answer shapes of /userPersonsLinks: the declaration's (common/resources/vinculos.ts), with
// the paging, sorting and path params the routes add.
import { z } from 'zod';
import { pageOf } from '../../../../common/resources/apiValues';
import {
  vinculoPerson,
  vinculoPersonsFilters,
  vinculoUser,
  vinculoUsersFilters,
  partner,
  vinculos,
} from '../../../../common/resources/vinculos';
import { idParams, pageQuery } from '../../../resource/crud';
import { users } from '../../../platform/db/schema';
import { sortQuery } from '../../../resource/listSort';
import { declaredColumns } from '../../../resource/declaredColumns';

/** The columns the /Vinculos list sorts by: the declaration's sortable fields. */
export const vinculoUserSortColumns = declaredColumns(vinculos.fields, users, 'sortable');

export const detailsQuery = pageQuery.extend(vinculoUsersFilters.shape).extend(sortQuery(vinculoUserSortColumns).shape);
export const vinculoUsersAnswer = pageOf(vinculoUser);

export const userParams = idParams('user_id');

export const vinculoPersonsQuery = pageQuery.extend(vinculoPersonsFilters.shape);
export type VinculoPersonsFilters = Omit<z.infer<typeof vinculoPersonsQuery>, 'skip' | 'limit'>;
/** One user's linked persons, and the user, whose name heads the page. */
export const vinculoPersonsAnswer = pageOf(vinculoPerson).extend({ user: partner });
