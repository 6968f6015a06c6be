// A form route reads multipart/form-data as it reads application/x-www-form-urlencoded (what FastAPI's
// Form parameters do): clients built on FormData, such as the template's generated TypeScript client,
// send the login that way. Used as the route's preValidation, so the body schema then judges both
// encodings alike. A name sent twice becomes a list, as @fastify/formbody makes it.
import type { FastifyRequest } from 'fastify';
import { unprocessable } from '../errors';
import { multipartParts } from './multipartParts';

export const NO_FILES = 'Este formulário não aceita arquivos.';

export async function multipartFormBody(request: FastifyRequest) {
  if (!request.isMultipart()) return;
  const body: Record<string, string | string[]> = {};
  try {
    for await (const part of multipartParts(request, { files: 0 })) {
      if (part.type !== 'field') continue;
      const value = String(part.value);
      const earlier = body[part.fieldname];
      body[part.fieldname] = earlier === undefined ? value : [earlier, value].flat();
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_FILES_LIMIT') throw unprocessable(['body'], NO_FILES);
    throw error;
  }
  request.body = body;
}
