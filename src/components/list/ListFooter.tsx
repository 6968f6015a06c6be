import { MenuItem, Pagination, Stack, TextField, Typography, type PaginationProps } from '@mui/material';
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

/**
 * 'Mostrando X de Y <noun>', the totals of the money columns named in `totals` (the declaration's
 * `total: true`), the page size and the page links, under the table.
 */
export function ListFooter({ noun, totals = [] }: { noun: string; totals?: ListTotal[] }) {
  const context = useListContext();
  const { data, total, page, perPage, setPage, setPerPage, isPending } = context;
  const sizes = (context as { perPageChoices?: number[] }).perPageChoices ?? [];
  if (isPending || !total) return null;
  const pages = Math.max(1, Math.ceil(total / perPage));
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, p: 2 }}
    >
      <Stack sx={{ gap: 0.5 }}>
        <Typography variant="body2" color="text.secondary">
          Mostrando {data?.length ?? 0} de {total} {noun}
        </Typography>
        <ListTotals totals={totals} />
      </Stack>
      {pages > 1 ? (
        <Pagination
          count={pages}
          page={Math.min(page, pages)}
          onChange={(_, next) => setPage(next)}
          getItemAriaLabel={itemLabel}
          size="small"
          siblingCount={0}
          color="primary"
        />
      ) : null}
      {sizes.length > 1 && (
        <TextField
          select
          size="small"
          variant="standard"
          label="Itens por página"
          value={perPage}
          onChange={(event) => setPerPage(Number(event.target.value))}
          sx={{ minWidth: 120 }}
        >
          {sizes.map((size) => (
            <MenuItem key={size} value={size}>
              {size}
            </MenuItem>
          ))}
        </TextField>
      )}
    </Stack>
  );
}
