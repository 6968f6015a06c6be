// Answers serialised by fast-json-stringify, compiled once per route from the route's zod response schema
// (its JSON Schema, as /api/docs shows it), instead of fastify-type-provider-zod's serializer, which runs
// a full zod encode of every answer before JSON.stringify (issue 26: the list answers' biggest cost after
// the guard). Like the zod serializer it writes only the declared properties (a column added to a row
// never leaks). A schema JSON Schema cannot express (a transform, a codec) keeps the zod serializer.
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

/** `anyOf: [{type: 'string'}, {type: 'null'}]` (zod's nullable) as `type: ['string', 'null']`, which the compiled code checks cheaply. */
function simplify(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(simplify);
  if (!schema || typeof schema !== 'object') return schema;
  const out: JsonSchema = Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, simplify(value)]));
  const anyOf = out.anyOf as JsonSchema[] | undefined;
  if (anyOf?.every((member) => Object.keys(member).length === 1 && typeof member.type === 'string')) {
    delete out.anyOf;
    out.type = anyOf.map((member) => member.type);
  }
  return out;
}

/** True when the schema holds a step JSON Schema cannot carry out (a transform, a pipe, a codec). */
function hasTransform(schema: z.ZodType): boolean {
  let found = false;
  z.toJSONSchema(schema, {
    io: 'output',
    unrepresentable: 'any',
    override: ({ zodSchema }) => {
      const type = (zodSchema as { _zod: { def: { type: string } } })._zod.def.type;
      if (type === 'transform' || type === 'pipe') found = true;
    },
  });
  return found;
}

export const responseSerializerCompiler: FastifySerializerCompiler<unknown> = (route) => {
  const { schema } = route;
  if (!(schema instanceof z.ZodType) || hasTransform(schema)) {
    return zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
  }
  // Unrepresentable leaves (z.custom timestamps, dates) become {}: written as JSON.stringify writes them.
  const json = simplify(z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any', target: 'draft-7' })) as JsonSchema;
  delete json.$schema;
  return fastJson(json) as (data: unknown) => string;
};
