// 'Verificação em duas etapas' in 'Meu perfil': turn it on (a QR code for the authenticator app, the key as
// text for typing, and a code to confirm), see the recovery codes once, turn it off with a code. The QR
// code library is imported here only, when the key is shown, so /login never loads it.
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState, type FormEvent } from 'react';
import { useDataProvider } from 'react-admin';
import { useNotifiedAction } from '../../ui/actions/useNotifiedAction';
import { useToast } from '../../ui/toast/useToast';
import type { PortalDataProvider } from '../../dataProvider';
import type { MfaSetup, MfaStatus } from '../../dataProvider/account';

type Setup = MfaSetup & { qr?: string };

const CodeField = ({ value, onChange, label }: { value: string; onChange: (v: string) => void; label: string }) => (
  <TextField
    label={label}
    value={value}
    onChange={(event) => onChange(event.target.value)}
    autoComplete="one-time-code"
    inputProps={{ inputMode: 'text', maxLength: 32 }}
    size="small"
    required
  />
);

export const TwoFactorSection = () => {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const { notifySuccess, notifyError } = useToast();
  const [status, setStatus] = useState<MfaStatus>();
  const [setup, setSetup] = useState<Setup>();
  const [codes, setCodes] = useState<string[]>();
  const [code, setCode] = useState('');

  const reload = () => dataProvider.myMfa().then(setStatus, notifyError);
  useEffect(() => {
    void reload();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const { run, pending: busy } = useNotifiedAction((action: () => Promise<void>) => action());

  const begin = () =>
    run(async () => {
      const answer = await dataProvider.beginMyMfa();
      const { toDataURL } = await import('qrcode');
      setSetup({ ...answer, qr: await toDataURL(answer.otpauth_url, { margin: 1, width: 200 }) });
      setCode('');
    });

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    return run(async () => {
      setCodes(await dataProvider.confirmMyMfa(code.trim()));
      setSetup(undefined);
      setCode('');
      notifySuccess('Verificação em duas etapas ativada.');
      await reload();
    });
  };

  const turnOff = (event: FormEvent) => {
    event.preventDefault();
    return run(async () => {
      await dataProvider.disableMyMfa(code.trim());
      setCode('');
      notifySuccess('Verificação em duas etapas desativada.');
      await reload();
    });
  };

  return (
    <Stack component="section" spacing={2} alignItems="flex-start" aria-labelledby="mfa-title" sx={{ pt: 2 }}>
      <Typography variant="h6" component="h2" id="mfa-title">
        Verificação em duas etapas
      </Typography>
      {status?.required && !status.enabled && (
        <Alert severity="warning">A verificação em duas etapas é obrigatória para a sua função. Ative-a para continuar.</Alert>
      )}
      {codes && (
        <Alert severity="info" sx={{ width: '100%' }}>
          <Typography>
            Guarde estes códigos de recuperação em um lugar seguro. Cada um pode ser usado uma vez no lugar do
            código do aplicativo, e eles não serão mostrados de novo.
          </Typography>
          <Box component="ul" aria-label="Códigos de recuperação" sx={{ fontFamily: 'monospace', columns: 2, pl: 3 }}>
            {codes.map((recovery) => (
              <li key={recovery}>{recovery}</li>
            ))}
          </Box>
          <Button onClick={() => setCodes(undefined)}>Concluído</Button>
        </Alert>
      )}
      {status && !status.enabled && !setup && (
        <>
          <Typography>Proteja sua conta pedindo, além da senha, um código do aplicativo autenticador.</Typography>
          <Button variant="contained" onClick={begin} disabled={busy}>
            Ativar verificação em duas etapas
          </Button>
        </>
      )}
      {setup && (
        <Stack component="form" spacing={2} alignItems="flex-start" onSubmit={confirm} noValidate>
          <Typography>Leia o QR code com o aplicativo autenticador ou digite a chave nele:</Typography>
          {setup.qr && <img src={setup.qr} width={200} height={200} alt="QR code para o aplicativo autenticador" />}
          <Typography>
            Chave:{' '}
            <Box component="code" data-testid="mfa-secret" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
              {setup.secret}
            </Box>
          </Typography>
          <CodeField label="Código do aplicativo" value={code} onChange={setCode} />
          <Button type="submit" variant="contained" disabled={busy || !code.trim()}>
            Confirmar
          </Button>
        </Stack>
      )}
      {status?.enabled && (
        <Stack component="form" spacing={2} alignItems="flex-start" onSubmit={turnOff} noValidate>
          <Typography>
            Ativa. Códigos de recuperação restantes: {status.recovery_codes_left}.
          </Typography>
          {!status.required && (
            <>
              <CodeField label="Código para desativar" value={code} onChange={setCode} />
              <Button type="submit" variant="outlined" color="error" disabled={busy || !code.trim()}>
                Desativar
              </Button>
            </>
          )}
        </Stack>
      )}
    </Stack>
  );
};
