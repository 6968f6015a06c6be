// The one way the integrations speak HTTP: fetch with a deadline, the body parsed when it is JSON,
// and the two transport failures (no answer in time, no connection at all) told apart so each
// integration can word them for a person.
export type UpstreamReply = {
  status: number;
  /** The parsed JSON body; undefined when the body was empty or not JSON (see `json`). */
  body: unknown;
  /** Whether the body parsed as JSON (an empty body does not). */
  json: boolean;
  text: string;
};

export type UpstreamFailureKind = 'timeout' | 'unreachable';

export class UpstreamFailure extends Error {
  constructor(
    readonly kind: UpstreamFailureKind,
    message: string,
  ) {
    super(message);
  }
}

export type UpstreamRequest = {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** Sent as the JSON body. */
  json?: unknown;
  timeoutMs: number;
};

const USER_AGENT = 'portal-de-parceiros';

export async function requestJson(url: string, request: UpstreamRequest): Promise<UpstreamReply> {
  const headers: Record<string, string> = { accept: 'application/json', 'user-agent': USER_AGENT, ...request.headers };
  if (request.json !== undefined) headers['content-type'] = 'application/json; charset=utf-8';
  // One signal covers the connection, the headers and the body: a peer that trickles its answer is as slow as
  // one that never answers.
  const signal = AbortSignal.timeout(request.timeoutMs);
  try {
    const response = await fetch(url, {
      method: request.method ?? 'GET',
      headers,
      body: request.json === undefined ? undefined : JSON.stringify(request.json),
      signal,
      redirect: 'follow',
    });
    const text = await response.text();
    const { body, json } = parseJson(text);
    return { status: response.status, body, json, text };
  } catch (error) {
    if (signal.aborted) throw new UpstreamFailure('timeout', `no answer from ${url} in ${request.timeoutMs} ms`);
    throw new UpstreamFailure('unreachable', `${url}: ${describeCause(error)}`);
  }
}

function parseJson(text: string): { body: unknown; json: boolean } {
  if (text.trim() === '') return { body: undefined, json: false };
  try {
    return { body: JSON.parse(text), json: true };
  } catch {
    return { body: undefined, json: false };
  }
}

function describeCause(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } })?.cause;
  return cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
}

/** A plain object (the shape every JSON API answers), for narrowing unknown bodies. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
