// 'Meu perfil' › 'Notificações': for each event of the catalogue (common/notificacoes.ts), whether it shows
// in the portal (the bell) and whether it comes by e-mail. Each switch saves at once (PUT /users/me/notificacoes).
import { Box, Switch, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { useNotifiedAction } from '../../ui/actions/useNotifiedAction';
import { RowsTable } from '../../ui/RowsTable';
import { useToast } from '../../ui/toast/useToast';
import type { PortalDataProvider } from '../../dataProvider';
import type { NotificationPreference } from '../../dataProvider/notificacoes';

const QUERY_KEY = ['users/me/notificacoes'];
type Channel = 'no_app' | 'por_email';
const CHANNELS: { key: Channel; label: string }[] = [
  { key: 'no_app', label: 'No portal' },
  { key: 'por_email', label: 'Por e-mail' },
];

export function NotificationPreferencesSection() {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const { notifySuccess } = useToast();
  const queryClient = useQueryClient();
  const { data } = useQuery({ queryKey: QUERY_KEY, queryFn: () => dataProvider.getNotificationPreferences() });
  const preferences = data?.preferencias;
  const { run: change, pending: saving } = useNotifiedAction(
    async (preference: NotificationPreference, channel: Channel, value: boolean) => {
      const { label: _label, ...choice } = { ...preference, [channel]: value };
      queryClient.setQueryData(QUERY_KEY, await dataProvider.saveNotificationPreferences([choice]));
      notifySuccess('Preferências de notificação salvas.');
    },
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="h6" component="h2" gutterBottom>
        Notificações
      </Typography>
      {preferences && (
        <Box sx={{ overflowX: 'auto' }}>
          <RowsTable
            label="Preferências de notificação"
            columns={[
              { header: 'Evento', cell: (preference: NotificationPreference) => preference.label },
              ...CHANNELS.map(({ key, label }) => ({
                header: label,
                align: 'center' as const,
                cell: (preference: NotificationPreference) => (
                  <Switch
                    checked={preference[key]}
                    disabled={saving}
                    slotProps={{ input: { 'aria-label': `${preference.label}: ${label.toLowerCase()}` } }}
                    onChange={(event) => void change(preference, key, event.target.checked)}
                  />
                ),
              })),
            ]}
            rows={preferences}
            rowKey={(preference) => preference.evento}
          />
        </Box>
      )}
    </Box>
  );
}
