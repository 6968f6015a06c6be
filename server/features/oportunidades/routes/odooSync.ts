// PUT and GET /oportunidades/sync/{oportunidade_id}: queue the opportunity's Odoo sync
// (server/features/oportunidades/odooSync.ts) and read its state.
import { syncRoutes } from '../../../platform/jobs/routes';
import { findOportunidade } from '../access';

export default syncRoutes({
  kind: 'oportunidade',
  path: '/sync/:oportunidade_id',
  param: 'oportunidade_id',
  tag: 'oportunidades',
  summary: 'Cria ou atualiza a oportunidade (crm.lead) no Odoo',
  access: { sync: 'oportunidades.sync', read: 'oportunidades.read' },
  findInScope: (request, id) => findOportunidade(request.server.db, request.user, id),
});
