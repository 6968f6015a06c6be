// The import's answer (POST /<resource>/import, server/resource/import/upload.ts) and its errors as a CSV the
// person downloads to fix the file, written by the same cells as the exports (common/export/columns.ts).
import { csvHeader, csvRow, type ExportColumn } from '../../../common/export/columns';

export type ImportIssue = { row: number; field: string; msg: string };
export type ImportResult = { rows: number; create: number; update: number; errors: ImportIssue[]; applied: boolean };

const errorColumns: ExportColumn<ImportIssue>[] = [
  { header: 'Linha', kind: 'integer', value: (issue) => issue.row },
  { header: 'Coluna', kind: 'text', value: (issue) => issue.field },
  { header: 'Problema', kind: 'text', value: (issue) => issue.msg },
];

export const errorsCsv = (errors: ImportIssue[]) =>
  new Blob([csvHeader(errorColumns) + errors.map((issue) => csvRow(errorColumns, issue)).join('')], {
    type: 'text/csv;charset=utf-8',
  });
