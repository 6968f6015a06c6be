// The Odoo sync button both detail pages share: its label, and 'Sincronizando…' with a progress indicator
// (disabled) while the job it queued is waiting or running (useOdooSyncJob).
import SyncIcon from '@mui/icons-material/Sync';
import { Button } from '@mui/material';

type Props = { label: string; active: boolean; onClick: () => void };

export const OdooSyncButton = ({ label, active, onClick }: Props) => (
  <Button variant="outlined" startIcon={<SyncIcon />} loading={active} loadingPosition="start" onClick={onClick}>
    {active ? 'Sincronizando…' : label}
  </Button>
);
