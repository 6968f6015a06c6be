// One column of the board, a stage or a lane (won, lost): its name, the server's count and revenue sum for
// the whole filter, a button folding it to a narrow strip (which still shows the count and sum, and still
// takes a dropped card), and its cards from the list endpoint, 20 at a time, the next 20 when the end of
// the column scrolls into view (or on 'Carregar mais'). A folded column reads no cards.
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { Box, Button, IconButton, Paper, Stack, Typography } from '@mui/material';
import { useDroppable } from '@dnd-kit/core';
import { useEffect, useRef } from 'react';
import { useInfiniteGetList, type FilterPayload } from 'react-admin';
import type { LaneTotal } from '../../../dataProvider/dashboard';
import { formatMoney } from '../../../i18n/format';
import type { Oportunidade } from '../types';
import type { OportunidadeEnums } from '../useOportunidadeEnums';
import { BoardCard } from './BoardCard';

export const CARDS_PER_PAGE = 20;

type Props = {
  name: string;
  totals: LaneTotal;
  /** The cards' filter; null: none can match (the list's filters ask for another status). */
  filter: FilterPayload | null;
  enums: OportunidadeEnums;
  onMove: (oportunidade: Oportunidade, estagio: number) => void;
  /** The stage a card dropped here moves to; a lane takes no drop. */
  dropStage?: number;
  folded: boolean;
  onToggleFold: () => void;
};

export function BoardColumn({ name, totals, filter, enums, onMove, dropStage, folded, onToggleFold }: Props) {
  const { setNodeRef, isOver } = useDroppable({ id: dropStage ?? `lane-${name}`, disabled: dropStage === undefined });
  const totalsText = `${totals.count} · ${formatMoney(totals.receita_esperada)}`;
  const foldLabel = `${folded ? 'Expandir' : 'Recolher'} ${name}`;

  return (
    <Paper
      ref={setNodeRef}
      component="section"
      aria-label={name}
      variant="outlined"
      sx={{
        width: folded ? 64 : { xs: '85vw', sm: 290 },
        flexShrink: 0,
        scrollSnapAlign: 'start',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: isOver ? 'action.hover' : 'background.default',
      }}
    >
      <Stack
        direction={folded ? 'column' : 'row'}
        sx={{ p: folded ? 0.5 : 1.5, borderBottom: folded ? 0 : 1, borderColor: 'divider', alignItems: folded ? 'center' : 'flex-start', gap: 0.5 }}
      >
        <IconButton size="small" aria-label={foldLabel} aria-expanded={!folded} onClick={onToggleFold} sx={{ order: folded ? 0 : 2 }}>
          {folded ? <ChevronRight fontSize="small" /> : <ChevronLeft fontSize="small" />}
        </IconButton>
        <Box sx={{ flex: 1, minWidth: 0, ...(folded && { writingMode: 'vertical-rl', py: 1 }) }}>
          <Typography variant="subtitle2" component="h2">
            {name}
          </Typography>
          <Typography variant="caption" color="text.secondary" data-testid={dropStage === undefined ? 'lane-totals' : 'column-totals'}>
            {totalsText}
          </Typography>
        </Box>
      </Stack>
      {!folded && <Cards filter={filter} enums={enums} onMove={onMove} />}
    </Paper>
  );
}

function Cards({ filter, enums, onMove }: Pick<Props, 'filter' | 'enums' | 'onMove'>) {
  const { data, hasNextPage, fetchNextPage, isFetchingNextPage } = useInfiniteGetList<Oportunidade>(
    'oportunidades',
    { filter: filter ?? {}, pagination: { page: 1, perPage: CARDS_PER_PAGE }, sort: { field: 'created_at', order: 'DESC' } },
    { enabled: filter !== null },
  );
  const cards = filter === null ? [] : (data?.pages.flatMap((page) => page.data) ?? []);
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
    <Stack spacing={1} sx={{ p: 1, overflowY: 'auto', maxHeight: '65vh', minHeight: 120 }}>
      {cards.map((oportunidade) => (
        <BoardCard key={oportunidade.id} oportunidade={oportunidade} enums={enums} onMove={onMove} />
      ))}
      <div ref={end} />
      {hasNextPage && (
        <Button size="small" disabled={isFetchingNextPage} onClick={() => void fetchNextPage()}>
          Carregar mais
        </Button>
      )}
    </Stack>
  );
}
