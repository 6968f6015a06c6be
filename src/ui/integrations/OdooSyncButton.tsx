// The Odoo sync button both detail pages share: its label, and 'Sincronizando…' with a progress indicator
// (disabled) while the job it queued is waiting or running (useOdooSyncJob). The job is followed even
// while the button is hidden, so a sync queued before the page opened still ends in its toast.
import SyncIcon from '@mui/icons-material/Sync';
import { Button } from '@mui/material';
import { useToast } from '../toast/useToast';
import { useIntegration } from './IntegrationsStatus';
import { useOdooSyncJob, type OdooSyncJob } from './useOdooSyncJob';

type Props = OdooSyncJob & {
  label: string;
  /** The success toast once the job is done. */
  success: string;
  /** The record is already in Odoo, or the user may not sync it. */
  hidden: boolean;
};

export function OdooSyncButton({ label, success, hidden, onDone, ...job }: Props) {
  const odoo = useIntegration('odoo');
  const { notifySuccess } = useToast();
  const { active, run } = useOdooSyncJob({
    ...job,
    onDone: () => {
      notifySuccess(success);
      onDone();
    },
  });

  if (!odoo || hidden) return null;
  return (
    <Button variant="outlined" startIcon={<SyncIcon />} loading={active} loadingPosition="start" onClick={run}>
      {active ? 'Sincronizando…' : label}
    </Button>
  );
}
