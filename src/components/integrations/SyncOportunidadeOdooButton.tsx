// 'Sincronizar com odoo' on /oportunidades/{id}: only while the opportunity has no odoo_id. The sync
// runs as a job (useOdooSyncJob); once done `onDone` reloads the opportunity, so its badge reads
// 'Sincronizado'.
import { useDataProvider } from 'react-admin';
import type { OdooSyncStatus } from '../../dataProvider/integrations';
import type { PortalDataProvider } from '../../dataProvider';
import { useToast } from '../toast/useToast';
import { useIntegration } from './IntegrationsStatus';
import { OdooSyncButton } from './OdooSyncButton';
import { useOdooSyncJob } from './useOdooSyncJob';

type Props = {
  oportunidade: { id: number; odoo_id?: number | null; odoo_sync?: OdooSyncStatus | null };
  onDone: () => void;
};

export function SyncOportunidadeOdooButton({ oportunidade, onDone }: Props) {
  const odoo = useIntegration('odoo');
  const dataProvider = useDataProvider<PortalDataProvider>();
  const { notifySuccess } = useToast();
  const sync = useOdooSyncJob({
    start: () => dataProvider.syncOportunidade(oportunidade.id),
    latest: () => dataProvider.oportunidadeOdooSync(oportunidade.id),
    initial: oportunidade.odoo_sync,
    onDone: () => {
      notifySuccess('Oportunidade sincronizada com sucesso');
      onDone();
    },
  });

  if (!odoo || oportunidade.odoo_id) return null;
  return <OdooSyncButton label="Sincronizar com odoo" active={sync.active} onClick={sync.run} />;
}
