// The benchmark's load generator reads each answer to its end whatever its framing, over one connection
// (bench/httpConnection.ts): an answer cut across packets, a chunked one, a refusal's status.
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openConnection } from '../../bench/httpConnection';

let server: http.Server;
let port: number;
const connections = new Set<string>();

beforeAll(async () => {
  server = http.createServer((request, response) => {
    connections.add(`${request.socket.remotePort}`);
    if (request.url === '/chunked') {
      response.writeHead(200, { 'content-type': 'text/plain' });
      response.write('a'.repeat(70_000));
      setImmediate(() => response.end('fim'));
    } else if (request.url === '/refused') {
      response.writeHead(403, { 'content-type': 'application/json' }).end('{"detail":"Não"}');
    } else {
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data: 'x'.repeat(100_000) }));
    }
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  port = (server.address() as AddressInfo).port;
});
afterAll(() => server.close());

it('reads a long answer, a chunked one and a refusal to their ends, one after another on one connection', async () => {
  for (const [path, status, least] of [['/json', 200, 100_000], ['/chunked', 200, 70_003], ['/refused', 403, 16]] as const) {
    const connection = await openConnection({ port, path, headers: { authorization: 'Bearer t' } });
    for (let i = 0; i < 3; i++) {
      const answer = await connection.send();
      expect(answer.status).toBe(status);
      expect(answer.bytes).toBeGreaterThan(least);
    }
    connection.close();
  }
  // One connection per openConnection, each kept alive for its three requests.
  expect(connections.size).toBe(3);
});
