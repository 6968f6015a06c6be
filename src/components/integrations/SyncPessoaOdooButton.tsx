// 'Sincronizar com Odoo' on /pessoas/{id} (SPEC sections 2, 4 and 6): for a person not yet in Odoo whose
// role is Cliente or unspecified (the persons that carry the Odoo badge), and only for administrators.
// After the sync the person is synchronised, and the user goes back to the list.
import SyncIcon from '@mui/icons-material/Sync';
import { Button } from '@mui/material';
import { useCanAccess, useDataProvider } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { PortalDataProvider } from '../../dataProvider';
import { showsOdooBadge } from '../../resources/pessoas/PersonBadges';
import type { PersonActionProps } from '../../resources/pessoas/PessoaActions';
import { useToast } from '../toast/useToast';
import { usePendingAction } from './usePendingAction';

export function SyncPessoaOdooButton({ person }: PersonActionProps) {
  const { canAccess = false } = useCanAccess({ resource: 'pessoas', action: 'syncOdoo' });
  const dataProvider = useDataProvider<PortalDataProvider>();
  const { notifySuccess } = useToast();
  const navigate = useNavigate();
  const sync = usePendingAction(
    () => dataProvider.syncPessoaOdoo(person.id),
    () => {
      notifySuccess('Pessoa sincronizada com sucesso');
      navigate('/pessoas');
    },
  );

  if (!canAccess || person.odoo_company_id || !showsOdooBadge(person)) return null;
  return (
    <Button variant="outlined" startIcon={<SyncIcon />} loading={sync.pending} onClick={sync.run}>
      Sincronizar com Odoo
    </Button>
  );
}
