// An icon button (⋮) that opens a menu of actions: a card's corner menu, a board card's 'Mover para…', a
// row's further actions. Each entry is a label with an optional icon and closes the menu as it runs; one
// that destroys shows in the error colour. The button tells assistive technology it opens a menu.
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { IconButton, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import type { ReactNode } from 'react';
import { useMenuAnchor } from '../useMenuAnchor';

export type MenuAction = { label: string; icon?: ReactNode; onClick: () => void; disabled?: boolean; destructive?: boolean };

export function MenuButton({ label, actions }: { label: string; actions: MenuAction[] }) {
  const menu = useMenuAnchor();
  return (
    <>
      <IconButton size="small" aria-label={label} {...menu.triggerProps}>
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={menu.anchor} open={menu.open} onClose={menu.close}>
        {actions.map(({ label: text, icon, onClick, disabled, destructive }) => (
          <MenuItem
            key={text}
            disabled={disabled}
            onClick={() => {
              menu.close();
              onClick();
            }}
            sx={destructive ? { color: 'error.main' } : undefined}
          >
            {icon && <ListItemIcon sx={destructive ? { color: 'inherit' } : undefined}>{icon}</ListItemIcon>}
            <ListItemText>{text}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
