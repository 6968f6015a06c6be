import { Pagination, Stack, Typography, type PaginationProps } from '@mui/material';
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

/** 'Mostrando X de Y <noun>' and the page links, under the table. */
export function ListFooter({ noun }: { noun: string }) {
  const { data, total, page, perPage, setPage, isPending } = useListContext();
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
    </Stack>
  );
}
