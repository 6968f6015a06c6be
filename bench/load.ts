// A small closed-loop load generator: `connections` keep-alive connections, each sending the next request
// as soon as the previous answer is read, for a bounded time and number of requests. The measured
// connections are ./httpConnection.ts's, which only frame each answer: at one connection the client is on
// every request's path, and bench/floor.ts compares the API with its SQL, where the client's cost belongs
// to neither (node:http's Agent, then undici's Client, spent 2 to 2.5 times its CPU per request). An
// answer checked before measuring is read whole by undici (the client behind Node's own fetch).
import { Client } from 'undici';
import { openConnection } from './httpConnection';

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

/** One request's answer as bytes (a file), for checking it before measuring. */
export async function fetchBody(target: Target): Promise<Buffer> {
  const client = new Client(`http://127.0.0.1:${target.port}`);
  try {
    const response = await client.request({ method: 'GET', path: target.path, headers: target.headers });
    const body = Buffer.from(await response.body.arrayBuffer());
    if (response.statusCode !== 200) throw new Error(`GET ${target.path} failed: ${body.toString('utf8')}`);
    return body;
  } finally {
    await client.close();
  }
}

/** One request, for checking an answer before measuring. */
export const fetchJson = async (target: Target): Promise<unknown> => JSON.parse((await fetchBody(target)).toString('utf8'));

const percentile = (sorted: number[], q: number) => sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)] ?? NaN;

export async function measure(
  target: Target,
  opts: { connections: number; durationMs: number; maxRequests: number },
): Promise<Measurement> {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + opts.durationMs;
  const worker = async () => {
    const connection = await openConnection(target);
    while (performance.now() < deadline && latencies.length + errors < opts.maxRequests) {
      const sent = performance.now();
      const { status } = await connection.send();
      if (status === 200) latencies.push(performance.now() - sent);
      else errors += 1;
    }
    connection.close();
  };
  await Promise.all(Array.from({ length: opts.connections }, worker));
  const elapsed = (performance.now() - started) / 1000;
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
