import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const health: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', { config: { access: 'public' }, schema: { hide: true } }, async (_request, reply) => {
    try {
      await app.db.execute(sql`SELECT 1`);
      return { status: 'ok' };
    } catch {
      return reply.code(503).send({ detail: 'Banco de dados indisponível' });
    }
  });
};

export default health;
