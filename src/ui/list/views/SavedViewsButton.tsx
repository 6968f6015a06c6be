// 'Visualizações': save the list as it is now (filters, sort, page size, its columns and their order) under a name,
// open a saved or built-in view, delete a saved one after a confirmation that names it. A popover of
// ordinary buttons (Tab moves between them, Esc closes), as wide as a phone allows.
import BookmarksIcon from '@mui/icons-material/Bookmarks';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  Box,
  Button,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  ListSubheader,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useRef, useState, type FormEvent } from 'react';
import { Confirm, useNotify } from 'react-admin';
import { VIEW_NAME_MAX, type SavedView } from '../../../../common/views';
import { AnchoredDialog, useAnchoredDialog } from '../../AnchoredDialog';
import type { ColumnsView } from './columns';
import { sameSearch, useSavedViews, type BuiltInView } from './useSavedViews';

/** A view's entry: opens it; marked as current while the URL shows it. */
const ViewEntry = ({ name, current, onOpen }: { name: string; current: boolean; onOpen: () => void }) => (
  <ListItemButton onClick={onOpen} selected={current} aria-current={current ? 'true' : undefined}>
    <ListItemText primary={name} />
  </ListItemButton>
);

export function SavedViewsButton({ builtIn = [] }: { builtIn?: readonly BuiltInView[] }) {
  const { views, save, remove, open, current } = useSavedViews();
  const notify = useNotify();
  const { opener, dialog, close } = useAnchoredDialog();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const nameInput = useRef<HTMLInputElement>(null);
  const [toDelete, setToDelete] = useState<SavedView | null>(null);

  const openView = (search: Record<string, string>, columns?: ColumnsView) => {
    open({ search, ...columns });
    close();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // 'Salvar' is disabled while it saves: focus stays in the name field, or it would fall to the page
    // behind the dialog (where Escape no longer closes it) until MUI's focus trap fetched it back.
    nameInput.current?.focus();
    if (!name.trim()) return setNameError('Informe um nome para a visualização');
    save.mutate(name.trim(), {
      onSuccess: () => {
        notify('Visualização salva', { type: 'success' });
        setName('');
        setNameError(null);
      },
      onError: (error) => setNameError(error.message),
    });
  };

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => notify('Visualização excluída', { type: 'success' }),
      onError: (error) => notify(error.message, { type: 'error' }),
      onSettled: () => setToDelete(null),
    });
  };

  return (
    <>
      <Button size="small" startIcon={<BookmarksIcon />} {...opener}>
        Visualizações
      </Button>
      <AnchoredDialog {...dialog} name={{ label: 'Visualizações' }} width={340}>
        <Box component="form" onSubmit={submit} sx={{ p: 2, pb: 1 }} noValidate>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <TextField
              size="small"
              label="Salvar visualização atual como"
              value={name}
              onChange={(event) => setName(event.target.value)}
              error={Boolean(nameError)}
              helperText={nameError ?? undefined}
              inputRef={nameInput}
              slotProps={{ htmlInput: { maxLength: VIEW_NAME_MAX } }}
              fullWidth
            />
            <Button type="submit" variant="contained" loading={save.isPending}>
              Salvar
            </Button>
          </Stack>
        </Box>
        {builtIn.length > 0 && (
          <List dense subheader={<ListSubheader disableSticky>Visualizações padrão</ListSubheader>}>
            {builtIn.map((view) => {
              const search = view.search();
              return (
                <ListItem key={view.name} disablePadding>
                  <ViewEntry name={view.name} current={sameSearch(search, current)} onOpen={() => openView(search)} />
                </ListItem>
              );
            })}
          </List>
        )}
        <List dense subheader={<ListSubheader disableSticky>Minhas visualizações</ListSubheader>}>
          {views.length === 0 && (
            <ListItem>
              <Typography variant="body2" color="text.secondary">
                Nenhuma visualização salva
              </Typography>
            </ListItem>
          )}
          {views.map((view) => (
            <ListItem
              key={view.id}
              disablePadding
              secondaryAction={
                <IconButton edge="end" aria-label={`Excluir visualização ${view.name}`} onClick={() => setToDelete(view)}>
                  <DeleteIcon fontSize="small" />
                </IconButton>
              }
            >
              <ViewEntry
                name={view.name}
                current={sameSearch(view.params.search, current)}
                onOpen={() => openView(view.params.search, view.params)}
              />
            </ListItem>
          ))}
        </List>
      </AnchoredDialog>
      <Confirm
        isOpen={toDelete !== null}
        loading={remove.isPending}
        title="Excluir visualização"
        content={`Excluir a visualização "${toDelete?.name ?? ''}"?`}
        confirm="Excluir"
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      />
    </>
  );
}
