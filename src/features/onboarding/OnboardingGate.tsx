// An account the server limits during onboarding (server/platform/auth/onboardingLimits.ts) sees, instead of the
// console's pages, what it must do: the partner agreement in force to accept ('Aceitar'), before anything
// else; then, while its sign-up waits for the staff, 'Cadastro em análise' (its own profile and password
// in /settings stay open). The server refuses every other request anyway; this keeps the pages from
// asking. Accepting or being approved opens the gate at the next identity read, with no new login.
import type { ReactNode } from 'react';
import { useGetIdentity } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { CadastroEmAnalise } from './CadastroEmAnalise';
import { TermosAceite } from './TermosAceite';
import { RouteLoading } from '../../ui/layout/ScreenLoading';

/** Where a pending account may still go: 'Meu perfil' and 'Senha'. */
const OPEN_WHILE_PENDING = '/settings';

/** Whether the signed-in account is limited to its onboarding (the bell and other calls wait too). */
export function useOnboardingLimited(): boolean {
  const { identity } = useGetIdentity();
  return !identity || identity.aceite_pendente === true || identity.cadastro === 'pendente';
}

export function OnboardingGate({ children }: { children: ReactNode }) {
  const { identity, isPending } = useGetIdentity();
  const { pathname } = useLocation();
  if (isPending) return <RouteLoading />;
  if (identity?.aceite_pendente) return <TermosAceite />;
  if (identity?.cadastro === 'pendente' && pathname !== OPEN_WHILE_PENDING) return <CadastroEmAnalise />;
  return children;
}
