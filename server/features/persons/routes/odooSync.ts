// PUT and GET /persons/sync-odoo/{person_id}: a person's background Odoo sync (server/platform/jobs/).
import { syncRoutes } from '../../../platform/jobs/routes';
import { findPerson } from '../access';

export default syncRoutes({
  kind: 'person',
  path: '/sync-odoo/:person_id',
  param: 'person_id',
  tag: 'persons',
  summary: 'Cria ou atualiza o parceiro (res.partner) da pessoa no Odoo',
  access: { sync: 'persons.syncOdoo', read: 'persons.read' },
  findInScope: (request, id) => findPerson(request.server.db, request.user, id),
});
