// PUT and GET /persons/sync-odoo/{person_id}: a person's background Odoo sync (server/platform/jobs/).
import { personScope } from '../../../platform/auth/scope';
import { getOr404 } from '../../../resource/crud';
import { persons } from '../../../platform/db/schema';
import { syncRoutes } from '../../../platform/jobs/routes';
import { PERSON_NOT_FOUND } from '../access';

export default syncRoutes({
  kind: 'person',
  path: '/sync-odoo/:person_id',
  param: 'person_id',
  tag: 'persons',
  summary: 'Cria ou atualiza o parceiro (res.partner) da pessoa no Odoo',
  access: { sync: 'persons.syncOdoo', read: 'persons.read' },
  findInScope: (request, id) => getOr404(request.server.db, persons, id, PERSON_NOT_FOUND, personScope(request.user)),
});
