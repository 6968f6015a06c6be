// The person page's 'Oportunidades': the person's opportunities as client and as partner (the list's
// cliente_id and parceiro_id filters, so the row scope is the list's), each with its count and exact
// revenue sum over all of them (the list answer's `sums`), the newest few as rows that open the
// opportunity, and 'Ver todas' leading to the list so filtered.
import { Box, Link, Typography } from '@mui/material';
import { useGetList } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { formatMoney, formatMoneyText } from '../../i18n/format';
import { detailUrl, LIST_PATH, OportunidadeStatusBadge } from '../oportunidades/public';
import type { Oportunidade } from '../oportunidades/public';
import { useOportunidadeEnums } from '../oportunidades/public';
import { InfoCard } from '../../ui/detail/InfoCard';
import { RowsTable, type RowsTableColumn } from '../../ui/RowsTable';

/** Rows shown per role; 'Ver todas' opens the rest in the list. */
export const PERSON_OPORTUNIDADES_SHOWN = 10;

const ROLES = [
  { filter: 'cliente_id', title: 'Como cliente', empty: 'Nenhuma oportunidade como cliente.' },
  { filter: 'parceiro_id', title: 'Como parceiro', empty: 'Nenhuma oportunidade como parceiro.' },
] as const;

const columns = (enums: ReturnType<typeof useOportunidadeEnums>): RowsTableColumn<Oportunidade>[] => [
  {
    header: 'Título',
    // The row opens on a click anywhere; the link is its keyboard and screen-reader way.
    cell: (o) => (
      <Link component={RouterLink} to={detailUrl(o.id)} onClick={(e) => e.stopPropagation()}>
        {o.titulo}
      </Link>
    ),
  },
  { header: 'Estágio', cell: (o) => enums.stageLabel(o.estagio) },
  { header: 'Status', cell: (o) => <OportunidadeStatusBadge oportunidade={o} /> },
  {
    header: 'Receita Esperada',
    align: 'right',
    cell: (o) => (
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {formatMoney(o.receita_esperada)}
      </Box>
    ),
  },
];

export function PersonOportunidades({ personId }: { personId: number }) {
  return (
    <InfoCard title="Oportunidades">
      {ROLES.map((role) => (
        <RoleOportunidades key={role.filter} personId={personId} {...role} />
      ))}
    </InfoCard>
  );
}

type RoleProps = { personId: number; filter: 'cliente_id' | 'parceiro_id'; title: string; empty: string };

function RoleOportunidades({ personId, filter, title, empty }: RoleProps) {
  const navigate = useNavigate();
  const enums = useOportunidadeEnums();
  const { data = [], total, meta, isPending, error } = useGetList<Oportunidade>('oportunidades', {
    filter: { [filter]: personId },
    pagination: { page: 1, perPage: PERSON_OPORTUNIDADES_SHOWN },
    sort: { field: 'created_at', order: 'DESC' },
  });
  const sum = (meta as { sums?: { receita_esperada?: string } } | undefined)?.sums?.receita_esperada;
  const headingId = `oportunidades-${filter}`;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="subtitle1" component="h3" id={headingId}>
          {title}
        </Typography>
        {total !== undefined && (
          <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid={`totals-${filter}`}>
            {total} {total === 1 ? 'oportunidade' : 'oportunidades'} · Total: {formatMoneyText(sum ?? '0.00')}
          </Typography>
        )}
      </Box>
      {error ? (
        <Typography variant="body2" color="error">
          Erro ao carregar as oportunidades.
        </Typography>
      ) : !isPending && data.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {empty}
        </Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <RowsTable label={title} columns={columns(enums)} rows={data} rowKey={(o) => o.id} onRowClick={(o) => navigate(detailUrl(o.id))} />
        </Box>
      )}
      {total !== undefined && total > data.length && (
        <Link component={RouterLink} to={`${LIST_PATH}?${filter}=${personId}`} variant="body2">
          Ver todas
        </Link>
      )}
    </Box>
  );
}
