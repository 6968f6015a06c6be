// Issue 25, hole 4: a chunked body with an invalid chunk, sent to a rate-limited route, was answered 400
// but logged an error-level 'unhandled error' each time (a TypeError in the rate limiter's address
// normaliser: the connection, and so the client's address, was already gone), with no login needed.
// Over a real socket: the client still gets its 400 and the log holds nothing at error level.
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';

const lines: { level: number; msg?: string }[] = [];
const PINO_ERROR = 50;

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({
    // At 'error', as a quiet production runs: the 'incoming request' line (info) would read the client's
    // address early, which the socket then remembers, and hide the failure.
    config: { LOG_LEVEL: 'error' },
    logStream: { write: (line: string) => void lines.push(JSON.parse(line)) },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

/** Sends raw bytes and reads until the server closes the connection. */
function rawRequest(bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(bytes));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

const invalidChunk = (method: string, path: string, authorization = '') =>
  `${method} ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n${authorization}` +
  'Transfer-Encoding: chunked\r\n\r\n5\r\n{"a":\r\nzz\r\n1}\r\n0\r\n\r\n';

describe('an invalid chunk in a chunked body', () => {
  it.each([
    ['POST', '/api/v1/login/access-token'],
    ['POST', '/api/v1/password-recovery/a@example.com'],
    ['POST', '/api/v1/users/signup'],
    // Behind the token check, which awaits the database: the connection is gone when the limiter runs.
    ['PATCH', '/api/v1/users/me/password'],
  ])(
    'to %s %s answers 400 and logs no error',
    async (method, path) => {
      const authorization = `Authorization: ${(await t.as(await t.createUser())).authorization}\r\n`;
      lines.length = 0;
      for (let i = 0; i < 5; i += 1) {
        expect(await rawRequest(invalidChunk(method, path, authorization))).toMatch(/^HTTP\/1\.1 400 /);
      }
      // The server is still fine: a well-formed request right after gets its normal answer.
      const ok = await t.login('ninguem@example.com', 'senha-errada-123');
      expect(ok.status).toBe(400);
      expect(lines.filter((line) => line.level >= PINO_ERROR)).toEqual([]);
    },
  );
});
