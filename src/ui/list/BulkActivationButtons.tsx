// Ativar and Inativar for the selected rows of a list whose records have is_active: POST /<resource>/bulk
// with activate or deactivate, after a question that names the count ('Inativar 1.234 pessoas?').
import ToggleOffIcon from '@mui/icons-material/ToggleOff';
import ToggleOnIcon from '@mui/icons-material/ToggleOn';
import { BulkConfirmButton } from './bulk/BulkConfirmButton';

/** The words of activation, the bulk bar's and one record's (src/ui/kit/ActiveFlagToggle.tsx). */
export const ACTIVATION_LABELS = { activate: 'Ativar', deactivate: 'Inativar' } as const;

export const BulkActivationButtons = () => (
  <>
    <BulkConfirmButton label={ACTIVATION_LABELS.activate} action="activate" icon={<ToggleOnIcon />} />
    <BulkConfirmButton label={ACTIVATION_LABELS.deactivate} action="deactivate" icon={<ToggleOffIcon />} />
  </>
);
