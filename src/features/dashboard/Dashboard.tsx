// The home page's dashboard: period and 'Minhas' controls, KPI cards, charts and the next
// actions, all from one GET /dashboard, then the caller's open tasks ('Minhas tarefas', GET /atividades).
// Loaded lazily by Home, so the charts library stays out of the login page.
import { Alert, Box, LinearProgress, Stack } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider';
import { MinhasTarefas } from '../atividades/public';
import { Charts } from './Charts';
import { KpiCards } from './KpiCards';
import { NextActions } from './NextActions';
import { PeriodChooser } from './PeriodChooser';
import { PeriodPreset, presetPeriod } from './period';

const Dashboard = () => {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const [controls, setControls] = useState(() => ({
    preset: PeriodPreset.Month as PeriodPreset,
    period: presetPeriod(PeriodPreset.Month),
    mine: false,
  }));
  const query = { ...controls.period, mine: controls.mine };
  const { data, error, isFetching } = useQuery({
    queryKey: ['dashboard', query],
    queryFn: () => dataProvider.getDashboard(query),
    placeholderData: keepPreviousData,
  });
  // After a 401, react-admin's dataProvider proxy logs out and answers {data: {}} instead of failing;
  // nothing is drawn from that while the portal moves to /aviso.
  const dashboard = data && 'kpis' in data ? data : undefined;
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <PeriodChooser {...controls} onChange={setControls} />
      <Box sx={{ height: 4 }}>{isFetching && <LinearProgress aria-label="Carregando painel" />}</Box>
      {error && <Alert severity="error">{error.message}</Alert>}
      {dashboard && (
        <>
          <KpiCards kpis={dashboard.kpis} weightedForecast={dashboard.weighted_forecast} comissoes={dashboard.comissoes} />
          <Charts dashboard={dashboard} />
          <NextActions stale={dashboard.stale} />
        </>
      )}
      <MinhasTarefas />
    </Stack>
  );
};

export default Dashboard;
