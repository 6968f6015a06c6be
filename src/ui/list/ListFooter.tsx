import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Box, IconButton, MenuItem, Pagination, Stack, TextField, Typography, useMediaQuery, type PaginationProps, type Theme } from '@mui/material';
import { useListContext } from 'react-admin';
import { formatMoneyText } from '../../i18n/format';

const stepLabels: Record<string, string> = {
  first: 'Primeira página',
  last: 'Última página',
  next: 'Próxima página',
  previous: 'Página anterior',
};

const itemLabel: PaginationProps['getItemAriaLabel'] = (type, page, selected) => {
  if (type === 'page') return selected ? `Página ${page}` : `Ir para a página ${page}`;
  return stepLabels[type] ?? '';
};

/** A money column summed over the whole filter: its field in the list answer's `sums`, and its label. */
export type ListTotal = { source: string; label?: string };

/** 'Total: R$ 1.234,56' per column, exact: the API's decimal text, never summed in the browser. */
function ListTotals({ totals }: { totals: ListTotal[] }) {
  const { meta } = useListContext();
  const sums = (meta as { sums?: Record<string, string> } | undefined)?.sums ?? {};
  const shown = totals.filter(({ source }) => sums[source] !== undefined);
  if (!shown.length) return null;
  return (
    <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap' }}>
      {shown.map(({ source, label }) => (
        <Typography key={source} variant="body2" sx={{ fontWeight: 600 }} data-total={source}>
          {label ? `Total ${label}` : 'Total'}: {formatMoneyText(sums[source])}
        </Typography>
      ))}
    </Stack>
  );
}

/** The page links: every link from a tablet up; on a phone only the arrows, so the footer keeps one line. */
function PageLinks({ pages, page, setPage }: { pages: number; page: number; setPage: (page: number) => void }) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const current = Math.min(page, pages);
  if (!phone) {
    return (
      <Pagination
        count={pages}
        page={current}
        onChange={(_, next) => setPage(next)}
        getItemAriaLabel={itemLabel}
        size="small"
        siblingCount={0}
        color="primary"
        sx={{ flex: 'none' }}
      />
    );
  }
  return (
    <Stack direction="row" sx={{ flex: 'none', alignItems: 'center' }}>
      <IconButton size="small" aria-label={stepLabels.previous} disabled={current <= 1} onClick={() => setPage(current - 1)}>
        <ChevronLeftIcon />
      </IconButton>
      <IconButton size="small" aria-label={stepLabels.next} disabled={current >= pages} onClick={() => setPage(current + 1)}>
        <ChevronRightIcon />
      </IconButton>
    </Stack>
  );
}

/**
 * The totals of the money columns named in `totals` (the declaration's `total: true`) over the footer,
 * then 'Mostrando X de Y <noun>', the page links and the page size on one line (at 1366 px and on a
 * phone, where 'Itens por página' gives way), under the table.
 */
export function ListFooter({ noun, totals = [] }: { noun: string; totals?: ListTotal[] }) {
  const context = useListContext();
  const { data, total, page, perPage, setPage, setPerPage, isPending } = context;
  const sizes = (context as { perPageChoices?: number[] }).perPageChoices ?? [];
  if (isPending || !total) return null;
  const pages = Math.max(1, Math.ceil(total / perPage));
  return (
    <>
      <Box sx={{ px: 2, pt: 2, '&:empty': { display: 'none' } }}>
        <ListTotals totals={totals} />
      </Box>
      <Stack component="footer" direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: { xs: 1, sm: 2 }, px: 2, py: 1.5 }}>
        <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap', fontSize: { xs: '0.8125rem', sm: undefined } }}>
          Mostrando {data?.length ?? 0} de {total} {noun}
        </Typography>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 2 }}>
          {pages > 1 ? <PageLinks pages={pages} page={page} setPage={setPage} /> : null}
          {sizes.length > 1 && (
            <TextField
              select
              size="small"
              variant="standard"
              label="Itens por página"
              value={perPage}
              onChange={(event) => setPerPage(Number(event.target.value))}
              sx={{ flex: 'none', width: 120, display: { xs: 'none', sm: 'inline-flex' } }}
            >
              {sizes.map((size) => (
                <MenuItem key={size} value={size}>
                  {size}
                </MenuItem>
              ))}
            </TextField>
          )}
        </Stack>
      </Stack>
    </>
  );
}
