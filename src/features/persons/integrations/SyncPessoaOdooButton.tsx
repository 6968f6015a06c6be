// 'Sincronizar com Odoo' on /pessoas/{id}: only for a Cliente (PersonRole.Client) not yet in Odoo, and only for
// administrators. The Odoo badge is wider (it also marks persons without a role); the button is not. Once
// the job is done the person is synchronised, and the user goes back to the list.
import { useCanAccess, useDataProvider } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { PersonRole } from '../../../../common/enums';
import type { PortalDataProvider } from '../../../dataProvider';
import type { PersonActionProps } from '../types';
import { OdooSyncButton } from '../../../ui/integrations/OdooSyncButton';

export function SyncPessoaOdooButton({ person }: PersonActionProps) {
  const { canAccess = false } = useCanAccess({ resource: 'pessoas', action: 'syncOdoo' });
  const dataProvider = useDataProvider<PortalDataProvider>();
  const navigate = useNavigate();
  return (
    <OdooSyncButton
      label="Sincronizar com Odoo"
      success="Pessoa sincronizada com sucesso"
      hidden={!canAccess || Boolean(person.odoo_company_id) || person.role !== PersonRole.Client}
      start={() => dataProvider.syncPessoaOdoo(person.id)}
      latest={() => dataProvider.pessoaOdooSync(person.id)}
      initial={person.odoo_sync}
      onDone={() => navigate('/pessoas')}
    />
  );
}
