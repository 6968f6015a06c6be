// A registration's page: its declared fields and the days it has left; for staff, the registration and
// what competes with its key side by side (the other partners' registrations, the clients of the CNPJ root
// and their opportunities), and the decisions, each asking first and saying what it will do: 'Aprovar'
// (client, Lead opportunity, the others rejected), 'Rejeitar' (with the reason), 'Prorrogar' (by days).
import { Card, CardContent, Grid, Stack, Typography } from '@mui/material';
import { ShowBase, useCanAccess, useDataProvider, useGetOne, useRecordContext } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { registros } from '../../../common/resources/registros';
import type { PortalDataProvider } from '../../dataProvider';
import { DeclaredValues } from '../../ui/kit/ResourceShow';
import { ConflitoPanel } from './ConflitoPanel';
import { RegistroDecisions } from './RegistroDecisions';
import { diasText } from './diasText';
import type { Registro } from './types';


function RegistroPage() {
  const record = useRecordContext<Registro>();
  const { canAccess: staff } = useCanAccess({ resource: 'registros', action: 'decide' });
  const dataProvider = useDataProvider<PortalDataProvider>();
  const conflito = useQuery({
    queryKey: ['registros', 'conflito', record?.id, record?.estado],
    queryFn: () => dataProvider.registroConflito(record!.id),
    enabled: Boolean(staff && record),
  });
  const { data: parceiro } = useGetOne<{ id: number; name: string }>('pessoas', { id: record?.parceiro_id ?? 0 }, { enabled: Boolean(record) });
  if (!record) return null;
  const days = diasText(record);
  const mine = (
    <Card variant="outlined">
      <CardContent>
        <Stack direction="row" sx={{ mb: 2, justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="h5" component="h1">
            {record.razao_social}
          </Typography>
          {staff ? <RegistroDecisions registro={record} parceiro={parceiro?.name} conflito={conflito.data} /> : null}
        </Stack>
        <DeclaredValues
          declaration={registros}
          extra={
            days === '—' ? null : (
              <Typography variant="body2" aria-label="Dias restantes">
                {days}
              </Typography>
            )
          }
        />
      </CardContent>
    </Card>
  );
  if (!staff) return <Stack sx={{ mt: 2, maxWidth: 720 }}>{mine}</Stack>;
  return (
    <Grid container spacing={2} sx={{ mt: 2 }}>
      <Grid size={{ xs: 12, md: 6 }}>{mine}</Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <ConflitoPanel conflito={conflito.data} loading={conflito.isPending} />
      </Grid>
    </Grid>
  );
}

export default function RegistroShow() {
  return (
    <ShowBase resource="registros">
      <RegistroPage />
    </ShowBase>
  );
}
