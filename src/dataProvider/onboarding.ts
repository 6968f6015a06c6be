// The partner onboarding's calls (server/features/onboarding/): the agreement in force and its acceptance, an
// administrator's approval or refusal of a pending sign-up.
import type { CurrentUser } from '../authProvider/currentUser';
import { httpClient } from './httpClient';

export type Termo = { id: number; versao: string; texto: string; vigente_desde: string };
/** POST /users/{id}/aprovar: the role (Licenciado, Parceiro, Indicador) and the partner person or its CPF/CNPJ. */
export type ApprovalPayload = { role: number; person_id?: number; document?: string };

export const onboardingMethods = {
  getTermosVigente: () => httpClient<Termo>('termos/vigente'),
  acceptTermos: (versao: string) => httpClient<CurrentUser>('users/me/aceite', { method: 'POST', body: { versao } }),
  approveSignup: (userId: number, data: ApprovalPayload) =>
    httpClient<CurrentUser>(`users/${userId}/aprovar`, { method: 'POST', body: data }),
  refuseSignup: (userId: number, motivo: string) =>
    httpClient<CurrentUser>(`users/${userId}/recusar`, { method: 'POST', body: { motivo } }),
};
