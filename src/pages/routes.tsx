// Public pages (no layout, no auth check) and protected custom pages (inside the layout).
import { lazy, type ReactElement } from 'react';
import { AvisoPage } from './public/AvisoPage';
import { LoginPage } from './public/LoginPage';
import { RecoverPasswordPage } from './public/RecoverPasswordPage';
import { ResetPasswordPage } from './public/ResetPasswordPage';
import { SignupPage } from './public/SignupPage';

const SettingsPage = lazy(() => import('./settings/SettingsPage').then((m) => ({ default: m.SettingsPage })));

export type PageRoute = { path: string; element: ReactElement };

export const publicRoutes: PageRoute[] = [
  { path: '/aviso', element: <AvisoPage /> },
  { path: '/login', element: <LoginPage /> },
  { path: '/signup', element: <SignupPage /> },
  { path: '/recover-password', element: <RecoverPasswordPage /> },
  { path: '/reset-password', element: <ResetPasswordPage /> },
];

export const protectedRoutes: PageRoute[] = [{ path: '/settings', element: <SettingsPage /> }];
