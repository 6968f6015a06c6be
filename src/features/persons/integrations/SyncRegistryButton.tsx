// 'Sincronizar com a receita federal' on a company's page: opens the Registry sync
// dialog and reads the registry once, from the click itself (not from an effect, which React may run
// twice). An answer that arrives after the dialog was closed, or reopened, is dropped. A refusal (CNPJ
// unknown to the registry, registry down) closes the dialog and shows the server's reason.
import FactCheckIcon from '@mui/icons-material/FactCheck';
import { Button } from '@mui/material';
import { useRef, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { PortalDataProvider } from '../../../dataProvider';
import type { RegistryData } from '../../../dataProvider/integrations';
import { isCompany, type PersonActionProps } from '../types';
import { useToast } from '../../../ui/toast/useToast';
import { useIntegration } from '../../../ui/integrations/IntegrationsStatus';
import { RegistrySyncDialog } from './RegistrySyncDialog';

export function SyncRegistryButton({ person, onDone }: PersonActionProps) {
  const receita = useIntegration('receita');
  const dataProvider = useDataProvider<PortalDataProvider>();
  const { notifyError } = useToast();
  const [open, setOpen] = useState(false);
  const [data, setData] = useState<RegistryData | null>(null);
  const opening = useRef(0);

  if (!receita || !isCompany(person)) return null;

  const openDialog = () => {
    const current = ++opening.current;
    setData(null);
    setOpen(true);
    dataProvider.getReceitaData(person.id).then(
      (answer) => {
        if (opening.current === current) setData(answer);
      },
      (error) => {
        if (opening.current !== current) return;
        setOpen(false);
        void notifyError(error);
      },
    );
  };

  const close = () => {
    opening.current += 1;
    setOpen(false);
  };

  return (
    <>
      <Button variant="outlined" startIcon={<FactCheckIcon />} onClick={openDialog}>
        Sincronizar com a receita federal
      </Button>
      <RegistrySyncDialog open={open} person={person} data={data} onClose={close} onApplied={onDone} />
    </>
  );
}
