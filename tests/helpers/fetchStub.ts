// A stand-in for the browser's fetch in unit tests: records each call and answers from a queue.
import { vi } from 'vitest';

export type RecordedCall = { url: string; method: string; headers: Headers; body: BodyInit | null | undefined };

export type Reply = { status?: number; body?: unknown; text?: string } | Error;

export function stubFetch() {
  const calls: RecordedCall[] = [];
  const replies: Reply[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit = {}) => {
    calls.push({ url, method: init.method ?? 'GET', headers: new Headers(init.headers), body: init.body });
    const reply = replies.shift() ?? { status: 200, body: {} };
    if (reply instanceof Error) throw reply;
    const text = reply.text ?? (reply.body === undefined ? '' : JSON.stringify(reply.body));
    return new Response(text, { status: reply.status ?? 200, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return {
    calls,
    /** Queues the next answers, in order. */
    reply: (...next: Reply[]) => replies.push(...next),
    last: () => calls[calls.length - 1],
  };
}
