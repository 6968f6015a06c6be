// The three-dots button that opens a menu of actions (a row's Editar, Excluir..., a board card's
// 'Mover para…', a card's corner menu), each its words after an icon when it has one, a `danger` one (a
// delete) in the error colour. The button tells assistive technology it opens a menu; choosing an entry
// closes the menu, then runs it.
//
//   <ActionsMenu label={`Ações de ${user.email}`} actions={[{ label: 'Editar', Icon: EditOutlined, onClick: edit }]} />
import type { SvgIconComponent } from '@mui/icons-material';
import MoreVert from '@mui/icons-material/MoreVert';
import { IconButton, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { useMenuAnchor } from '../useMenuAnchor';

export type MenuAction = { label: string; Icon?: SvgIconComponent; onClick: () => void; danger?: boolean; disabled?: boolean };

type Props = {
  /** The button's accessible name, naming what the actions act on. */
  label: string;
  actions: MenuAction[];
  disabled?: boolean;
};

export function ActionsMenu({ label, actions, disabled }: Props) {
  const menu = useMenuAnchor();
  return (
    <>
      <IconButton size="small" aria-label={label} disabled={disabled} {...menu.triggerProps}>
        <MoreVert fontSize="small" />
      </IconButton>
      <Menu anchorEl={menu.anchor} open={menu.open} onClose={menu.close}>
        {actions.map((action) => (
          <MenuItem
            key={action.label}
            disabled={action.disabled}
            onClick={() => {
              menu.close();
              action.onClick();
            }}
            sx={action.danger ? { color: 'error.main' } : undefined}
          >
            {action.Icon && (
              <ListItemIcon sx={action.danger ? { color: 'inherit' } : undefined}>
                <action.Icon fontSize="small" />
              </ListItemIcon>
            )}
            <ListItemText>{action.label}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
