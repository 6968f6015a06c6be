// The history of an opportunity (GET /oportunidades/{id}/historico, newest first) as a timeline: what
// changed, who changed it and when.
import { Alert, Box, CircularProgress, Stack, Typography } from '@mui/material';
import { useGetList } from 'react-admin';
import { formatDateTime } from '../../i18n/format';
import { InfoCard } from '../pessoas/InfoCard';
import { describeHistory, type HistoryLabels } from './historyText';
import type { HistoryEntry } from './types';

export const HISTORY_LIMIT = 100;

export function useHistory(oportunidadeId: number) {
  return useGetList<HistoryEntry>('oportunidadeHistorico', {
    filter: { oportunidade_id: oportunidadeId },
    pagination: { page: 1, perPage: HISTORY_LIMIT },
    sort: { field: 'created_at', order: 'DESC' },
  });
}

type Props = { history: ReturnType<typeof useHistory>; labels: HistoryLabels };

export function HistoryCard({ history, labels }: Props) {
  const { data: entries = [], isPending, error } = history;
  return (
    <InfoCard title="Histórico">
      {isPending ? (
        <Stack role="status" direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <CircularProgress size={18} aria-hidden />
          <Typography variant="body2">Carregando histórico...</Typography>
        </Stack>
      ) : error ? (
        <Alert severity="error">Erro ao carregar o histórico.</Alert>
      ) : entries.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          Nenhuma alteração registrada
        </Typography>
      ) : (
        <Box component="ol" aria-label="Histórico de alterações" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {entries.map((entry) => (
            <Box
              component="li"
              key={entry.id}
              sx={{
                position: 'relative',
                pl: 3,
                pb: 2,
                '&::before': { content: '""', position: 'absolute', left: 5, top: 6, width: 10, height: 10, borderRadius: '50%', bgcolor: 'primary.main' },
                '&:not(:last-of-type)::after': { content: '""', position: 'absolute', left: 9, top: 18, bottom: 0, width: 2, bgcolor: 'divider' },
              }}
            >
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {describeHistory(entry, labels)}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {entry.user_name ?? 'Sistema'} · {formatDateTime(entry.created_at)}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </InfoCard>
  );
}
