// A route's options as every /api/v1 route writes them: the guard's rule (config.access, read by
// ../auth/guard.ts) and the schema that checks the request, shapes the answer and sums the route up in
// /api/docs. One call rather than Fastify's two nested objects, so a route's head reads as what it serves.
import type { FastifyContextConfig, FastifySchema } from 'fastify';
import type { Access } from '../auth/guard';

export function routeOptions<S extends FastifySchema>(
  access: Access,
  summary: string,
  schema: S,
  config: Omit<FastifyContextConfig, 'access'> = {},
) {
  return { config: { ...config, access }, schema: { ...schema, summary } };
}
