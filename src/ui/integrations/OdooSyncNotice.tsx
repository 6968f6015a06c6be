// What a detail page says about its record's latest Odoo sync when it did not go through: the last error
// of a failed job, or of an attempt that will be retried.
import { Alert } from '@mui/material';
import type { OdooSyncStatus } from '../../dataProvider/integrations';
import { useIntegration } from './IntegrationsStatus';

export function OdooSyncNotice({ status }: { status?: OdooSyncStatus | null }) {
  const odoo = useIntegration('odoo');
  if (!odoo || !status?.last_error || status.state === 'done') return null;
  const failed = status.state === 'failed';
  return (
    <Alert severity={failed ? 'error' : 'warning'} sx={{ mb: 2 }}>
      {failed ? 'A sincronização com o Odoo falhou' : 'A sincronização com o Odoo será tentada novamente'}
      {`: ${status.last_error}`}
    </Alert>
  );
}
