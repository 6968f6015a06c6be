// The multipart fields budget under uploads that progress in step (issue 25, hole 3): refusing whoever asks
// when the budget is full let 40 such uploads each hold a few fields and be refused in turn, none served
// (CI saw all 40 answer 503). The oldest request's reserve makes at least one finish every time.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { fieldsBudget } from '../../server/platform/http/fieldsBudget';
import { HttpError } from '../../server/platform/errors';

const MiB = 1024 * 1024;
const FIELDS = 19;
const UPLOADS = 40;

/** The budget's two hooks, called here where Fastify would call them when an answer is sent. */
function budgetWithHooks(total: number) {
  const hooks: Record<string, (request: FastifyRequest) => Promise<void>> = {};
  const app = { addHook: (name: string, hook: (request: FastifyRequest) => Promise<void>) => (hooks[name] = hook) };
  const budget = fieldsBudget(app as unknown as FastifyInstance, total, MiB, 21 * MiB);
  return { budget, answered: (request: FastifyRequest) => hooks.onResponse(request) };
}

describe('the multipart fields budget', () => {
  it('serves some of 40 uploads sending one field each in turn, and never holds more than the budget', async () => {
    const total = 64 * MiB;
    const { budget, answered } = budgetWithHooks(total);
    const requests = Array.from({ length: UPLOADS }, () => ({ raw: { resume() {} } }) as unknown as FastifyRequest);
    const fields = new Map(requests.map((request) => [request, 0]));
    let served = 0;
    let refused = 0;
    let peak = 0;
    for (const request of requests) budget.open(request);
    while (fields.size > 0) {
      // Answers go out after the round, as on the wire: a refusal's share returns only once its answer is
      // sent, while the other uploads' fields keep arriving.
      const done: FastifyRequest[] = [];
      for (const [request, count] of fields) {
        try {
          budget.charge(request, MiB);
          peak = Math.max(peak, budget.held());
          if (count + 1 < FIELDS) {
            fields.set(request, count + 1);
            continue;
          }
          served += 1;
        } catch (error) {
          expect(error).toBeInstanceOf(HttpError);
          expect((error as HttpError).statusCode).toBe(503);
          refused += 1;
        }
        fields.delete(request);
        done.push(request);
      }
      for (const request of done) await answered(request);
    }
    expect(served).toBeGreaterThan(0);
    expect(served + refused).toBe(UPLOADS);
    expect(peak).toBeLessThanOrEqual(total);
    expect(budget.held()).toBe(0);
  });
});
