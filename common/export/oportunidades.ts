// The opportunities export (GET /oportunidades/export): names and labels instead of codes, one column per
// field the declaration marks exported (common/resources/oportunidades.ts), in its order and under its CSV
// header. The import (POST /oportunidades/import) reads the same headers back.
import { oportunidades, TAG_SEPARATOR } from '../resources/oportunidades';
import type { FieldDeclaration, InputKind } from '../resources';
import type { ExportColumn, ExportKind } from './columns';
import { fieldHeader } from './declared';

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
  data_prevista_fechamento: string | null;
  /** The effective probability (the opportunity's own, else its stage's). */
  probabilidade: number;
  odoo_id: number | null;
  id_externo: string | null;
  motivo_perda: string | null;
  created_at: Date | string;
};

/** The export row's key of a field whose cell shows a name instead of the id or code it holds. */
const NAME_OF: Partial<Record<OportunidadeField, keyof OportunidadeExportRow>> = {
  cliente_id: 'cliente_nome',
  parceiro_id: 'parceiro_nome',
  estagio: 'estagio_nome',
  tese: 'tese_nome',
  status_resultado: 'status_nome',
};

/** A cell's kind follows the field's input: money and percentages are decimals, numbers integers. */
const KIND_OF: Partial<Record<InputKind, ExportKind>> = { money: 'decimal', percent: 'decimal', number: 'integer', date: 'date' };

type OportunidadeField = keyof typeof oportunidades.fields;

function cellOf(name: OportunidadeField, field: FieldDeclaration): ExportColumn<OportunidadeExportRow> {
  const key = NAME_OF[name] ?? (name as keyof OportunidadeExportRow);
  return {
    header: fieldHeader(field),
    kind: KIND_OF[field.input] ?? 'text',
    value: (row) => {
      const value = row[key];
      return Array.isArray(value) ? value.join(TAG_SEPARATOR) : value;
    },
  };
}

/** One column per exported field, in the declaration's order. */
export const oportunidadeExportColumns: ExportColumn<OportunidadeExportRow>[] = Object.entries(oportunidades.fields).flatMap(
  ([name, field]) => (field?.exported ? [cellOf(name as OportunidadeField, field)] : []),
);

/** Each exported field's CSV header, by field name, as the import reads them back. */
export const OPORTUNIDADE_HEADERS = Object.fromEntries(
  Object.entries(oportunidades.fields).flatMap(([name, field]) => (field?.exported ? [[name, fieldHeader(field)]] : [])),
) as Record<OportunidadeField, string>;
