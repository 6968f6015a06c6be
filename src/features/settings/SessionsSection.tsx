// 'Sessões' in 'Meu perfil': where the account is signed in (device, address, last activity), each other
// session with 'Encerrar', and 'Sair de todos os outros dispositivos' after a confirmation.
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import { Box, Button, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Confirm, useDataProvider } from 'react-admin';
import { useConfirmedAction } from '../../ui/actions/useConfirmedAction';
import { useNotifiedAction } from '../../ui/actions/useNotifiedAction';
import { useToast } from '../../ui/toast/useToast';
import type { PortalDataProvider } from '../../dataProvider';
import type { OwnSession } from '../../dataProvider/account';
import { formatDateTime } from '../../i18n/format';

const QUERY_KEY = ['users/me/sessions'];

export const SessionsSection = () => {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const queryClient = useQueryClient();
  const { notifySuccess } = useToast();
  const { data } = useQuery({ queryKey: QUERY_KEY, queryFn: () => dataProvider.listMySessions() });
  const refresh = () => queryClient.invalidateQueries({ queryKey: QUERY_KEY });
  const { ask, confirmProps } = useConfirmedAction(async () => {
    await dataProvider.endMyOtherSessions();
    notifySuccess('Os outros dispositivos foram desconectados.');
    await refresh();
  });
  const sessions = data?.data ?? [];
  const others = sessions.filter((session) => !session.current);

  return (
    <Stack spacing={1} alignItems="flex-start" sx={{ width: '100%' }} component="section" aria-labelledby="sessions-title">
      <Typography variant="h6" component="h2" id="sessions-title">
        Sessões
      </Typography>
      <List dense aria-label="Sessões abertas" sx={{ width: '100%', maxWidth: 640 }}>
        {sessions.map((session) => (
          <SessionItem key={session.id} session={session} onEnded={refresh} />
        ))}
      </List>
      <Button variant="outlined" startIcon={<LogoutOutlined />} onClick={ask} disabled={others.length === 0}>
        Sair de todos os outros dispositivos
      </Button>
      <Confirm
        {...confirmProps}
        title="Sair de todos os outros dispositivos"
        content="Todas as outras sessões desta conta serão encerradas. Deseja continuar?"
        confirm="Sair"
        cancel="Cancelar"
      />
    </Stack>
  );
};

function SessionItem({ session, onEnded }: { session: OwnSession; onEnded: () => Promise<unknown> }) {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const { run, pending } = useNotifiedAction(async () => {
    await dataProvider.endMySession(session.id);
    await onEnded();
  });
  const device = session.user_agent || 'Dispositivo desconhecido';
  const details = [session.client_address, `último acesso em ${formatDateTime(session.last_seen_at)}`].filter(Boolean).join(' · ');
  return (
    <ListItem
      divider
      secondaryAction={
        session.current ? undefined : (
          <Button size="small" onClick={() => void run()} loading={pending} aria-label={`Encerrar a sessão de ${device}`}>
            Encerrar
          </Button>
        )
      }
    >
      <ListItemText
        primary={
          <Box component="span" sx={{ wordBreak: 'break-word', pr: 10, display: 'block' }}>
            {session.current ? `${device} (esta sessão)` : device}
          </Box>
        }
        secondary={details}
      />
    </ListItem>
  );
}
