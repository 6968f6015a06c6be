// 'Sincronizar com a receita federal' on a company's page: opens the Registry sync dialog, mounted while
// open only, so each opening reads the registry once and starts with nothing checked.
import FactCheckIcon from '@mui/icons-material/FactCheck';
import { isCompany, type PersonActionProps } from '../types';
import { DialogButton } from '../../../ui/actions/DialogButton';
import { useIntegration } from '../../../ui/integrations/IntegrationsStatus';
import { RegistrySyncDialog } from './RegistrySyncDialog';

export function SyncRegistryButton({ person, onDone }: PersonActionProps) {
  const receita = useIntegration('receita');
  if (!receita || !isCompany(person)) return null;
  return (
    <DialogButton
      label="Sincronizar com a receita federal"
      Icon={FactCheckIcon}
      dialog={(close) => <RegistrySyncDialog person={person} onClose={close} onApplied={onDone} />}
    />
  );
}
