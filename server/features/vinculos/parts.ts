// The vínculos resource's server part: the kit serves POST /userPersonsLinks and DELETE /userPersonsLinks
// (a link named by its user and person, the declaration's rowKey; the primary key answers a second link
// 409 'Vínculo já existe'); its two lists, of users and of one user's persons, are the kit's lists of a
// view (./routes/lists.ts). Only link managers (administrators, team members and superusers) get to them.
import type { ServerParts } from '../../resource/parts';
import { findPerson } from '../persons/public';
import { getUserOr404 } from '../users/public';
import { PARTNER_NOT_FOUND, vinculoPersonsView, vinculoUsersView } from './routes/lists';

export const vinculoParts: ServerParts = {
  hooks: {
    // Both ends exist: a 404 naming the missing one, not a foreign key's refusal.
    beforeCreate: async (values, { tx, user }) => {
      await getUserOr404(tx, Number(values.user_id), PARTNER_NOT_FOUND);
      await findPerson(tx, user, Number(values.person_id));
      return values;
    },
  },
  views: [vinculoUsersView, vinculoPersonsView],
};
