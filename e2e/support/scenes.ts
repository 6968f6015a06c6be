// Data for the specs that look at screens rather than act on them (accessibility.spec.ts,
// layout.spec.ts): a partner user, and an opportunity that partner owns. The first administrator has no
// person, and creating an opportunity takes one, so the partner creates it.
import type { APIRequest } from '@playwright/test';
import { validCpf } from '../../tests/helpers/fixtures';
import { ApiClient } from './api';
import { setupValue } from './env';

export type Partner = { id: number; email: string; password: string };

/** An active partner (role 5) linked to a new person of its own, named after `suffix`. */
export async function createPartner(api: ApiClient, suffix: string): Promise<Partner> {
  const password = 'Senha-parceiro-123';
  const partner = await api.post('users/', {
    email: `parceiro.${suffix}@example.com`,
    full_name: `Parceiro ${suffix}`,
    password,
    confirm_password: password,
    role: 5,
    is_active: true,
    is_superuser: false,
    document: validCpf(),
  });
  return { id: partner.id, email: partner.email, password };
}

/**
 * An opportunity of the first thesis for `clientId`, created by `partner` after linking it to that client
 * (a partner may only pick its linked persons); answers it as the API does.
 */
export async function createOpportunity(api: ApiClient, requests: APIRequest, partner: Partner, clientId: number) {
  await api.post('userPersonsLinks/', { user_id: partner.id, person_id: clientId, created_by_id: partner.id, creation_method: 1 });
  const [thesis] = await api.get<{ id: number }[]>('oportunidades/enums/teses');
  const asPartner = await ApiClient.login(requests, setupValue('baseURL'), partner.email, partner.password);
  const response = await asPartner.request.post('/api/v1/oportunidades/', {
    multipart: { tese: String(thesis.id), cliente_id: String(clientId) },
  });
  if (!response.ok()) throw new Error(`POST oportunidades/ answered ${response.status()}: ${await response.text()}`);
  const opportunity: { id: number; titulo: string } = await response.json();
  await asPartner.dispose();
  return opportunity;
}

/**
 * Wins `partner`'s opportunity at 100.000,00 of revenue and 20% of fees, the partner's share 10% on its
 * terms: its forecast commission (R$ 2.000,00) is in the ledger. Answers the partner's person id.
 */
export async function winWithCommission(api: ApiClient, partner: Partner, opportunityId: number) {
  const { person_id } = await api.get<{ person_id: number }>(`users/${partner.id}`);
  const terms = await api.get<{ count: number }>('comissoes/termos/', { person_id });
  if (!terms.count) await api.post('comissoes/termos/', { person_id, percentual: '10', inicio: '2020-01-01' });
  await api.patch(`oportunidades/${opportunityId}`, { receita_esperada: '100000', honorarios: '20', status_resultado: 2 });
  return person_id;
}
