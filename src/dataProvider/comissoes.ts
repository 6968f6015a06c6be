// The commission calls that are not a resource's list or record: 'Meu desempenho', the monthly
// statement, a lote's creation with its payments and bank file, and an opportunity's recebimentos.
// Money arrives as exact decimal texts.
import { httpClient } from './httpClient';

export type Desempenho = {
  parceiro_id: number | null;
  oportunidades: { status_resultado: number; nome: string; quantidade: number }[];
  registros: { estado: string; nome: string; quantidade: number }[];
  receita_ganha: string;
  totais: { prevista: string; a_pagar: string; paga: string };
  meses: { competencia: string; prevista: string; a_pagar: string; paga: string }[];
  proximos_pagamentos: { id: number; oportunidade_id: number; oportunidade: string; competencia: string; valor: string }[];
};

export type Lote = { id: number; pago_em: string; total: string; quantidade: number };
export type LotePagamento = {
  parceiro_id: number;
  parceiro_nome: string;
  quantidade: number;
  valor: string;
  banco: string | null;
  agencia: string | null;
  conta: string | null;
  pix_key: string | null;
};

export type Recebimento = {
  id: number;
  oportunidade_id: number;
  data: string;
  valor_recuperado: string;
  honorarios_recebidos: string;
  observacao: string | null;
};
export type NovoRecebimento = { data: string; valor_recuperado: string; honorarios_recebidos?: string; observacao?: string };

export const comissaoMethods = {
  getDesempenho: (parceiroId?: number) =>
    httpClient<Desempenho>('comissoes/desempenho', { query: parceiroId ? { parceiro_id: parceiroId } : {} }),
  downloadExtrato: (query: { parceiro_id?: number; competencia: string; format: 'pdf' | 'csv' }) =>
    httpClient<Blob>('comissoes/extrato', { query, responseType: 'blob' }),
  /** Pays the a_pagar entries of the ledger's filter (or of ids) in one lote. */
  createLote: (selection: ({ filter: Record<string, unknown> } | { ids: number[] }) & { pago_em?: string }) =>
    httpClient<Lote>('comissoes/lotes', { method: 'POST', body: selection }),
  getLotePagamentos: (loteId: number) => httpClient<LotePagamento[]>(`comissoes/lotes/${loteId}/pagamentos`),
  downloadLoteBanco: (loteId: number) => httpClient<Blob>(`comissoes/lotes/${loteId}/arquivo-banco`, { responseType: 'blob' }),
  getRecebimentos: (oportunidadeId: number) =>
    httpClient<{ data: Recebimento[]; count: number }>(`oportunidades/${oportunidadeId}/recebimentos`, { query: { limit: 1000 } }),
  createRecebimento: (oportunidadeId: number, body: NovoRecebimento) =>
    httpClient<Recebimento>(`oportunidades/${oportunidadeId}/recebimentos`, { method: 'POST', body }),
  deleteRecebimento: (recebimentoId: number) => httpClient<Recebimento>(`recebimentos/${recebimentoId}`, { method: 'DELETE' }),
};
