// A user whose role must use two-factor login (MFA_REQUIRED_ROLES) and has not set it up yet holds a
// session good for nothing but the setup: every screen but 'Meu perfil' (/settings, where it is done) sends
// them there, rather than showing pages whose every request the server refuses. Confirming the setup
// stores a whole session token, and the gate opens.
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { MFA_SETUP_PATH } from '../../authProvider';
import { isSetupOnlySession } from '../../authProvider/token';

export function MfaSetupGate({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  if (isSetupOnlySession() && pathname !== MFA_SETUP_PATH) return <Navigate to={MFA_SETUP_PATH} replace />;
  return children;
}
