// The calls of /oportunidades that are not plain CRUD: the multipart create and the
// attachment upload (sent with XMLHttpRequest, which reports upload progress), win and loss, tags and
// attachment download/removal. Lists (opportunities, tags, attachments, history, enums) are resources
// in paths.ts.
import type { z } from 'zod';
import { ResultStatus } from '../../common/enums';
import type { anexoDownload, anexos } from '../../common/resources/anexos';
import type { ApiRow } from '../../common/resources/apiValues';
import type { oportunidadeHistoryEntry, oportunidades } from '../../common/resources/oportunidades';
import type { tagSummary } from '../../common/resources/tags';
import { httpClient } from './httpClient';
import type { OdooSyncStatus } from './integrations';
import { sendForm, type UploadProgress } from './sendForm';

export type { UploadProgress } from './sendForm';

/** A tag as an opportunity carries it (common/resources/tags.ts). */
export type Tag = ApiRow<typeof tagSummary>;

/**
 * An opportunity as /api/v1/oportunidades answers it (the declaration's row; money as JSON numbers), the
 * fields no screen reads optional, so a row built without them (the component tests') still fits. A
 * missing status reads as open; the latest background Odoo sync comes with GET /oportunidades/{id} alone.
 */
export type Oportunidade = Omit<ApiRow<typeof oportunidades.schemas.row>, Unread | Sent | 'status_resultado'> &
  Partial<Pick<ApiRow<typeof oportunidades.schemas.row>, Unread | Sent>> & {
    status_resultado: number | null;
    odoo_sync?: OdooSyncStatus | null;
  };
/** What no screen of an opportunity reads. */
type Unread = 'created_by_id' | 'updated_at' | 'closed_at';
/** Names and figures sent along, which a row built for a test may leave out. */
type Sent = 'cliente_nome' | 'parceiro_nome' | 'executivo_nome' | 'comissao_percentual';

/** A document of an opportunity; no screen says who uploaded it. */
export type Anexo = Omit<ApiRow<typeof anexos.schemas.row>, 'created_by_id'>;

/** GET /oportunidades/anexos/{id}/download. */
export type AnexoDownload = z.output<typeof anexoDownload>;

/** One row of GET /oportunidades/{id}/historico. */
export type HistoryEntry = Omit<ApiRow<typeof oportunidadeHistoryEntry>, 'oportunidade_id' | 'old_label' | 'new_label'> &
  Partial<Pick<ApiRow<typeof oportunidadeHistoryEntry>, 'old_label' | 'new_label'>>;

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
