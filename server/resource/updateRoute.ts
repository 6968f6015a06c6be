// PUT and PATCH as one route (server/resource/crud.ts UPDATE_METHODS): both change only the fields sent.
import type {
  ContextConfigDefault,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Permission } from '../../common/policy';
import { UPDATE_METHODS } from './crud';

type App = Parameters<FastifyPluginAsyncZod>[0];

/** The handler of a route with this schema, its request typed by the schema's zod parts. */
type Handler<S extends FastifySchema> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  S,
  ZodTypeProvider
>;

export function updateRoute<S extends FastifySchema>(app: App, url: string, access: Permission, schema: S, handler: Handler<S>) {
  app.route({ method: [...UPDATE_METHODS], url, config: { access }, schema, handler });
}
