// Anexos: an opportunity's documents. Uploaded (multipart, several files at once) and listed under their
// opportunity (/oportunidades/{id}/anexos), each then reached at /oportunidades/anexos/{id}: downloaded
// (as base64 JSON, or the raw file), re-described or removed. The row scope is the opportunity's. The kit
// serves the DELETE; upload and list are routes of the opportunities, download and re-describe (PUT and
// PATCH ?descricao=...) the server part's extra routes (server/features/anexos/routes.ts).
import { z } from 'zod';
import { authorship, idRow, nullableText } from './apiValues';
import { oportunidades } from './oportunidades';
import { defineResource } from './types';

const { read, edit } = oportunidades.access;

export const ANEXO_DESCRICAO_MAX = 2000;
export const ANEXO_NOT_FOUND = 'Anexo não encontrado';

/** PUT and PATCH take the description in the query string (?descricao=...); blank clears it. */
export const anexoUpdate = z.object({
  descricao: z
    .string()
    .trim()
    .max(ANEXO_DESCRICAO_MAX)
    .optional()
    .transform((v) => v || null),
});

export const anexos = defineResource({
  name: 'anexos',
  apiPath: 'oportunidades/anexos',
  representation: 'nome_arquivo',
  /** GET /oportunidades/{id}/anexos (the 'Documentos' card): the newest first. */
  defaultOrder: { field: 'created_at', direction: 'desc' },
  rowScope: { owned: "an opportunity's documents: whoever reaches the opportunity reaches them" },
  auditParent: { resource: 'oportunidades', column: 'oportunidade_id' },
  omitRoutes: ['list', 'create', 'read', 'edit'],
  omitPages: ['list', 'create', 'edit', 'show'],
  fields: {
    nome_arquivo: { label: 'Arquivo', input: 'text', column: true, readOnly: true },
    descricao: { label: 'Descrição (opcional)', input: 'longText', column: true },
    tamanho_bytes: { label: 'Tamanho', input: 'number', column: true, readOnly: true },
    created_at: { label: 'Enviado em', input: 'date', column: true, readOnly: true },
  },
  schemas: {
    /** A document as answered: everything but where its file is stored. */
    row: idRow({
      oportunidade_id: z.number().int(),
      nome_arquivo: z.string(),
      descricao: nullableText,
      tamanho_bytes: z.number().int(),
      content_type: z.string(),
      ...authorship,
    }),
    update: anexoUpdate,
  },
  /** Whoever reads the opportunity reads its documents; whoever edits it adds, changes and removes them. */
  access: { list: read, read, create: edit, edit, delete: edit },
  texts: { title: 'Documentos', notFound: ANEXO_NOT_FOUND },
  /** The portal lists an opportunity's documents by its id (the 'Documentos' card). */
  collections: { anexos: { path: 'oportunidades/anexos', listPath: 'oportunidades/:oportunidade_id/anexos' } },
});

/** GET /oportunidades/anexos/{id}/download: the file in JSON, base64-encoded. */
export const anexoDownload = z.object({
  content_type: z.string(),
  nome_arquivo: z.string(),
  data: z.string().describe('O conteúdo do arquivo em base64'),
});
