import { MenuItem, Pagination, Stack, TextField, Typography, type PaginationProps } from '@mui/material';
import { useListContext } from 'react-admin';

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

/** 'Mostrando X de Y <noun>', the page size and the page links, under the table. */
export function ListFooter({ noun }: { noun: string }) {
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
      <Typography variant="body2" color="text.secondary">
        Mostrando {data?.length ?? 0} de {total} {noun}
      </Typography>
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
