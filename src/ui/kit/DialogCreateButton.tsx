// The add button of a list whose records are added in a dialog (a portal part's `createDialog`), where
// the kit's CreateButton would go to a create page. The dialog is mounted while open only, so each
// opening starts from a blank form; a lazy one loads on the first click.
import type { SvgIconComponent } from '@mui/icons-material';
import AddIcon from '@mui/icons-material/Add';
import { Suspense } from 'react';
import { DialogButton } from '../actions/DialogButton';
import type { ListDialog } from './listParts';

/** `Icon`: the button's, the plus unless given (a link's). */
export const DialogCreateButton = ({ label, Dialog, Icon = AddIcon }: { label: string; Dialog: ListDialog; Icon?: SvgIconComponent }) => (
  <DialogButton
    label={label}
    Icon={Icon}
    variant="contained"
    dialog={(close) => (
      <Suspense fallback={null}>
        <Dialog open onClose={close} />
      </Suspense>
    )}
  />
);
