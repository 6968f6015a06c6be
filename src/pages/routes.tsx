// Public pages (no layout, no auth check) and protected custom pages (inside the layout).
import type { ReactElement } from 'react';
import { lazyScreen } from '../layout/lazyScreen';
import { AvisoPage } from './public/AvisoPage';
import { LoginPage } from './public/LoginPage';
import { publicPaths } from './public/paths';
import { RecoverPasswordPage } from './public/RecoverPasswordPage';
import { ResetPasswordPage } from './public/ResetPasswordPage';
import { SignupPage } from './public/SignupPage';

const SettingsPage = lazyScreen(() => import('./settings/SettingsPage').then((m) => ({ default: m.SettingsPage })));
const MeuDesempenhoPage = lazyScreen(() => import('../resources/comissoes/MeuDesempenhoPage').then((m) => ({ default: m.MeuDesempenhoPage })));

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
