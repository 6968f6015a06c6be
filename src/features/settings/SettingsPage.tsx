// /settings: 'Meu perfil', 'Senha', 'Aparência' and, except for superusers, 'Zona de perigo'.
import { Box, Card, Tab, Tabs, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { Loading, useGetIdentity } from 'react-admin';
import { AppearanceTab } from './AppearanceTab';
import { DangerZoneTab } from './DangerZoneTab';
import { PasswordTab } from './PasswordTab';
import { ProfileTab } from './ProfileTab';
import { PageTitle } from '../../ui/layout/PageTitle';

type SettingsTab = { id: string; label: string; content: ReactNode };

export const SettingsPage = () => {
  const { identity, isPending } = useGetIdentity();
  const [current, setCurrent] = useState('profile');
  if (isPending || !identity) return <Loading />;

  const tabs: SettingsTab[] = [
    { id: 'profile', label: 'Meu perfil', content: <ProfileTab /> },
    { id: 'password', label: 'Senha', content: <PasswordTab /> },
    { id: 'appearance', label: 'Aparência', content: <AppearanceTab /> },
    // A sign-up waiting for approval may not delete the account yet (server/platform/auth/onboardingLimits.ts).
    ...(identity.is_superuser || identity.cadastro === 'pendente' ? [] : [{ id: 'danger', label: 'Zona de perigo', content: <DangerZoneTab /> }]),
  ];
  const active = tabs.find((tab) => tab.id === current) ?? tabs[0];

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 900 }}>
      <PageTitle title="Configurações" />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        Configurações do Usuário
      </Typography>
      <Card>
        <Tabs
          value={active.id}
          onChange={(_event, id: string) => setCurrent(id)}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label="Configurações do usuário"
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          {tabs.map((tab) => (
            <Tab
              key={tab.id}
              value={tab.id}
              label={tab.label}
              id={`settings-tab-${tab.id}`}
              aria-controls={`settings-panel-${tab.id}`}
            />
          ))}
        </Tabs>
        <Box
          role="tabpanel"
          id={`settings-panel-${active.id}`}
          aria-labelledby={`settings-tab-${active.id}`}
          sx={{ p: { xs: 2, sm: 3 } }}
        >
          {active.content}
        </Box>
      </Card>
    </Box>
  );
};
