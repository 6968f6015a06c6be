// The bell's state: the latest notifications and the unread count, kept live by the stream (one
// connection per tab), which reconnects with a growing delay when it drops; an answer of 401 or 403 stops
// it (the session ended, or the account is limited).
//
// The stream owns the count: the server subscribes the tab before it sends the first count, so every
// change committed after that count arrives as an event after it. The list is read again on each count
// event (the first of a connection, a read elsewhere; a burst at most twice), and merged rather than replaced: a list answer read before a notification committed may reach
// the page after that notification's event, and must not take it (or the count) back.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider';
import type { Notificacao } from '../../dataProvider/notificacoes';
import { readEventStream, StreamRefused } from './readEventStream';

const SHOWN = 10;
const RETRY_FIRST_MS = 1000;
const RETRY_MAX_MS = 30_000;

/** Runs `task` now, or once more after the run in flight when asked again meanwhile; failures are dropped. */
function useCoalesced(task: () => Promise<void>) {
  const state = useRef({ running: false, again: false }).current;
  return useCallback(() => {
    if (state.running) {
      state.again = true;
      return;
    }
    state.running = true;
    const run = (): Promise<void> =>
      task()
        .catch(() => undefined)
        .then(() => {
          if (!state.again) return;
          state.again = false;
          return run();
        });
    void run().finally(() => (state.running = false));
  }, [state, task]);
}

/** The newest first, as the server lists them. */
const newestFirst = (a: Notificacao, b: Notificacao) => b.created_at.localeCompare(a.created_at) || b.id - a.id;

/** A list just read, with what the stream brought that the list did not have yet (newer than all it holds). */
export function mergeNotificacoes(read: Notificacao[], current: Notificacao[]): Notificacao[] {
  const newestRead = Math.max(0, ...read.map((item) => item.id));
  const arrivedSince = current.filter((item) => item.id > newestRead);
  return [...arrivedSince, ...read].sort(newestFirst).slice(0, SHOWN);
}

export function useNotificacoes(enabled: boolean) {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const [items, setItems] = useState<Notificacao[]>([]);
  // null until the stream's first count: the bell then names no number rather than a 0 it does not know.
  const [naoLidas, setNaoLidas] = useState<number | null>(null);

  const reload = useCallback(async () => {
    const page = await dataProvider.getNotificacoes({ limit: SHOWN });
    setItems((current) => mergeNotificacoes(page.data, current));
  }, [dataProvider]);
  const reloadCoalesced = useCoalesced(reload);

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    let retryMs = RETRY_FIRST_MS;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const connect = () => {
      readEventStream(
        'notificacoes/stream',
        ({ type, data }) => {
          retryMs = RETRY_FIRST_MS;
          if (type === 'notificacao') {
            const { notificacao, nao_lidas } = data as { notificacao: Notificacao; nao_lidas: number };
            setItems((current) => [notificacao, ...current.filter((item) => item.id !== notificacao.id)].slice(0, SHOWN));
            setNaoLidas(nao_lidas);
          } else if (type === 'nao_lidas') {
            setNaoLidas((data as { nao_lidas: number }).nao_lidas);
            // A connection's first count (from here on no change is missed), a read elsewhere, a gap in
            // the server's channel: the list is read again (a burst of reads, once more after the first).
            reloadCoalesced();
          }
        },
        controller.signal,
      )
        .catch((error: unknown) => {
          if (error instanceof StreamRefused && (error.status === 401 || error.status === 403)) return 'stop';
          return undefined;
        })
        .then((outcome) => {
          if (controller.signal.aborted || outcome === 'stop') return;
          timer = setTimeout(connect, retryMs);
          retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
        });
    };
    connect();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [enabled, reloadCoalesced]);

  const markRead = useCallback(
    async (item: Notificacao) => {
      if (item.lida_em) return;
      const read = await dataProvider.markNotificacaoRead(item.id);
      setItems((current) => current.map((each) => (each.id === read.id ? read : each)));
      setNaoLidas((count) => (count === null ? null : Math.max(0, count - 1)));
    },
    [dataProvider],
  );
  const markAllRead = useCallback(async () => {
    const { nao_lidas } = await dataProvider.markAllNotificacoesRead();
    setNaoLidas(nao_lidas);
    await reload();
  }, [dataProvider, reload]);

  return { items, naoLidas, markRead, markAllRead };
}
