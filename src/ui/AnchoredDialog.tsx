// A small dialog that opens under the button that asks for it (the top bar's bell, a list's
// 'Visualizações'): the button says it opens a dialog, whether it is open and which one it controls; the
// dialog is a popover named for screen readers, as wide as a phone allows, closed by Esc or a click outside.
import { Popover } from '@mui/material';
import { useId, useState, type MouseEvent, type ReactNode } from 'react';

/** The opening button's state and the dialog's: spread `opener` on the button, `dialog` on AnchoredDialog. */
export function useAnchoredDialog() {
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  return {
    close,
    opener: {
      'aria-haspopup': 'dialog' as const,
      'aria-expanded': Boolean(anchor),
      'aria-controls': anchor ? id : undefined,
      onClick: (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget),
    },
    dialog: { id, open: Boolean(anchor), anchorEl: anchor, onClose: close },
  };
}

type AnchoredDialogProps = ReturnType<typeof useAnchoredDialog>['dialog'] & {
  /** Its accessible name: a label, or the id of the title inside it. */
  name: { label: string } | { labelledBy: string };
  /** Its width on a screen wide enough, in px. */
  width: number;
  children: ReactNode;
};

export function AnchoredDialog({ name, width, children, ...popover }: AnchoredDialogProps) {
  const named = 'label' in name ? { 'aria-label': name.label } : { 'aria-labelledby': name.labelledBy };
  return (
    <Popover
      {...popover}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { role: 'dialog', ...named, sx: { width, maxWidth: 'calc(100vw - 32px)' } } }}
    >
      {children}
    </Popover>
  );
}
