// A preValidation hook that refuses text PostgreSQL cannot store (a NUL character) before any handler
// sends it to the database; errorHandler.ts answers the same way for what this cannot see.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../errors';

export const NUL_MESSAGE = 'O texto contém um caractere inválido (NUL).';
export const NUL_TYPE = 'string_invalid_character';

/**
 * preValidation hook: refuses a request whose path, query or body holds a NUL character anywhere (in a
 * value or a key, however deep), with a 422 naming where, before any handler sends it to the database.
 * A callback hook: most requests (no body, no `%00` in the address: Node's parser refuses a raw NUL there)
 * pass without a walk or a promise.
 */
export function refuseNulInput(request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void) {
  if (request.body === undefined && !request.url.includes('%00')) return done();
  for (const [where, value] of [
    ['path', request.params],
    ['query', request.query],
    ['body', request.body],
  ] as const) {
    const at = nulPath(value);
    if (at) return done(new HttpError(422, [{ loc: [where, ...at], msg: NUL_MESSAGE, type: NUL_TYPE }]));
  }
  done();
}

/** Where the first NUL character in a parsed input is ([] for the input itself), or undefined. */
export function nulPath(input: unknown): (string | number)[] | undefined {
  type Entry = { value: unknown; key?: string | number; parent?: Entry };
  const pathOf = (entry: Entry) => {
    const path: (string | number)[] = [];
    for (let e: Entry | undefined = entry; e?.parent; e = e.parent) path.unshift(e.key as string | number);
    return path;
  };
  // Iterative, so a deeply nested JSON body cannot overflow the stack.
  const stack: Entry[] = [{ value: input }];
  while (stack.length) {
    const entry = stack.pop() as Entry;
    const { value } = entry;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return pathOf(entry);
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push({ value: value[i], key: i, parent: entry });
    } else if (value !== null && typeof value === 'object' && !ArrayBuffer.isView(value)) {
      const keys = Object.keys(value);
      for (let i = keys.length - 1; i >= 0; i--) {
        const child: Entry = { value: (value as Record<string, unknown>)[keys[i]], key: keys[i], parent: entry };
        if (keys[i].includes('\u0000')) return pathOf(child);
        stack.push(child);
      }
    }
  }
  return undefined;
}
