// A button that opens a dialog, mounted while open only, so each opening starts afresh (a blank form, the
// stored values, a new read): the kit's add and 'Editar' buttons, 'Marcar como perdida', 'Nova tag',
// 'Sincronizar com a receita federal'. `dialog` renders it, given what closes it.
import type { SvgIconComponent } from '@mui/icons-material';
import { Button, type ButtonProps } from '@mui/material';
import { useState, type ReactNode } from 'react';

type Props = Pick<ButtonProps, 'variant' | 'color' | 'size' | 'disabled'> & {
  label: string;
  Icon: SvgIconComponent;
  dialog: (close: () => void) => ReactNode;
};

export function DialogButton({ label, Icon, dialog, variant = 'outlined', ...button }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button {...button} variant={variant} startIcon={<Icon />} onClick={() => setOpen(true)}>
        {label}
      </Button>
      {open && dialog(() => setOpen(false))}
    </>
  );
}
