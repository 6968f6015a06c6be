// The home page: the greeting and welcome message, then the dashboard, loaded lazily so its
// charts library is fetched only after login.
import { Box, Card, CardContent, LinearProgress, Typography } from '@mui/material';
import { Suspense } from 'react';
import { lazyScreen } from '../../ui/layout/lazyScreen';
import { useGetIdentity } from 'react-admin';
import { PageTitle } from '../../ui/layout/PageTitle';

export const Dashboard = lazyScreen(() => import('./Dashboard'));

export const Home = () => {
  const { identity } = useGetIdentity();
  const name = identity?.fullName;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <PageTitle title="Inicio" />
      <Card>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            {name ? `Olá, ${name}!` : 'Olá!'}
          </Typography>
          <Typography color="text.secondary">
            Bem-vindo de volta, é muito bom ver você novamente! Use o menu para acompanhar suas oportunidades, pessoas e
            configurações.
          </Typography>
        </CardContent>
      </Card>
      <Suspense fallback={<LinearProgress aria-label="Carregando painel" sx={{ mt: 2 }} />}>
        <Dashboard />
      </Suspense>
    </Box>
  );
};
