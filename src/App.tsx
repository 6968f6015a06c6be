// The console in one place: every Resource (one per declaration, src/resources.tsx) and protected route. The public pages
// live outside it (src/main.tsx, src/features/public/PublicShell.tsx).
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { authProvider } from './authProvider';
import { Toaster } from './ui/toast/Toaster';
import { dataProvider } from './dataProvider';
import { consoleI18nProvider as i18nProvider } from './i18n/console';
import { Layout } from './Layout';
import { useThemeMode } from './ui/layout/theme/preference';
import { darkTheme, lightTheme } from './ui/layout/theme/themes';
import { protectedRoutes } from './routes';
import { Home } from './features/dashboard/Home';
import { NotFound } from './ui/layout/NotFound';
import { resources } from './resources';

const App = () => {
  // The theme follows the person's choice in /settings (localStorage['theme']), 'system' by default.
  const mode = useThemeMode();
  return (
    <Admin
      title="Portal de Parceiros"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      layout={Layout}
      dashboard={Home}
      loginPage={false}
      catchAll={NotFound}
      notification={Toaster}
      theme={mode === 'dark' ? darkTheme : lightTheme}
      darkTheme={null}
      requireAuth
      disableTelemetry
    >
      <CustomRoutes>
        {protectedRoutes.map(({ path, element }) => (
          <Route key={path} path={path} element={element} />
        ))}
      </CustomRoutes>
      {resources.map((resource) => (
        <Resource key={resource.name} {...resource} />
      ))}
    </Admin>
  );
};

export default App;
