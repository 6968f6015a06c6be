// The add button of a list whose records are added in a dialog (a portal part's `createDialog`), where
// the kit's CreateButton would go to a create page. The dialog is mounted while open only, so each
// opening starts from a blank form; a lazy one loads on the first click.
import type { SvgIconComponent } from '@mui/icons-material';
import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { Suspense, useState } from 'react';
import type { ListDialog } from './listParts';

/** `Icon`: the button's, the plus unless given (a link's). */
export function DialogCreateButton({ label, Dialog, Icon = AddIcon }: { label: string; Dialog: ListDialog; Icon?: SvgIconComponent }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="contained" startIcon={<Icon />} onClick={() => setOpen(true)}>
        {label}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <Dialog open onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
