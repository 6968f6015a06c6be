// 'Sincronizar com odoo' on /oportunidades/{id} (SPEC sections 2 and 4): only while the opportunity has
// no odoo_id. After the sync `onDone` reloads it, so its badge reads 'Sincronizado'.
import SyncIcon from '@mui/icons-material/Sync';
import { Button } from '@mui/material';
import { useDataProvider } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider';
import { useToast } from '../toast/useToast';
import { useIntegration } from './IntegrationsStatus';
import { usePendingAction } from './usePendingAction';

type Props = { oportunidade: { id: number; odoo_id?: number | null }; onDone: () => void };

export function SyncOportunidadeOdooButton({ oportunidade, onDone }: Props) {
  const odoo = useIntegration('odoo');
  const dataProvider = useDataProvider<PortalDataProvider>();
  const { notifySuccess } = useToast();
  const sync = usePendingAction(
    () => dataProvider.syncOportunidade(oportunidade.id),
    () => {
      notifySuccess('Oportunidade sincronizada com sucesso');
      onDone();
    },
  );

  if (!odoo || oportunidade.odoo_id) return null;
  return (
    <Button variant="outlined" startIcon={<SyncIcon />} loading={sync.pending} onClick={sync.run}>
      Sincronizar com odoo
    </Button>
  );
}
