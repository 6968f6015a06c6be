// One place turns every failure into the API's error shape:
// {"detail": "..."} for most, and 422 {"detail": [{loc, msg, type}]} for validation.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError, type ValidationIssue } from '../errors';
import { NUL_MESSAGE, NUL_TYPE } from './refuseNul';

const LOCATION: Record<string, string> = { body: 'body', querystring: 'query', params: 'path', headers: 'header' };

/** PostgreSQL error codes a bad request can still reach, with what to answer. */
const PG_ERRORS: Record<string, [number, string]> = {
  '23505': [409, 'Já existe um registro com estes dados.'],
  '23503': [409, 'O registro está em uso ou referencia um registro inexistente.'],
  '23514': [422, 'Valor fora do permitido.'],
  '22P02': [422, 'Valor em formato inválido.'],
  '22001': [422, 'Texto maior que o permitido.'],
  '22003': [422, 'Número fora do intervalo permitido.'],
};

/** Text PostgreSQL cannot hold: a NUL character (22021) or one it cannot translate (22P05). */
const PG_BAD_CHARACTER = new Set(['22021', '22P05']);
export function pgErrorCode(error: unknown): string | undefined {
  let current = error as { code?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; current && depth < 4; depth++) {
    if (typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code)) return current.code;
    current = current.cause as typeof current;
  }
  return undefined;
}

export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError) {
    return reply.code(error.statusCode).headers(error.headers).send({ detail: error.detail });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const where = LOCATION[(error as { validationContext?: string }).validationContext ?? 'body'] ?? 'body';
    const detail: ValidationIssue[] = error.validation.map((issue) => ({
      loc: [where, ...issue.instancePath.split('/').filter(Boolean).map((p) => (/^\d+$/.test(p) ? Number(p) : p))],
      msg: issue.message ?? 'Valor inválido',
      type: String(issue.keyword),
    }));
    return reply.code(422).send({ detail });
  }
  const pgCode = pgErrorCode(error);
  if (pgCode && PG_BAD_CHARACTER.has(pgCode)) {
    // What refuseNulInput could not see (a multipart field, text built by a handler) still is bad input.
    request.log.info({ pgCode, err: error }, 'database refused a character');
    const where = request.method === 'GET' || request.method === 'DELETE' ? 'query' : 'body';
    return reply.code(422).send({ detail: [{ loc: [where], msg: NUL_MESSAGE, type: NUL_TYPE }] });
  }
  if (pgCode && PG_ERRORS[pgCode]) {
    const [status, detail] = PG_ERRORS[pgCode];
    request.log.info({ pgCode, err: error }, 'database refused the write');
    return reply.code(status).send({ detail });
  }
  const status = error.statusCode ?? 500;
  if (status === 429) return reply.code(429).send({ detail: (error as { detail?: string }).detail ?? error.message });
  if (status >= 400 && status < 500) {
    return reply.code(status).send({ detail: clientErrorDetail(error) });
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply.code(500).send({ detail: 'Erro interno do servidor' });
}

function clientErrorDetail(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'Corpo da requisição inválido: JSON malformado.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Tipo de conteúdo não suportado.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
      return 'Conteúdo maior que o permitido.';
    case 'FST_FILES_LIMIT':
      return 'Máximo de 10 arquivos permitidos';
    default:
      return error.message;
  }
}
