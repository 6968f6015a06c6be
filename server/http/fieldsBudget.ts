// One memory budget for the text fields of every multipart request in this process (issue 25, hole 3).
// Each request was capped (MAX_FORM_FIELDS fields of MAX_FIELD_BYTES), but the parser keeps a field's whole
// value in memory and the handler keeps every field until it answers, so 40 parallel uploads of 19 × 1 MiB
// took the server from 589 to 1,566 MB. A request now holds, from its first part until its answer is sent,
// the bytes of the fields it received plus one MAX_FIELD_BYTES for the field the parser may be filling;
// when the budget cannot cover that, it answers 503 with Retry-After and the other requests go on.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../errors';

export const SERVER_BUSY = 'Servidor ocupado, tente novamente';
/** Seconds a refused client is asked to wait: an upload in progress usually ends within them. */
const RETRY_AFTER_SECONDS = 5;

/**
 * The 503, after which the rest of the body is read and dropped (no memory: nothing keeps it), so that
 * the client, still sending, gets to read the answer instead of a connection reset mid-upload.
 */
function busy(request: FastifyRequest) {
  setImmediate(() => request.raw.resume());
  return new HttpError(503, SERVER_BUSY, { 'retry-after': String(RETRY_AFTER_SECONDS) });
}

export type FieldsBudget = {
  /** Reserves room for one field in progress for this request (once), or throws 503. */
  open(request: FastifyRequest): void;
  /** Charges a received field's bytes to this request, or throws 503. */
  charge(request: FastifyRequest, bytes: number): void;
  /** Bytes held now by every request together. */
  held(): number;
};

export function fieldsBudget(app: FastifyInstance, total: number, fieldInProgress: number): FieldsBudget {
  let held = 0;
  const byRequest = new WeakMap<FastifyRequest, number>();
  const take = (request: FastifyRequest, bytes: number) => {
    if (held + bytes > total) throw busy(request);
    held += bytes;
    byRequest.set(request, (byRequest.get(request) ?? 0) + bytes);
  };
  const release = async (request: FastifyRequest) => {
    held -= byRequest.get(request) ?? 0;
    byRequest.delete(request);
  };
  // Whatever the outcome (an answer, a refusal, a client gone), the request's share returns once.
  app.addHook('onResponse', release);
  app.addHook('onRequestAbort', release);
  return {
    open(request) {
      if (!byRequest.has(request)) take(request, fieldInProgress);
    },
    charge(request, bytes) {
      take(request, bytes);
    },
    held: () => held,
  };
}
