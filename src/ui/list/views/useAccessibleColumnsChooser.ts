// react-admin's 'Colunas' chooser (ColumnsButton + DataTable's ColumnsSelector) lists the columns as
// role="option" rows, each holding a switch, inside a role="menu" MenuList: axe reports a menu without
// menu items, options outside a listbox, and an interactive option around an interactive switch. The
// rows are a plain list of labelled switches, so they are given the list roles: the switches stay the only
// controls, each named by its column. The chooser is kept mounted (the Popover's keepMounted) and its rows
// are rendered into it by a portal, so the roles are set whenever its content changes.
import { useEffect } from 'react';

const setRole = (element: Element, role: string) => {
  if (element.getAttribute('role') !== role) element.setAttribute('role', role);
};

export function useAccessibleColumnsChooser(storeKey: string, label: string) {
  useEffect(() => {
    const id = `${storeKey}-columnsSelector`;
    const fix = () => {
      const container = document.getElementById(id);
      if (!container) return;
      for (const list of container.querySelectorAll('[role="menu"], [role="list"]')) {
        setRole(list, 'list');
        if (list.getAttribute('aria-label') !== label) list.setAttribute('aria-label', label);
      }
      for (const row of container.querySelectorAll('[role="option"]')) setRole(row, 'listitem');
    };
    fix();
    // Only child changes are watched (the roles set here are attributes), so fixing never re-triggers it.
    const observer = new MutationObserver(fix);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [storeKey, label]);
}
