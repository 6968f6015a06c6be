// Request shapes of /userPersonsLinks: snake_case fields, integer ids.
import { z } from 'zod';
import { LinkCreationMethod, PersonType } from '../../../common/enums';
import { id, idParams, pageQuery } from '../../crud';
import { users } from '../../db/schema';
import { sortQuery } from '../../listSort';

const searchText = z.string().trim().max(200).optional();

export const linkKey = z.object({ user_id: id, person_id: id });

export const createLinkBody = linkKey.extend({
  /** Accepted for the portal's sake and ignored: the author of a link is always the caller. */
  created_by_id: id.nullish(),
  creation_method: z.number().int().min(1).max(32767).default(LinkCreationMethod.Manual),
});
export type CreateLinkBody = z.infer<typeof createLinkBody>;

/** The columns the /Vinculos list sorts by. */
export const linkedUserSortColumns = { full_name: users.full_name, email: users.email };

export const detailsQuery = pageQuery.extend({ query: searchText }).extend(sortQuery(linkedUserSortColumns).shape);

export const userParams = idParams('user_id');

export const linkedPersonsQuery = pageQuery.extend({
  query: searchText,
  person_type: z.coerce.number().int().min(PersonType.Individual).max(PersonType.Company).optional(),
});
export type LinkedPersonsFilters = Omit<z.infer<typeof linkedPersonsQuery>, 'skip' | 'limit'>;
