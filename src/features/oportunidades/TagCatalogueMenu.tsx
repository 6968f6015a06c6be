// The Tags card's menu for the whole catalogue ('Excluir tag'), kept in the card's corner: what it does
// reaches every opportunity, so it does not sit beside 'Adicionar tag', which touches only this one.
import DeleteForeverOutlined from '@mui/icons-material/DeleteForeverOutlined';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { IconButton, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { useMenuAnchor } from '../../ui/useMenuAnchor';

export function CatalogueMenu({ onDelete, disabled }: { onDelete: () => void; disabled: boolean }) {
  const menu = useMenuAnchor();
  return (
    <>
      <IconButton size="small" aria-label="Gerenciar tags" {...menu.triggerProps}>
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={menu.anchor} open={menu.open} onClose={menu.close}>
        <MenuItem
          disabled={disabled}
          onClick={() => {
            menu.close();
            onDelete();
          }}
          sx={{ color: 'error.main' }}
        >
          <ListItemIcon sx={{ color: 'inherit' }}>
            <DeleteForeverOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>Excluir tag</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}
