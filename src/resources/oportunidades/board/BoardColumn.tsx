// One stage of the board: its name, the server's count and revenue sum for the whole filter, and its
// cards from the list endpoint filtered by estagio, 20 at a time, the next 20 when the end of the
// column scrolls into view (or on 'Carregar mais').
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useDroppable } from '@dnd-kit/core';
import { useEffect, useRef } from 'react';
import { useInfiniteGetList, type FilterPayload } from 'react-admin';
import type { StageTotal } from '../../../dataProvider/dashboard';
import { formatMoney } from '../../../i18n/format';
import { executiveName, type Oportunidade } from '../types';
import type { OportunidadeEnums } from '../useOportunidadeEnums';
import { BoardCard } from './BoardCard';

export const CARDS_PER_PAGE = 20;

type Props = {
  stage: StageTotal;
  filter: FilterPayload;
  enums: OportunidadeEnums;
  onMove: (oportunidade: Oportunidade, estagio: number) => void;
};

export function BoardColumn({ stage, filter, enums, onMove }: Props) {
  const { setNodeRef, isOver } = useDroppable({ id: stage.estagio });
  const { data, hasNextPage, fetchNextPage, isFetchingNextPage } = useInfiniteGetList<Oportunidade>('oportunidades', {
    filter: { ...filter, estagio: stage.estagio },
    pagination: { page: 1, perPage: CARDS_PER_PAGE },
    sort: { field: 'created_at', order: 'DESC' },
  });
  const cards = data?.pages.flatMap((page) => page.data) ?? [];
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = end.current;
    if (!target || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  return (
    <Paper
      ref={setNodeRef}
      component="section"
      aria-label={stage.name}
      variant="outlined"
      sx={{
        width: { xs: '85vw', sm: 290 },
        flexShrink: 0,
        scrollSnapAlign: 'start',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: isOver ? 'action.hover' : 'background.default',
      }}
    >
      <Box sx={{ p: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        <Typography variant="subtitle2" component="h2">
          {stage.name}
        </Typography>
        <Typography variant="caption" color="text.secondary" data-testid="column-totals">
          {stage.count} · {formatMoney(stage.receita_esperada)}
        </Typography>
      </Box>
      <Stack spacing={1} sx={{ p: 1, overflowY: 'auto', maxHeight: '65vh', minHeight: 120 }}>
        {cards.map((oportunidade) => (
          <BoardCard
            key={oportunidade.id}
            oportunidade={oportunidade}
            enums={enums}
            executive={executiveName(oportunidade)}
            onMove={onMove}
          />
        ))}
        <div ref={end} />
        {hasNextPage && (
          <Button size="small" disabled={isFetchingNextPage} onClick={() => void fetchNextPage()}>
            Carregar mais
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
