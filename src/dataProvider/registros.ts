// The deal registrations' calls besides react-admin's list, read and create: staff's decisions, a
// registration's competition (staff), and the registry lookup of the 'Registrar empresa' form.
import { normalizeDocument } from '../../common/documents';
import type { RegistryData } from '../../common/registry';
import type { RegistroConflito, RegistroRow } from '../../common/resources/registros';
import { httpClient } from './httpClient';

type Decided = RegistroRow & { valido_ate: string | null };

export const registroMethods = {
  aprovarRegistro: (id: number) => httpClient<Decided>(`registros/${id}/aprovar`, { method: 'POST' }),
  rejeitarRegistro: (id: number, motivo: string) => httpClient<Decided>(`registros/${id}/rejeitar`, { method: 'POST', body: { motivo } }),
  prorrogarRegistro: (id: number, dias: number) => httpClient<Decided>(`registros/${id}/prorrogar`, { method: 'POST', body: { dias } }),
  registroConflito: (id: number) => httpClient<RegistroConflito>(`registros/${id}/conflito`),
  registroReceita: (cnpj: string) => httpClient<RegistryData>(`registros/receita/${normalizeDocument(cnpj)}`),
};
