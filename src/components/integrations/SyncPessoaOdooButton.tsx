// 'Sincronizar com Odoo' on /pessoas/{id}: only for a Cliente (role 1) not yet
// in Odoo, and only for administrators. The Odoo badge is wider (it also marks persons without a role);
// the button is not. The sync runs as a job (useOdooSyncJob); once done the person is synchronised, and
// the user goes back to the list.
import { useCanAccess, useDataProvider } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { PersonRole } from '../../../common/enums';
import type { PortalDataProvider } from '../../dataProvider';
import type { PersonActionProps } from '../../resources/pessoas/PessoaActions';
import { useToast } from '../toast/useToast';
import { useIntegration } from './IntegrationsStatus';
import { OdooSyncButton } from './OdooSyncButton';
import { useOdooSyncJob } from './useOdooSyncJob';

export function SyncPessoaOdooButton({ person }: PersonActionProps) {
  const { canAccess = false } = useCanAccess({ resource: 'pessoas', action: 'syncOdoo' });
  const odoo = useIntegration('odoo');
  const dataProvider = useDataProvider<PortalDataProvider>();
  const { notifySuccess } = useToast();
  const navigate = useNavigate();
  const sync = useOdooSyncJob({
    start: () => dataProvider.syncPessoaOdoo(person.id),
    latest: () => dataProvider.pessoaOdooSync(person.id),
    initial: person.odoo_sync,
    onDone: () => {
      notifySuccess('Pessoa sincronizada com sucesso');
      navigate('/pessoas');
    },
  });

  if (!odoo || !canAccess || person.odoo_company_id || person.role !== PersonRole.Client) return null;
  return <OdooSyncButton label="Sincronizar com Odoo" active={sync.active} onClick={sync.run} />;
}
