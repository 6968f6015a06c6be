// Public pages (no layout, no auth check) and protected custom pages (inside the layout).
import type { ReactElement } from 'react';
import { lazyScreen } from './ui/layout/lazyScreen';
import { AvisoPage } from './features/public/AvisoPage';
import { LoginPage } from './features/public/LoginPage';
import { publicPaths } from './features/public/paths';
import { RecoverPasswordPage } from './features/public/RecoverPasswordPage';
import { ResetPasswordPage } from './features/public/ResetPasswordPage';
import { SignupPage } from './features/public/SignupPage';

const SettingsPage = lazyScreen(() => import('./features/settings/SettingsPage').then((m) => ({ default: m.SettingsPage })));
const MeuDesempenhoPage = lazyScreen(() => import('./features/comissoes/MeuDesempenhoPage').then((m) => ({ default: m.MeuDesempenhoPage })));

export type PageRoute = { path: string; element: ReactElement };

export const publicRoutes: PageRoute[] = [
  { path: publicPaths.aviso, element: <AvisoPage /> },
  { path: publicPaths.login, element: <LoginPage /> },
  { path: publicPaths.signup, element: <SignupPage /> },
  { path: publicPaths.recoverPassword, element: <RecoverPasswordPage /> },
  { path: publicPaths.resetPassword, element: <ResetPasswordPage /> },
];

export const protectedRoutes: PageRoute[] = [
  { path: '/settings', element: <SettingsPage /> },
  { path: '/meu-desempenho', element: <MeuDesempenhoPage /> },
];
