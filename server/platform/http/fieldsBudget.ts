// One memory budget for the text fields of every multipart request in this process (issue 25, hole 3).
// Each request was capped (MAX_FORM_FIELDS fields of MAX_FIELD_BYTES), but the parser keeps a field's whole
// value in memory and the handler keeps every field until it answers, so 40 parallel uploads of 19 × 1 MiB
// took the server from 589 to 1,566 MB. A request now holds, from its first part until its answer is sent,
// the bytes of the fields it received plus one MAX_FIELD_BYTES for the field the parser may be filling;
// when the budget cannot cover that, it answers 503 with Retry-After and the other requests go on.
// Refusing whoever asks when the budget is full can starve everyone: 40 uploads progressing in step each
// hold a few fields when it fills, every one of them is refused in turn, and none is served (CI saw all 40
// answer 503). So one request's worst case is kept in reserve for the oldest request still reading, which
// alone may draw on it: the oldest always finishes, and the others go on as room returns.
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

/**
 * `perRequest` is the most one request can hold (its fields at their limits plus one in progress); that
 * much of `total` is the oldest request's reserve.
 */
export function fieldsBudget(app: FastifyInstance, total: number, fieldInProgress: number, perRequest: number): FieldsBudget {
  let held = 0;
  const reserve = Math.min(perRequest, total);
  /** Every request holding a share, oldest first (a Map keeps insertion order). */
  const byRequest = new Map<FastifyRequest, number>();
  const oldest = () => byRequest.keys().next().value;
  const take = (request: FastifyRequest, bytes: number) => {
    const limit = oldest() === request || byRequest.size === 0 ? total : total - reserve;
    if (held + bytes > limit) throw busy(request);
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
