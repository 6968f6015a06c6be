// Follows an Odoo sync job from a button: the PUT queues it (202) and the hook polls its state until it is
// done (onDone, e.g. the success toast) or failed (its last error in the 'Algo deu errado!' toast).
// `active` covers the whole wait, so the button reads 'Sincronizando…' and cannot queue a second job; a
// page opened while a job is queued or running (odoo_sync on the record) resumes following it.
import { useEffect, useRef, useState } from 'react';
import { isSyncActive, type OdooSyncStatus } from '../../dataProvider/integrations';
import { useToast } from '../toast/useToast';

/** How often the state is asked for while a job is queued or running. */
export const SYNC_POLL_INTERVAL_MS = 1000;

export type OdooSyncJob = {
  /** PUT: queues the sync. */
  start: () => Promise<OdooSyncStatus>;
  /** GET: the record's latest sync. */
  latest: () => Promise<OdooSyncStatus | null>;
  /** The record's odoo_sync when the page loaded. */
  initial?: OdooSyncStatus | null;
  onDone: () => void;
};

export function useOdooSyncJob({ start, latest, initial, onDone }: OdooSyncJob) {
  const [active, setActive] = useState(isSyncActive(initial));
  const { notifyError } = useToast();
  const mounted = useRef(true);
  const callbacks = useRef({ latest, onDone });
  callbacks.current = { latest, onDone };

  const follow = async (queue: boolean) => {
    setActive(true);
    try {
      if (queue) await start();
      while (mounted.current) {
        await new Promise((resolve) => setTimeout(resolve, SYNC_POLL_INTERVAL_MS));
        if (!mounted.current) return;
        const status = await callbacks.current.latest();
        if (status?.state === 'done') return callbacks.current.onDone();
        if (status?.state === 'failed') return await notifyError(status.last_error ?? undefined);
        if (!isSyncActive(status)) return;
      }
    } catch (error) {
      await notifyError(error);
    } finally {
      if (mounted.current) setActive(false);
    }
  };

  useEffect(() => {
    mounted.current = true;
    if (isSyncActive(initial)) void follow(false);
    return () => {
      mounted.current = false;
    };
    // Only the state the page opened with: later ones are this hook's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return { active, run: () => void follow(true) };
}
