// The integration calls: Odoo sync of persons and opportunities, the Receita Federal
// registry (read, copy chosen fields, create a company from its CNPJ) and the CEP look-up. The server does
// the talking to each peer; these only name the routes.
import { normalizeDocument, onlyDigits } from '../../common/documents';
import type { CepAddress, RegistryData, RegistryField } from '../../common/registry';
import { httpClient } from './httpClient';

export { REGISTRY_FIELDS, type RegistryData, type RegistryField } from '../../common/registry';

/** GET /integrations/status: which outside services the server is configured for. */
export type IntegrationsStatus = { odoo: boolean; receita: boolean; cep: boolean };

/** GET /cep/{cep}. */
export type { CepAddress };

/** What the registry routes answer: the stored row. */
type PersonRow = { id: number; odoo_company_id: number | null } & Record<string, unknown>;

/**
 * An Odoo sync runs in the background (server/platform/jobs/): PUT answers the queued job, GET on
 * the same path its latest state (null when the record was never synced that way), and the record's GET
 * carries it as odoo_sync.
 */
export type OdooSyncStatus = {
  job_id: number;
  state: 'queued' | 'running' | 'done' | 'failed';
  attempts: number;
  last_error: string | null;
  updated_at: string;
};
export const isSyncActive = (status: OdooSyncStatus | null | undefined) =>
  status?.state === 'queued' || status?.state === 'running';

export const integrationMethods = {
  syncPessoaOdoo: (personId: number) => httpClient<OdooSyncStatus>(`persons/sync-odoo/${personId}`, { method: 'PUT' }),
  /** POST /persons/bulk {action: 'sync'}: queues the sync of every person of the filter not yet in Odoo. */
  pessoaOdooSync: (personId: number) => httpClient<OdooSyncStatus | null>(`persons/sync-odoo/${personId}`),
  getReceitaData: (personId: number) => httpClient<RegistryData>(`persons/${personId}/receita-data`),
  syncReceita: (personId: number, fields: RegistryField[]) =>
    httpClient<PersonRow>(`persons/${personId}/sync-receita`, { method: 'POST', body: { campos_atualizar: fields } }),
  createPessoaFromCnpj: ({ cnpj, role }: { cnpj: string; role?: number }) =>
    httpClient<PersonRow>('persons/create-with-cnpj', { method: 'POST', body: { cnpj: normalizeDocument(cnpj), role } }),
  syncOportunidade: (oportunidadeId: number) =>
    httpClient<OdooSyncStatus>(`oportunidades/sync/${oportunidadeId}`, { method: 'PUT' }),
  oportunidadeOdooSync: (oportunidadeId: number) =>
    httpClient<OdooSyncStatus | null>(`oportunidades/sync/${oportunidadeId}`),
  integrationsStatus: () => httpClient<IntegrationsStatus>('integrations/status'),
  lookupCep: (cep: string, signal?: AbortSignal) => httpClient<CepAddress>(`cep/${onlyDigits(cep)}`, { signal }),
};
