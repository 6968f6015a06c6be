import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Outlet, Route, Routes } from 'react-router-dom';
import { rememberReturnPath } from './authProvider/returnPath';
import { lazyScreen } from './ui/layout/lazyScreen';
import { isLoggedIn } from './authProvider/token';
import { publicPaths } from './features/public/paths';
import { PublicShell } from './features/public/PublicShell';
import { setConsoleLoader } from './features/public/warmConsole';
import { publicRoutes } from './routes';

// The console (react-admin's Admin with every resource) is most of the portal's code: it loads only
// when there is a session, so the public pages (/aviso, /login, ...) download a fraction of it; the
// login page fetches it, with the screen it will open, while the credentials are typed.
const Console = lazyScreen(() => import('./App'));
setConsoleLoader((path) =>
  Promise.all([
    Console.preload(),
    import('./preloadScreen').then(({ preloadScreen }) => preloadScreen(path)),
    import('./authProvider/resourceAccess'),
  ]),
);

/** Without a token the console would only send the visitor to /aviso: go there without loading it. */
const ConsoleOrNotice = () => {
  if (!isLoggedIn()) {
    rememberReturnPath();
    return <Navigate to={publicPaths.aviso} replace />;
  }
  return (
    <Suspense fallback={null}>
      <Console />
    </Suspense>
  );
};

// Real paths (/login, /admin?page=2), not react-admin's default hash router: the portal's URLs and the links in
// emails (/reset-password?token=...) are plain paths, served by the server's SPA fallback.
// Navigations are applied at once, not as transitions: react-admin's logout navigates and then clears its
// caches, and the urgent re-renders that follow kept interrupting the transition to /aviso, which
// never committed (an endless logout loop on a protected URL visited without a session).
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter useTransitions={false}>
      <Routes>
        {/* One shell for all public pages: a toast shown before moving on (signup -> /login) stays. */}
        <Route
          element={
            <PublicShell>
              <Outlet />
            </PublicShell>
          }
        >
          {publicRoutes.map(({ path, element }) => (
            <Route key={path} path={path} element={element} />
          ))}
        </Route>
        <Route path="*" element={<ConsoleOrNotice />} />
      </Routes>
    </BrowserRouter>
  </StrictMode>,
);
