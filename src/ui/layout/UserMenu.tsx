// The top bar's user menu: 'Meu Perfil' leads to /settings, 'Sair' ends the session.
// The button shows the initial only; the name and email appear inside the open menu.
import Logout from '@mui/icons-material/Logout';
import PersonOutline from '@mui/icons-material/PersonOutline';
import { Avatar, Box, Divider, IconButton, ListItemIcon, ListItemText, Menu, MenuItem, Typography } from '@mui/material';
import { useMenuAnchor } from '../useMenuAnchor';
import { useGetIdentity, useLogout } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';

/**
 * Who is signed in, at the top of the menu: not an item, so the menu's keyboard focus skips it (MUI's
 * MenuList would give its first child the focus, and a focusable child that is no menu item breaks the
 * menu's role), and plain text rather than a heading.
 */
const Identity = ({ name, email }: { name: string; email?: string }) => (
  <Box component="li" role="none" sx={{ px: 2, py: 1, maxWidth: 280 }}>
    <Typography variant="subtitle2" component="span" noWrap sx={{ display: 'block' }}>
      {name || '\u00a0'}
    </Typography>
    <Typography variant="body2" component="span" color="text.secondary" noWrap sx={{ display: 'block' }}>
      {email || '\u00a0'}
    </Typography>
  </Box>
);
Identity.muiSkipListHighlight = true;

export const UserMenu = () => {
  const { anchor, open, close, triggerProps } = useMenuAnchor();
  const { identity } = useGetIdentity();
  const logout = useLogout();
  const name = identity?.fullName ?? '';

  return (
    <>
      <IconButton
        color="inherit"
        aria-label="Menu do usuário"
        aria-controls={open ? 'user-menu' : undefined}
        {...triggerProps}
      >
        <Avatar sx={{ width: 32, height: 32, bgcolor: 'primary.dark', color: 'primary.contrastText', fontSize: '1rem' }} aria-hidden>
          {name.trim().charAt(0).toUpperCase() || <PersonOutline fontSize="small" />}
        </Avatar>
      </IconButton>
      <Menu
        id="user-menu"
        anchorEl={anchor}
        open={open}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {/* Always there, blank until the identity loads: items that moved down under the pointer when it
            arrived took a click meant for 'Meu Perfil' on the name instead. */}
        <Identity name={name} email={identity?.email} />
        <Divider />
        <MenuItem component={RouterLink} to="/settings" onClick={close}>
          <ListItemIcon>
            <PersonOutline fontSize="small" />
          </ListItemIcon>
          <ListItemText>Meu Perfil</ListItemText>
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            logout();
          }}
        >
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          <ListItemText>Sair</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
};
