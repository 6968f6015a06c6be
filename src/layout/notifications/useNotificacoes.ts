// The bell's state: the latest notifications and the unread count, loaded once and then kept live by the
// stream (one connection per tab), which reconnects with a growing delay when it drops; an answer of 401
// or 403 stops it (the session ended, or the account is limited).
import { useCallback, useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider';
import type { Notificacao } from '../../dataProvider/notificacoes';
import { readEventStream, StreamRefused } from './readEventStream';

const SHOWN = 10;
const RETRY_FIRST_MS = 1000;
const RETRY_MAX_MS = 30_000;

export function useNotificacoes(enabled: boolean) {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const [items, setItems] = useState<Notificacao[]>([]);
  const [naoLidas, setNaoLidas] = useState(0);

  const reload = useCallback(async () => {
    const page = await dataProvider.getNotificacoes({ limit: SHOWN });
    setItems(page.data);
    setNaoLidas(page.nao_lidas);
  }, [dataProvider]);

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    let retryMs = RETRY_FIRST_MS;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const connect = () => {
      void reload().catch(() => undefined);
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
  }, [enabled, reload]);

  const markRead = useCallback(
    async (item: Notificacao) => {
      if (item.lida_em) return;
      const read = await dataProvider.markNotificacaoRead(item.id);
      setItems((current) => current.map((each) => (each.id === read.id ? read : each)));
      setNaoLidas((count) => Math.max(0, count - 1));
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
