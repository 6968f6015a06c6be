// One keep-alive HTTP/1.1 connection that sends the same GET again and again and reads each answer to its
// end, as wrk and autocannon do: the request's bytes are made once, and an answer is only framed (its
// status line, then Content-Length or chunked transfer coding), never parsed into headers and a body
// stream. A load generator's own work is on every request's path at one connection and shares the two
// cores at sixteen; undici's Client spent about 100 µs of CPU per request here, this about 40 (measured
// in one process against the same server, issue 26), so what bench/load.ts measures is the server.
import net from 'node:net';
import type { Target } from './load';

export type Answer = { status: number; bytes: number };

const HEAD_END = Buffer.from('\r\n\r\n');
const LINE_END = Buffer.from('\r\n');

/**
 * Where the answer that starts `data` ends, and its status; null while more bytes are needed. A chunked
 * body is walked chunk by chunk (no trailers: the server sends none).
 */
function answerEnd(data: Buffer): { end: number; status: number } | null {
  const headEnd = data.indexOf(HEAD_END);
  if (headEnd < 0) return null;
  const head = data.subarray(0, headEnd).toString('latin1');
  const status = Number(head.slice(9, 12));
  const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
  if (length) {
    const end = headEnd + 4 + Number(length[1]);
    return data.length >= end ? { end, status } : null;
  }
  if (!/\r\ntransfer-encoding:\s*chunked/i.test(head)) return { end: headEnd + 4, status };
  let at = headEnd + 4;
  for (;;) {
    const lineEnd = data.indexOf(LINE_END, at);
    if (lineEnd < 0) return null;
    const size = parseInt(data.subarray(at, lineEnd).toString('latin1'), 16);
    const next = lineEnd + 2 + size + 2;
    if (data.length < next) return null;
    if (size === 0) return { end: next, status };
    at = next;
  }
}

export async function openConnection(target: Target) {
  const socket = net.connect(target.port, '127.0.0.1');
  socket.setNoDelay(true);
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  const headers = Object.entries(target.headers).map(([name, value]) => `${name}: ${value}\r\n`).join('');
  const request = Buffer.from(`GET ${target.path} HTTP/1.1\r\nhost: 127.0.0.1:${target.port}\r\n${headers}\r\n`, 'latin1');
  let received: Buffer = Buffer.alloc(0);
  let pending: { resolve: (answer: Answer) => void; reject: (error: Error) => void } | null = null;
  const fail = (error: Error) => {
    pending?.reject(error);
    pending = null;
  };
  socket.on('data', (chunk: Buffer) => {
    received = received.length ? Buffer.concat([received, chunk]) : chunk;
    const done = answerEnd(received);
    if (!done || !pending) return;
    const bytes = done.end;
    received = received.subarray(done.end);
    const { resolve } = pending;
    pending = null;
    resolve({ status: done.status, bytes });
  });
  socket.on('error', fail);
  socket.on('close', () => fail(new Error(`GET ${target.path}: the server closed the connection`)));
  return {
    /** Sends the request and waits for its whole answer. */
    send: () =>
      new Promise<Answer>((resolve, reject) => {
        pending = { resolve, reject };
        socket.write(request);
      }),
    close: () => socket.destroy(),
  };
}
