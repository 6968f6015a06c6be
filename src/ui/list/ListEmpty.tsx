import SearchOffIcon from '@mui/icons-material/SearchOff';
import InboxIcon from '@mui/icons-material/Inbox';
import { Alert, AlertTitle, Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useListContext } from 'react-admin';
import { errorMessage } from '../toast/useToast';
import { hasFilterValues } from './searchParams';

export type EmptyText = { title: string; text?: string };

type ListEmptyProps = {
  /** What to say when filters are set and nothing matches. */
  filtered: EmptyText;
  /** What to say when there is nothing at all yet. */
  empty: EmptyText;
  /** Shown under the 'nothing yet' text, e.g. the add button. */
  action?: ReactNode;
};

/**
 * The empty state of a list, with one wording when filters hide everything and another when nothing exists.
 * A list the server refused to load has no rows either, but "nothing found" would be wrong: it says why.
 */
export function ListEmpty({ filtered, empty, action }: ListEmptyProps) {
  const { filterValues, error } = useListContext();
  if (error) return <ListLoadError error={error} />;
  const isFiltered = hasFilterValues(filterValues);
  const { title, text } = isFiltered ? filtered : empty;
  const Icon = isFiltered ? SearchOffIcon : InboxIcon;
  return (
    <Box role="status" sx={{ textAlign: 'center', py: 6, px: 2 }}>
      <Icon sx={{ fontSize: 48, color: 'text.disabled' }} aria-hidden />
      <Typography variant="h6" component="p">
        {title}
      </Typography>
      {text ? (
        <Typography variant="body2" color="text.secondary">
          {text}
        </Typography>
      ) : null}
      {!isFiltered && action ? <Box sx={{ mt: 2 }}>{action}</Box> : null}
    </Box>
  );
}

/** The server's reason, e.g. a date range whose end comes before its start. */
export function ListLoadError({ error }: { error: unknown }) {
  return (
    <Alert severity="error" sx={{ m: 2 }}>
      <AlertTitle>Não foi possível carregar a lista</AlertTitle>
      {errorMessage(error)}
    </Alert>
  );
}
