// 'Sincronizar com odoo' on /oportunidades/{id}: only while the opportunity has no odoo_id. Once the job is
// done `onDone` reloads the opportunity, so its badge reads 'Sincronizado'.
import { useDataProvider } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider';
import type { OdooSyncStatus } from '../../dataProvider/integrations';
import { OdooSyncButton } from '../../ui/integrations/OdooSyncButton';

type Props = {
  oportunidade: { id: number; odoo_id?: number | null; odoo_sync?: OdooSyncStatus | null };
  onDone: () => void;
};

export function SyncOportunidadeOdooButton({ oportunidade, onDone }: Props) {
  const dataProvider = useDataProvider<PortalDataProvider>();
  return (
    <OdooSyncButton
      label="Sincronizar com odoo"
      success="Oportunidade sincronizada com sucesso"
      hidden={Boolean(oportunidade.odoo_id)}
      start={() => dataProvider.syncOportunidade(oportunidade.id)}
      latest={() => dataProvider.oportunidadeOdooSync(oportunidade.id)}
      initial={oportunidade.odoo_sync}
      onDone={onDone}
    />
  );
}
