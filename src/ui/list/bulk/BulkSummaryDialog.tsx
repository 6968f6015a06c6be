// What a bulk action did: how many rows changed, and each refused row with the server's reason.
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useId } from 'react';
import { translateDetail } from '../../../i18n/apiDetails';
import { formatCount, useBulkListContext } from './bulkContext';

/** How many rows a summary may list; the rest are counted (the answer of a filter may refuse thousands). */
const REFUSALS_SHOWN = 50;

export function BulkSummaryDialog() {
  const { bulkSummary, setBulkSummary } = useBulkListContext();
  const titleId = useId();
  if (!bulkSummary || !setBulkSummary) return null;
  const { title, answer } = bulkSummary;
  const close = () => setBulkSummary(null);
  const refused = answer.refused.length;
  return (
    <Dialog open onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{`${title}: concluído`}</DialogTitle>
      <DialogContent dividers>
        <Typography>{`${formatCount(answer.changed)} de ${formatCount(answer.matched)} alterado(s).`}</Typography>
        {refused > 0 && (
          <>
            <Typography sx={{ mt: 2 }}>{`${formatCount(refused)} recusado(s):`}</Typography>
            <List dense aria-label="Recusados">
              {answer.refused.slice(0, REFUSALS_SHOWN).map((refusal) => (
                <ListItem key={refusal.id} disableGutters>
                  <ListItemText primary={`#${refusal.id}`} secondary={translateDetail(refusal.detail)} />
                </ListItem>
              ))}
            </List>
            {refused > REFUSALS_SHOWN && (
              <Typography variant="body2" color="text.secondary">{`E mais ${formatCount(refused - REFUSALS_SHOWN)}.`}</Typography>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} variant="contained">
          Fechar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
