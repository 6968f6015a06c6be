// 'Sincronizar com Odoo' above the /pessoas list (administrators, with Odoo configured): after a
// confirmation, queues the Odoo sync of every person the list's current filters match that is not yet in
// Odoo (POST /persons/bulk, action 'sync'), and says how many were queued. Each then runs as a job; the
// list's Odoo badges show the result once they are done.
import SyncIcon from '@mui/icons-material/Sync';
import { Button } from '@mui/material';
import { useState } from 'react';
import { Confirm, useCanAccess, useDataProvider, useListContext } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider';
import { useToast } from '../toast/useToast';
import { useIntegration } from './IntegrationsStatus';
import { usePendingAction } from './usePendingAction';

/** The list's filters as the bulk endpoint reads them: the query-string form GET /persons/ takes. */
const asQuery = (filterValues: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(filterValues)
      .filter(([, value]) => value !== undefined && value !== null && value !== '')
      .map(([key, value]) => [key, String(value)]),
  );

export const queuedMessage = (count: number) =>
  count === 0
    ? 'Nenhuma pessoa a sincronizar: todas já estão no Odoo ou sincronizando.'
    : count === 1
      ? '1 sincronização com o Odoo agendada.'
      : `${count} sincronizações com o Odoo agendadas.`;

export function BulkSyncPessoasOdooButton() {
  const { canAccess = false } = useCanAccess({ resource: 'pessoas', action: 'syncOdoo' });
  const odoo = useIntegration('odoo');
  const dataProvider = useDataProvider<PortalDataProvider>();
  const { filterValues } = useListContext();
  const { notifySuccess } = useToast();
  const [open, setOpen] = useState(false);
  const sync = usePendingAction(
    () => dataProvider.syncPessoasOdoo(asQuery(filterValues)),
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
        content="Sincronizar com o Odoo todas as pessoas dos filtros atuais que ainda não estão no Odoo?"
        onConfirm={() => {
          setOpen(false);
          sync.run();
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
