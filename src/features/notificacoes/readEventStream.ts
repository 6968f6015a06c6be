// Reads a Server-Sent Events answer (GET /notificacoes/stream) with fetch rather than EventSource: the
// stream needs the bearer token, which EventSource cannot send (a token in the URL would end up in access
// logs). Each `event:`/`data:` block is handed to onEvent; the promise settles when the stream ends.
import { getToken } from '../../authProvider/token';
import { buildUrl } from '../../dataProvider/httpClient';

export type StreamEvent = { type: string; data: unknown };

export class StreamRefused extends Error {
  constructor(readonly status: number) {
    super(`stream refused: ${status}`);
  }
}

export async function readEventStream(path: string, onEvent: (event: StreamEvent) => void, signal: AbortSignal) {
  const response = await fetch(buildUrl(path), {
    headers: { Accept: 'text/event-stream', Authorization: `Bearer ${getToken() ?? ''}` },
    signal,
  });
  if (!response.ok || !response.body) throw new StreamRefused(response.status);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += value;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const type = /^event: ?(.*)$/m.exec(block)?.[1];
      const data = block
        .split('\n')
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(5).trimStart())
        .join('\n');
      if (type && data) onEvent({ type, data: JSON.parse(data) });
    }
  }
}
