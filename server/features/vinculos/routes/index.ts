// The lists of /userPersonsLinks (the API's name for vínculos), the kit's lists of a view (./lists.ts).
// Only link managers (administrators, team members and superusers) get here; the links' writes are the
// kit's (../parts.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { vinculos } from '../../../../common/resources/vinculos';
import { viewListRoute } from '../../../resource/viewList';
import { vinculoPersonsView, vinculoUsersView } from './lists';

const vinculoLists: FastifyPluginAsyncZod = async (app) => {
  viewListRoute(app, vinculos, vinculoUsersView);
  viewListRoute(app, vinculos, vinculoPersonsView);
};

export default vinculoLists;
