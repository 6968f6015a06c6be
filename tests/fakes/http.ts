// The plumbing the fake peers share: a node:http server on loopback (a random port unless one is given),
// JSON bodies in and out, and a close that does not wait for slow answers still pending.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Handler = (request: IncomingMessage, response: ServerResponse, body: string) => void | Promise<void>;

export type FakeServer = { url: string; port: number; close(): Promise<void> };

export async function startServer(handler: Handler, port = 0): Promise<FakeServer> {
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      Promise.resolve(handler(request, response, Buffer.concat(chunks).toString('utf8'))).catch((error) => {
        if (!response.headersSent) sendJson(response, 500, { message: String(error) });
      });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const actual = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${actual}`,
    port: actual,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  if (response.destroyed) return;
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}

export function sendText(response: ServerResponse, status: number, body: string, type = 'text/html; charset=utf-8') {
  if (response.destroyed) return;
  response.writeHead(status, { 'content-type': type });
  response.end(body);
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Answers forced on a fake, each for `times` requests (default 1), first in, first out. */
export class Overrides<T extends { times?: number }> {
  private queue: T[] = [];

  push(override: T): void {
    this.queue.push({ times: 1, ...override });
  }

  take(): T | undefined {
    const [next] = this.queue;
    if (next && (next.times = (next.times ?? 1) - 1) <= 0) this.queue.shift();
    return next;
  }
}
