// GET /enums/estagios, /enums/teses, /enums/status: the lookup tables, each a plain array of
// {id, name} in display order (stages in pipeline order). Teses lists the active theses only: the ones a
// new opportunity may choose.
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { oportunidadeEnum } from '../../../../common/resources/oportunidades';
import { resultStatuses, stages, theses } from '../../../platform/db/schema';
import { routeOptions } from '../../../platform/http/routeOptions';

const enums: FastifyPluginAsyncZod = async (app) => {
  const options = (summary: string) => routeOptions('oportunidades.list', summary, { response: { 200: oportunidadeEnum } });

  app.get('/enums/estagios', options('Os estágios, na ordem do funil'), () =>
    app.db.select({ id: stages.id, name: stages.name }).from(stages).orderBy(asc(stages.position)),
  );
  app.get('/enums/teses', options('As teses ativas'), () =>
    app.db.select({ id: theses.id, name: theses.name }).from(theses).where(eq(theses.ativa, true)).orderBy(asc(theses.id)),
  );
  app.get('/enums/status', options('Os status de resultado'), () =>
    app.db.select().from(resultStatuses).orderBy(asc(resultStatuses.id)),
  );
};

export default enums;
