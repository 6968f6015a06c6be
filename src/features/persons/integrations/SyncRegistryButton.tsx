// 'Sincronizar com a receita federal' on a company's page: opens the Registry sync dialog, mounted while
// open only, so each opening reads the registry once and starts with nothing checked.
import FactCheckIcon from '@mui/icons-material/FactCheck';
import { Button } from '@mui/material';
import { useState } from 'react';
import { isCompany, type PersonActionProps } from '../types';
import { useIntegration } from '../../../ui/integrations/IntegrationsStatus';
import { RegistrySyncDialog } from './RegistrySyncDialog';

export function SyncRegistryButton({ person, onDone }: PersonActionProps) {
  const receita = useIntegration('receita');
  const [open, setOpen] = useState(false);

  if (!receita || !isCompany(person)) return null;

  return (
    <>
      <Button variant="outlined" startIcon={<FactCheckIcon />} onClick={() => setOpen(true)}>
        Sincronizar com a receita federal
      </Button>
      {open && <RegistrySyncDialog person={person} onClose={() => setOpen(false)} onApplied={onDone} />}
    </>
  );
}
