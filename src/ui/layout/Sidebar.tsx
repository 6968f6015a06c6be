// react-admin's side menu. On a phone it is a drawer over the page, and MUI gives that drawer's paper the
// dialog role with no name; the name says which dialog it is. The laptop's permanent drawer has no role,
// so it gets no name (a name on an element without a role is itself an axe violation).
import { useMediaQuery, type Theme } from '@mui/material';
import { Sidebar as RaSidebar, type SidebarProps } from 'react-admin';

export const Sidebar = (props: SidebarProps) => {
  // The breakpoint react-admin's Sidebar switches to its temporary drawer at.
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return <RaSidebar {...props} slotProps={phone ? { paper: { 'aria-label': 'Menu principal' } } : undefined} />;
};
