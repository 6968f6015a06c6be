// The state of a button that opens a MUI Menu: where it is anchored, and the props that tell assistive
// technology the button opens a menu and whether it is open.
import { useState, type MouseEvent } from 'react';

export function useMenuAnchor() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return {
    anchor,
    open: Boolean(anchor),
    close: () => setAnchor(null),
    triggerProps: {
      'aria-haspopup': 'menu' as const,
      'aria-expanded': anchor ? ('true' as const) : undefined,
      onClick: (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget),
    },
  };
}
