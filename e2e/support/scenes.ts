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
