// A small closed-loop load generator: `connections` keep-alive connections, each sending the next request
// as soon as the previous answer is read, for a bounded time and number of requests.
import http from 'node:http';

export type Target = { port: number; path: string; headers: Record<string, string> };
export type Measurement = {
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
};

function send(agent: http.Agent, target: Target): Promise<{ ms: number; ok: boolean; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.request(
      { host: '127.0.0.1', port: target.port, path: target.path, headers: target.headers, agent },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            ms: performance.now() - started,
            ok: response.statusCode === 200,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    request.on('error', reject);
    request.end();
  });
}

/** One request's answer as bytes (a file), for checking it before measuring. */
export async function fetchBody(target: Target): Promise<Buffer> {
  const agent = new http.Agent({ keepAlive: false });
  const { ok, body } = await send(agent, target);
  if (!ok) throw new Error(`GET ${target.path} failed: ${body.toString('utf8')}`);
  return body;
}

/** One request, for checking an answer before measuring. */
export const fetchJson = async (target: Target): Promise<unknown> => JSON.parse((await fetchBody(target)).toString('utf8'));

const percentile = (sorted: number[], q: number) => sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)] ?? NaN;

export async function measure(
  target: Target,
  opts: { connections: number; durationMs: number; maxRequests: number },
): Promise<Measurement> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.connections });
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + opts.durationMs;
  const worker = async () => {
    while (performance.now() < deadline && latencies.length + errors < opts.maxRequests) {
      const { ms, ok } = await send(agent, target);
      if (ok) latencies.push(ms);
      else errors += 1;
    }
  };
  await Promise.all(Array.from({ length: opts.connections }, worker));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  const sorted = latencies.sort((a, b) => a - b);
  return {
    requests: sorted.length,
    errors,
    rps: sorted.length / elapsed,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    max: sorted.at(-1) ?? NaN,
  };
}
