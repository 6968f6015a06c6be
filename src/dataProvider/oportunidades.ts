// The calls of /oportunidades that are not plain CRUD: the multipart create and the
// attachment upload (sent with XMLHttpRequest, which reports upload progress), win and loss, tags and
// attachment download/removal. Lists (opportunities, tags, attachments, history, enums) are resources
// in paths.ts.
import type { TagColor } from '../../common/enums';
import { ResultStatus } from '../../common/enums';
import { httpClient } from './httpClient';
import type { OdooSyncStatus } from './integrations';
import { sendForm, type UploadProgress } from './sendForm';

export type { UploadProgress } from './sendForm';

export type Tag = { id: number; name: string; color: TagColor | string };

/** An opportunity as /api/v1/oportunidades answers it; money as JSON numbers. */
export type Oportunidade = {
  id: number;
  titulo: string;
  descricao: string | null;
  cliente_id: number | null;
  parceiro_id: number | null;
  /** The names of the client and partner persons, sent along by the API. */
  cliente_nome?: string | null;
  parceiro_nome?: string | null;
  executivo_vendas_id: number | null;
  /** The sales executive's name, sent along by the API (a partner may not list users). */
  executivo_nome?: string | null;
  equipe_parceiro_id: number | null;
  tese: number | null;
  estagio: number;
  honorarios: number | null;
  /** The partner's share of the fees here (0-100), over its terms; null: the terms'. */
  comissao_percentual?: number | null;
  receita_esperada: number | null;
  status_resultado: number | null;
  motivo_perda: string | null;
  odoo_id: number | null;
  /** The latest background Odoo sync; only GET /oportunidades/{id} sends it. */
  odoo_sync?: OdooSyncStatus | null;
  id_externo: string | null;
  created_at: string;
  /** The expected closing day, YYYY-MM-DD. */
  data_prevista_fechamento: string | null;
  /** 0-100: the opportunity's own (probabilidade_propria) or its stage's default (common/forecast.ts). */
  probabilidade: number;
  probabilidade_propria: boolean;
  tags: Tag[];
};

export type Anexo = {
  id: number;
  oportunidade_id: number;
  nome_arquivo: string;
  descricao: string | null;
  tamanho_bytes: number;
  content_type: string;
  created_at: string;
};

/** GET /oportunidades/anexos/{id}/download. */
export type AnexoDownload = { data: string; content_type: string; nome_arquivo?: string };

/** One row of GET /oportunidades/{id}/historico. */
export type HistoryEntry = {
  id: number;
  field: string;
  field_label: string;
  old_value: string | null;
  new_value: string | null;
  /** The name of the person or user an id field pointed at, when it still exists. */
  old_label?: string | null;
  new_label?: string | null;
  user_id: number | null;
  user_name: string | null;
  created_at: string;
};

export type NewOportunidade = {
  tese: number;
  cliente_id: number;
  parceiro_id?: number | null;
  descricao?: string;
  files: File[];
  files_description?: string;
};

const patch = (id: number, body: Record<string, unknown>) =>
  httpClient<Oportunidade>(`oportunidades/${id}`, { method: 'PATCH', body });

export const oportunidadeMethods = {
  /** POST /oportunidades/ as the portal's form: it starts at stage 12 (Lead), status 1. */
  createOportunidade(input: NewOportunidade, onProgress?: UploadProgress) {
    const form = new FormData();
    form.append('estagio', '12');
    form.append('status_resultado', String(ResultStatus.Open));
    form.append('tese', String(input.tese));
    form.append('cliente_id', String(input.cliente_id));
    if (input.parceiro_id) form.append('parceiro_id', String(input.parceiro_id));
    if (input.descricao?.trim()) form.append('descricao', input.descricao.trim());
    if (input.files_description?.trim()) form.append('files_description', input.files_description.trim());
    for (const file of input.files) form.append('files', file, file.name);
    return sendForm<Oportunidade & { anexos: Anexo[] }>('oportunidades/', form, {
      onProgress,
      fallback: (status, _statusText, text) => `HTTP ${status}: ${text}`,
    });
  },
  uploadAnexos(oportunidadeId: number, files: File[], descricao?: string, onProgress?: UploadProgress) {
    const form = new FormData();
    if (descricao?.trim()) form.append('descricao', descricao.trim());
    for (const file of files) form.append('files', file, file.name);
    return sendForm<{ data: Anexo[]; count: number }>(`oportunidades/${oportunidadeId}/anexos/upload`, form, {
      onProgress,
      fallback: (_status, statusText) => `Upload failed: ${statusText}`,
    });
  },
  downloadAnexo: (anexoId: number) => httpClient<AnexoDownload>(`oportunidades/anexos/${anexoId}/download`),
  /** The raw file, streamed: for large documents, where base64 in JSON would cost a third more and a copy. */
  downloadAnexoFile: (anexoId: number) =>
    httpClient<Blob>(`oportunidades/anexos/${anexoId}/file`, { responseType: 'blob' }),
  deleteAnexo: (anexoId: number) => httpClient<Anexo>(`oportunidades/anexos/${anexoId}`, { method: 'DELETE' }),

  /** Winning also moves it to stage 11 (the server does it). */
  markWon: (id: number) => patch(id, { status_resultado: ResultStatus.Won }),
  markLost: (id: number, motivo_perda: string) =>
    patch(id, { status_resultado: ResultStatus.Lost, motivo_perda: motivo_perda.trim() }),

  addTag: (oportunidadeId: number, tagId: number) =>
    httpClient<{ data: Tag[] }>(`oportunidades/${oportunidadeId}/tags/${tagId}`, { method: 'POST' }),
  removeTag: (oportunidadeId: number, tagId: number) =>
    httpClient<{ data: Tag[] }>(`oportunidades/${oportunidadeId}/tags/${tagId}`, { method: 'DELETE' }),
  /** Deletes the tag from the catalogue and from every opportunity (staff only). */
  deleteTag: (tagId: number) => httpClient<Tag>(`oportunidades/tags/${tagId}`, { method: 'DELETE' }),
};
