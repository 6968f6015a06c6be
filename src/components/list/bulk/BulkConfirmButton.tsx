// A bulk action asked first: 'Inativar 1.234 pessoas?' names the action and the count; while the server
// works a progress bar shows in the question, then the summary dialog tells what changed and what was
// refused (useBulkAction.ts).
import { Box, Button, LinearProgress, Typography } from '@mui/material';
import { useState, type ReactElement } from 'react';
import { Confirm } from 'react-admin';
import { countOf, useBulkNouns } from './bulkContext';
import { useBulkAction } from './useBulkAction';

type Props = { label: string; icon: ReactElement; action: string };

/** While a bulk call runs: what the user waits for. */
export const BulkProgress = () => (
  <Box sx={{ mt: 2 }}>
    <LinearProgress aria-label="Aplicando a ação" />
    <Typography variant="body2" sx={{ mt: 1 }}>
      Aplicando…
    </Typography>
  </Box>
);

/** What the question adds when the action goes beyond the page. */
export const allMatchingNote = (many: string) => `Vale para todas as ${many} do filtro atual, inclusive as de outras páginas.`;

export function BulkConfirmButton({ label, icon, action }: Props) {
  const nouns = useBulkNouns();
  const { count, allMatching, pending, run } = useBulkAction();
  const [open, setOpen] = useState(false);
  const confirm = () =>
    run(label, action)
      .catch(() => undefined) // the toast has said why
      .finally(() => setOpen(false));
  return (
    <>
      <Button size="small" startIcon={icon} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <Confirm
        isOpen={open}
        loading={pending}
        title={`${label} ${countOf(nouns, count)}?`}
        content={
          <>
            {allMatching && <Typography>{allMatchingNote(nouns.many)}</Typography>}
            {pending && <BulkProgress />}
          </>
        }
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
