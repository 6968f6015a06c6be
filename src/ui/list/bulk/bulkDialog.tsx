// What the bulk dialogs share (a question in BulkConfirmButton, a choice in BulkChoiceDialog): the button
// that opens them, the count they name, the note when the action goes beyond the page, and the progress
// bar while the server works.
import { Box, Button, LinearProgress, Typography } from '@mui/material';
import { useState, type ReactElement } from 'react';
import { countOf, useBulkNouns } from './bulkContext';
import { useBulkAction } from './useBulkAction';

/** While a bulk call runs: what the user waits for. */
export const BulkProgress = () => (
  <Box sx={{ mt: 2 }}>
    <LinearProgress aria-label="Aplicando a ação" />
    <Typography variant="body2" sx={{ mt: 1 }}>
      Aplicando…
    </Typography>
  </Box>
);

export function useBulkDialog() {
  const nouns = useBulkNouns();
  const { count, allMatching, pending, run } = useBulkAction();
  const [open, setOpen] = useState(false);
  return {
    open,
    setOpen,
    pending,
    run,
    /** '1.234 pessoas'. */
    counted: countOf(nouns, count),
    /** What the question adds when the action goes beyond the page. */
    note: allMatching ? (
      <Typography>{`Vale para todas as ${nouns.many} do filtro atual, inclusive as de outras páginas.`}</Typography>
    ) : null,
  };
}

export const BulkDialogButton = ({ label, icon, onClick }: { label: string; icon: ReactElement; onClick: () => void }) => (
  <Button size="small" startIcon={icon} onClick={onClick}>
    {label}
  </Button>
);
