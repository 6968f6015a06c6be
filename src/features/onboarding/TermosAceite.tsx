// The partner agreement in force, shown at the first page after a login that must accept it (the server
// refuses everything else until then): its version, its text and 'Aceitar' (POST /users/me/aceite).
import { Alert, Box, Button, CardActions, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useDataProvider, useGetIdentity } from 'react-admin';
import { setCurrentUser } from '../../authProvider';
import { useNotifiedAction } from '../../ui/actions/useNotifiedAction';
import type { PortalDataProvider } from '../../dataProvider';
import type { Termo } from '../../dataProvider/onboarding';
import { formatDateTime } from '../../i18n/format';
import { ScreenLoading } from '../../ui/layout/ScreenLoading';
import { OnboardingPage } from './OnboardingPage';

export function TermosAceite() {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const { refetch } = useGetIdentity();
  const [termo, setTermo] = useState<Termo | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    dataProvider
      .getTermosVigente()
      .then((found) => live && setTermo(found))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [dataProvider]);
  const accept = useNotifiedAction(async () => {
    setCurrentUser(await dataProvider.acceptTermos(termo!.versao));
    await refetch();
  });

  if (failed) return <Alert severity="error">Não foi possível carregar os termos de parceria.</Alert>;
  if (!termo) return <ScreenLoading text="Carregando termos de parceria..." />;
  return (
    <OnboardingPage
      title="Termos de parceria"
      maxWidth={900}
      actions={
        <CardActions sx={{ px: 2, pb: 2 }}>
          <Button variant="contained" onClick={() => void accept.run()} loading={accept.pending}>
            Aceitar
          </Button>
        </CardActions>
      }
    >
      <Typography color="text.secondary" gutterBottom>
        Versão {termo.versao}, vigente desde {formatDateTime(termo.vigente_desde)}. Para continuar usando o portal, leia e aceite os
        termos.
      </Typography>
      <Box
        tabIndex={0}
        aria-label="Texto dos termos de parceria"
        role="region"
        sx={{ mt: 2, p: 2, maxHeight: '55vh', overflow: 'auto', whiteSpace: 'pre-wrap', border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        {termo.texto}
      </Box>
    </OnboardingPage>
  );
}
