// GET /enums/estagios, /enums/teses, /enums/status: the lookup tables, each a plain array of
// {id, name} in display order (stages in pipeline order). Teses lists the active theses only: the ones a
// new opportunity may choose.
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resultStatuses, stages, theses } from '../../db/schema';

const enums: FastifyPluginAsyncZod = async (app) => {
  const access = { access: 'oportunidades.list' } as const;

  app.get('/enums/estagios', { config: access }, () =>
    app.db.select({ id: stages.id, name: stages.name }).from(stages).orderBy(asc(stages.position)),
  );
  app.get('/enums/teses', { config: access }, () =>
    app.db.select({ id: theses.id, name: theses.name }).from(theses).where(eq(theses.ativa, true)).orderBy(asc(theses.id)),
  );
  app.get('/enums/status', { config: access }, () =>
    app.db.select().from(resultStatuses).orderBy(asc(resultStatuses.id)),
  );
};

export default enums;
