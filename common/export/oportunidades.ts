// The opportunities export (GET /oportunidades/export): names and labels instead of codes. The import
// (POST /oportunidades/import) reads the same headers back.
import type { ExportColumn } from './columns';

export type OportunidadeExportRow = {
  id: number;
  titulo: string;
  cliente_nome: string | null;
  parceiro_nome: string | null;
  estagio_nome: string | null;
  tese_nome: string | null;
  status_nome: string | null;
  tags: string[];
  receita_esperada: string | number | null;
  honorarios: string | number | null;
  odoo_id: number | null;
  id_externo: string | null;
  motivo_perda: string | null;
  created_at: Date | string;
};

export const OPORTUNIDADE_HEADERS = {
  titulo: 'Título',
  cliente: 'Cliente',
  parceiro: 'Parceiro',
  estagio: 'Estágio',
  tese: 'Tese',
  status: 'Status',
  tags: 'Tags',
  receita_esperada: 'Receita Esperada (R$)',
  honorarios: 'Honorários (%)',
  id_externo: 'ID Externo',
  motivo_perda: 'Motivo da perda',
} as const;

/** Tags share one cell, separated like this. */
export const TAG_SEPARATOR = '; ';

const h = OPORTUNIDADE_HEADERS;

export const oportunidadeExportColumns: ExportColumn<OportunidadeExportRow>[] = [
  { header: 'ID', kind: 'integer', value: (o) => o.id },
  { header: h.titulo, kind: 'text', value: (o) => o.titulo },
  { header: h.cliente, kind: 'text', value: (o) => o.cliente_nome },
  { header: h.parceiro, kind: 'text', value: (o) => o.parceiro_nome },
  { header: h.estagio, kind: 'text', value: (o) => o.estagio_nome },
  { header: h.tese, kind: 'text', value: (o) => o.tese_nome },
  { header: h.status, kind: 'text', value: (o) => o.status_nome },
  { header: h.tags, kind: 'text', value: (o) => o.tags.join(TAG_SEPARATOR) },
  { header: h.receita_esperada, kind: 'decimal', value: (o) => o.receita_esperada },
  { header: h.honorarios, kind: 'decimal', value: (o) => o.honorarios },
  { header: 'ID Odoo', kind: 'integer', value: (o) => o.odoo_id },
  { header: h.id_externo, kind: 'text', value: (o) => o.id_externo },
  { header: h.motivo_perda, kind: 'text', value: (o) => o.motivo_perda },
  { header: 'Criado em', kind: 'date', value: (o) => o.created_at },
];
