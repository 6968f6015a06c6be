// Ativar and Inativar for the selected rows of a list whose records have is_active: POST /<resource>/bulk
// with activate or deactivate, after a question that names the count ('Inativar 1.234 pessoas?').
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import ToggleOffIcon from '@mui/icons-material/ToggleOff';
import ToggleOnIcon from '@mui/icons-material/ToggleOn';
import { BulkConfirmButton } from './bulk/BulkConfirmButton';
import { BulkSelectionToolbar } from './bulk/BulkSelectionToolbar';
import type { BulkNouns } from './bulk/bulkContext';

/** The words of activation, the bulk bar's and one record's (src/ui/kit/ActiveFlagToggle.tsx). */
export const ACTIVATION_LABELS = { activate: 'Ativar', deactivate: 'Inativar' } as const;

export const BulkActivationButtons = () => (
  <>
    <BulkConfirmButton label={ACTIVATION_LABELS.activate} action="activate" icon={<ToggleOnIcon />} />
    <BulkConfirmButton label={ACTIVATION_LABELS.deactivate} action="deactivate" icon={<ToggleOffIcon />} />
  </>
);

/**
 * The bulk bar of a list whose rows are deleted and, unless `activation` is false, activated and
 * deactivated (persons, users, a generated resource with a status field).
 */
export const ActivationBulkBar = ({ nouns, activation = true }: { nouns: BulkNouns; activation?: boolean }) => (
  <BulkSelectionToolbar nouns={nouns}>
    {activation && <BulkActivationButtons />}
    <BulkConfirmButton label="Excluir" action="delete" icon={<DeleteOutline />} />
  </BulkSelectionToolbar>
);
