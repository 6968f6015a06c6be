// The public pages' frame, outside the console (src/main.tsx): react-admin's core providers (auth, data,
// translations, notifications; ra-core, no console UI) with the portal's theme and toasts. The console
// itself (src/App.tsx) loads only for a signed-in user, so /login stays light.
import { createTheme, CssBaseline, ThemeProvider, type ThemeOptions } from '@mui/material';
import { useMemo, type ReactNode } from 'react';
import { CoreAdminContext, defaultDataProvider } from 'react-admin';
import { authProvider } from '../../authProvider';
import { Toaster } from '../../ui/toast/Toaster';
import { accountMethods } from '../../dataProvider/account';
import { i18nProvider } from '../../i18n';
import { useThemeMode } from '../../ui/layout/theme/preference';
import { darkTheme, lightTheme } from '../../ui/layout/theme/themes';

/** What the public pages call (signup, password recovery); the console's resources stay out of this bundle. */
const publicDataProvider = { ...defaultDataProvider, ...accountMethods };

export const PublicShell = ({ children }: { children: ReactNode }) => {
  const mode = useThemeMode();
  const theme = useMemo(() => createTheme((mode === 'dark' ? darkTheme : lightTheme) as ThemeOptions), [mode]);
  return (
    <CoreAdminContext dataProvider={publicDataProvider} authProvider={authProvider} i18nProvider={i18nProvider}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
        <Toaster />
      </ThemeProvider>
    </CoreAdminContext>
  );
};
