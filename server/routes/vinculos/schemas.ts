// Request and answer shapes of /userPersonsLinks: the declaration's (common/resources/vinculos.ts), with
// the paging, sorting and path params the routes add.
import { z } from 'zod';
import { pageOf } from '../../../common/resources/apiValues';
import {
  createLinkBody,
  linkedPerson,
  linkedPersonsFilters,
  linkedUser,
  linkedUsersFilters,
  partner,
  vinculos,
} from '../../../common/resources/vinculos';
import { idParams, pageQuery } from '../../crud';
import { users } from '../../db/schema';
import { sortQuery } from '../../listSort';
import { declaredColumns } from '../../resources/declaredColumns';

export type CreateLinkBody = z.infer<typeof createLinkBody>;

/** The columns the /Vinculos list sorts by: the declaration's sortable fields. */
export const linkedUserSortColumns = declaredColumns(vinculos.fields, users, 'sortable');

export const detailsQuery = pageQuery.extend(linkedUsersFilters.shape).extend(sortQuery(linkedUserSortColumns).shape);
export const linkedUsersAnswer = pageOf(linkedUser);

export const userParams = idParams('user_id');

export const linkedPersonsQuery = pageQuery.extend(linkedPersonsFilters.shape);
export type LinkedPersonsFilters = Omit<z.infer<typeof linkedPersonsQuery>, 'skip' | 'limit'>;
/** One user's linked persons, and the user, whose name heads the page. */
export const linkedPersonsAnswer = pageOf(linkedPerson).extend({ user: partner });
