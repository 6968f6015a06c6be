// 'Sincronizar com Odoo' above a list (/pessoas for administrators, /oportunidades for whoever may sync
// one; Odoo configured): after a confirmation, queues the Odoo sync of every row the list's current
// filters match that is not yet in Odoo (POST /<resource>/bulk, action 'sync'), and says how many were
// queued. Each then runs as a job; the list's Odoo badges show the result once they are done.
import SyncIcon from '@mui/icons-material/Sync';
import { Button } from '@mui/material';
import { useState } from 'react';
import { Confirm, useCanAccess, useDataProvider, useListContext } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider';
import { useToast } from '../toast/useToast';
import { useIntegration } from './IntegrationsStatus';
import { usePendingAction } from './usePendingAction';

export const queuedMessage = (count: number) =>
  count === 0
    ? 'Nada a sincronizar: tudo já está no Odoo ou sincronizando.'
    : count === 1
      ? '1 sincronização com o Odoo agendada.'
      : `${count} sincronizações com o Odoo agendadas.`;

type BulkSyncOdooButtonProps = {
  /** The list's react-admin resource, whose POST /<resource>/bulk takes action 'sync'. */
  resource: 'pessoas' | 'oportunidades';
  /** The permission (react-admin resource and action) that offers the button: the single-row sync's. */
  permission: { resource: string; action: string };
  /** The confirmation's question, naming what is synced. */
  question: string;
};

export function BulkSyncOdooButton({ resource, permission, question }: BulkSyncOdooButtonProps) {
  const { canAccess = false } = useCanAccess(permission);
  const odoo = useIntegration('odoo');
  const dataProvider = useDataProvider<PortalDataProvider>();
  const { filterValues } = useListContext();
  const { notifySuccess } = useToast();
  const [open, setOpen] = useState(false);
  const sync = usePendingAction(
    () => dataProvider.bulk(resource, { action: 'sync', filter: filterValues }),
    ({ changed }) => notifySuccess(queuedMessage(changed)),
  );

  if (!odoo || !canAccess) return null;
  return (
    <>
      <Button variant="outlined" startIcon={<SyncIcon />} loading={sync.pending} onClick={() => setOpen(true)}>
        Sincronizar com Odoo
      </Button>
      <Confirm
        isOpen={open}
        title="Sincronizar com Odoo"
        content={question}
        onConfirm={() => {
          setOpen(false);
          sync.run();
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
