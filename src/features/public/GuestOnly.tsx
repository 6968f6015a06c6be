import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { isLoggedIn } from '../../authProvider/token';

/** /login and /signup lead home when a session already exists. */
export const GuestOnly = ({ children }: { children: ReactNode }) =>
  isLoggedIn() ? <Navigate to="/" replace /> : <>{children}</>;
