// Reading multipart/form-data with the API's answers for what a client can get wrong: a body the parser
// cannot read (no boundary, not multipart at all, no closing boundary) is 400, and too many text fields
// or a field over its size is 413. The parser (busboy, through @fastify/multipart, configured in
// server/app.ts) keeps at most MAX_FIELD_BYTES of a field and stops at MAX_FORM_FIELDS fields, so the
// refusal comes before the memory is spent. Across requests, every field draws on the process's
// MULTIPART_FIELDS_BUDGET (./fieldsBudget.ts).
import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../errors';

/** Text fields one form may carry: the create form's seven plus one description per file, with room. */
export const MAX_FORM_FIELDS = 20;
export const MAX_FIELD_BYTES = 1024 * 1024;

export const MALFORMED_MULTIPART = 'O corpo da requisição não é um formulário multipart/form-data válido.';
export const TOO_MANY_FIELDS = `O formulário tem campos demais (máximo de ${MAX_FORM_FIELDS}).`;
export const fieldTooLarge = (name: string) =>
  `O campo ${name} excede o limite de ${MAX_FIELD_BYTES / (1024 * 1024)}MB.`;

const malformed = () => new HttpError(400, MALFORMED_MULTIPART);
const tooManyFields = () => new HttpError(413, TOO_MANY_FIELDS);

/** The parser's own limit errors, which the caller translates (files) or which mean too many fields. */
const LIMIT_CODES = new Set(['FST_FILES_LIMIT', 'FST_REQ_FILE_TOO_LARGE', 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT']);

/** What a failure of the parser means for the client; errors of the caller's own work pass unchanged. */
function fromParser(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return tooManyFields();
  if (code && LIMIT_CODES.has(code)) return error;
  return malformed();
}

/**
 * The parts of a multipart request, in order; `limits` narrows the app's for one route. A file part's
 * stream reports a body cut short as a malformed form too: a consumer that fails reading it gets the 400
 * from `failure(error)`.
 */
export async function* multipartParts(
  request: FastifyRequest,
  limits: { files?: number; fileSize?: number } = {},
): AsyncGenerator<Multipart> {
  const budget = request.server.fieldsBudget;
  budget.open(request);
  let iterator: AsyncIterator<Multipart>;
  try {
    iterator = request.parts({ limits })[Symbol.asyncIterator]();
  } catch (error) {
    throw fromParser(error);
  }
  for (;;) {
    let next: IteratorResult<Multipart>;
    try {
      next = await iterator.next();
    } catch (error) {
      throw fromParser(error);
    }
    if (next.done) return;
    const part = next.value;
    if (part.type === 'field' && part.valueTruncated) throw new HttpError(413, fieldTooLarge(part.fieldname));
    if (part.type === 'field') budget.charge(request, Buffer.byteLength(String(part.value)));
    if (part.type === 'file') markStreamErrors(part);
    yield part;
  }
}

const kParserError = Symbol('multipart parser error');

/**
 * Busboy fails a file's stream with a plain Error when the body ends inside it; remember that error as
 * the parser's. A consumer's own failures also reach the stream (a pipeline destroys its source with
 * them), but they are HttpErrors or system errors, which carry a code.
 */
function markStreamErrors(part: Multipart & { type: 'file' }) {
  const mark = (error: Error & { code?: string; [kParserError]?: boolean }) => {
    if (!(error instanceof HttpError) && !error.code) error[kParserError] = true;
  };
  // With the whole body already read, the stream may have failed before it is handed over.
  if (part.file.errored) mark(part.file.errored);
  part.file.on('error', mark);
}

/** A file stream's error raised by the parser (the body was cut short) is the client's 400. */
export function failure(error: unknown): unknown {
  return (error as { [kParserError]?: boolean } | null)?.[kParserError] ? malformed() : error;
}
