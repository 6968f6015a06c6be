// The integration calls (SPEC section 7): Odoo sync of persons and opportunities, the Receita Federal
// registry (read, copy chosen fields, create a company from its CNPJ) and the CEP look-up. The server does
// the talking to each peer; these only name the routes.
import { normalizeDocument, onlyDigits } from '../../common/documents';
import type { RegistryData, RegistryField } from '../../common/registry';
import { httpClient } from './httpClient';

export { REGISTRY_FIELDS, type RegistryData, type RegistryField } from '../../common/registry';

/** GET /integrations/status: which outside services the server is configured for. */
export type IntegrationsStatus = { odoo: boolean; receita: boolean; cep: boolean };

/** GET /cep/{cep}. */
export type CepAddress = { zip_code: string; street: string; neighborhood: string; city: string; state: string };

/** What the sync routes answer: the stored row, with the id the peer gave it. */
type PersonRow = { id: number; odoo_company_id: number | null } & Record<string, unknown>;
type OportunidadeRow = { id: number; odoo_id: number | null } & Record<string, unknown>;

export const integrationMethods = {
  syncPessoaOdoo: (personId: number) => httpClient<PersonRow>(`persons/sync-odoo/${personId}`, { method: 'PUT' }),
  getReceitaData: (personId: number) => httpClient<RegistryData>(`persons/${personId}/receita-data`),
  syncReceita: (personId: number, fields: RegistryField[]) =>
    httpClient<PersonRow>(`persons/${personId}/sync-receita`, { method: 'POST', body: { campos_atualizar: fields } }),
  createPessoaFromCnpj: ({ cnpj, role }: { cnpj: string; role?: number }) =>
    httpClient<PersonRow>('persons/create-with-cnpj', { method: 'POST', body: { cnpj: normalizeDocument(cnpj), role } }),
  syncOportunidade: (oportunidadeId: number) =>
    httpClient<OportunidadeRow>(`oportunidades/sync/${oportunidadeId}`, { method: 'PUT' }),
  integrationsStatus: () => httpClient<IntegrationsStatus>('integrations/status'),
  lookupCep: (cep: string, signal?: AbortSignal) => httpClient<CepAddress>(`cep/${onlyDigits(cep)}`, { signal }),
};
