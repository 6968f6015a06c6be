// A card's small add button (a person's 'Adicionar Endereço', an opportunity's 'Nova tag'): the kit's
// create dialog of a declaration, mounted while open only, so each opening starts from a blank form.
// `onSaved` gets the record the API answered, as ResourceFormDialog's does.
import AddIcon from '@mui/icons-material/Add';
import type { ComponentProps } from 'react';
import type { ResourceDeclaration } from '../../../common/resources';
import { DialogButton } from '../actions/DialogButton';
import type { FormParts } from './formParts';
import { ResourceFormDialog } from './ResourceFormDialog';

type Props = {
  declaration: ResourceDeclaration;
  parts?: FormParts;
  label: string;
  disabled?: boolean;
  onSaved: ComponentProps<typeof ResourceFormDialog>['onSaved'];
};

export const AddDialogButton = ({ declaration, parts, label, disabled, onSaved }: Props) => (
  <DialogButton
    label={label}
    Icon={AddIcon}
    variant="text"
    size="small"
    disabled={disabled}
    dialog={(close) => <ResourceFormDialog declaration={declaration} parts={parts} mode="create" open onClose={close} onSaved={onSaved} />}
  />
);
