// POST /<resource>/import: the multipart request (a `file`, `dry_run`, `only_valid`) read as it
// arrives, the file parsed into records keyed by the export's headers, and the answer's shape.
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { HttpError, unprocessable } from '../../platform/errors';
import { failure, multipartParts } from '../../platform/http/multipartParts';
import { csvRows, xlsxRows, type Cell, type SheetRow } from './sheet';

export const FILE_FIELD = 'file';
export const NO_FILE = 'Envie o arquivo CSV ou XLSX no campo file.';
export const BAD_FILE_TYPE = 'Envie um arquivo CSV ou XLSX.';
export const UNREADABLE_FILE = 'Não foi possível ler o arquivo: ele não é um CSV ou XLSX válido.';
export const fileTooLarge = (maxBytes: number) =>
  maxBytes >= 1024 * 1024
    ? `O arquivo excede o limite de ${Math.floor(maxBytes / (1024 * 1024))}MB.`
    : `O arquivo excede o limite de ${Math.floor(maxBytes / 1024)}KB.`;
export const missingColumn = (header: string) => `Coluna obrigatória ausente: ${header}.`;
export const tooManyRows = (max: number) =>
  `O arquivo tem mais de ${max} linhas de dados, o limite do seu perfil. Divida-o em arquivos menores.`;

/** One data row: its number in the file and its cells by header. */
export type ImportRecord = { row: number; cell(header: string): Cell };
export type RowIssue = { row: number; field: string; msg: string };

export type ImportOptions = { dryRun: boolean; onlyValid: boolean };

/** The answer of an import, dry run or not. */
export const importResult = z.object({
  rows: z.number().describe('Linhas de dados do arquivo'),
  create: z.number().describe('Registros que serão (ou foram) criados'),
  update: z.number().describe('Registros que serão (ou foram) alterados; os idênticos não contam'),
  errors: z.array(z.object({ row: z.number(), field: z.string(), msg: z.string() })),
  applied: z.boolean().describe('true quando as linhas foram gravadas'),
});
export type ImportResult = z.infer<typeof importResult>;

/** What /api/docs says of the form: the handler reads it as a stream, so it has no body schema to check. */
export const IMPORT_FORM_DESCRIPTION =
  'multipart/form-data: `file` (CSV separado por ; ou , ou XLSX, com os cabeçalhos da exportação), ' +
  '`dry_run` (true, o padrão, só valida; false grava) e `only_valid` (true grava as linhas válidas mesmo havendo erros).';

const flag = (value: string | undefined, fallback: boolean, name: string) => {
  if (value === undefined) return fallback;
  if (['true', '1'].includes(value)) return true;
  if (['false', '0'].includes(value)) return false;
  throw unprocessable(['body', name], "Use 'true' ou 'false'.");
};

const sheetKind = (fileName: string, mimeType: string): 'csv' | 'xlsx' | undefined => {
  const lower = fileName.toLowerCase();
  if (lower.endsWith('.csv') || mimeType === 'text/csv') return 'csv';
  if (lower.endsWith('.xlsx') || mimeType.includes('spreadsheetml')) return 'xlsx';
  return undefined;
};

const normalizeHeader = (text: Cell) => String(text ?? '').trim().normalize('NFC').toLowerCase();

/** Whether a row holds nothing at all (a spreadsheet's trailing blank lines). */
const blank = (cells: Cell[]) => cells.every((cell) => cell === null || String(cell).trim() === '');

/** What an import accepts: the file's size, its data rows (none: any number) and the headers it must have. */
export type ImportLimits = { maxBytes: number; maxRows?: number; required: readonly string[] };

async function readRecords(rows: AsyncIterable<SheetRow>, { required, maxRows }: ImportLimits): Promise<ImportRecord[]> {
  const records: ImportRecord[] = [];
  let columns: Map<string, number> | undefined;
  for await (const { number, cells } of rows) {
    if (!columns) {
      columns = new Map(cells.map((cell, index) => [normalizeHeader(cell), index]));
      const absent = required.find((header) => !columns!.has(normalizeHeader(header)));
      if (absent) throw unprocessable(['body', FILE_FIELD], missingColumn(absent));
      continue;
    }
    if (blank(cells)) continue;
    // Refused as soon as the row past the limit arrives, not after reading a 50 MB file through.
    if (maxRows !== undefined && records.length >= maxRows) throw unprocessable(['body', FILE_FIELD], tooManyRows(maxRows), 'too_long');
    const index = columns;
    records.push({ row: number, cell: (header) => cells[index.get(normalizeHeader(header)) ?? -1] ?? null });
  }
  if (!columns) throw unprocessable(['body', FILE_FIELD], missingColumn(required[0]));
  return records;
}

/**
 * The import's options and the file's records. The file is parsed while it arrives; a file over
 * `maxBytes` is 413, one that is neither CSV nor XLSX 422, a form that is not multipart 400 or 415.
 */
export async function receiveImport(
  request: FastifyRequest,
  limits: ImportLimits,
): Promise<{ options: ImportOptions; records: ImportRecord[] }> {
  const { maxBytes } = limits;
  if (!request.isMultipart()) throw new HttpError(415, 'Envie o arquivo como multipart/form-data.');
  const fields: Record<string, string> = {};
  let records: ImportRecord[] | undefined;
  try {
    for await (const part of multipartParts(request, { files: 1, fileSize: maxBytes })) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (part.fieldname !== FILE_FIELD) throw unprocessable(['body', part.fieldname], `Campo de arquivo inesperado: ${part.fieldname}.`);
      const kind = sheetKind(part.filename, part.mimetype);
      if (!kind) throw unprocessable(['body', FILE_FIELD], BAD_FILE_TYPE);
      records = await readRecords(kind === 'csv' ? csvRows(part.file) : xlsxRows(part.file), limits);
    }
  } catch (error) {
    throw translate(error, maxBytes);
  }
  if (!records) throw unprocessable(['body', FILE_FIELD], NO_FILE);
  return {
    options: { dryRun: flag(fields.dry_run, true, 'dry_run'), onlyValid: flag(fields.only_valid, false, 'only_valid') },
    records,
  };
}

function translate(error: unknown, maxBytes: number): unknown {
  if (error instanceof HttpError) return error;
  if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') return new HttpError(413, fileTooLarge(maxBytes));
  const parser = failure(error);
  if (parser instanceof HttpError) return parser;
  // exceljs failing on a file that is not a workbook (a renamed text file, a truncated zip).
  return unprocessable(['body', FILE_FIELD], UNREADABLE_FILE);
}

/** The answer: the counts, every row's problems, and whether anything was written. */
export function summary(rows: number, counts: { create: number; update: number }, errors: RowIssue[], applied: boolean): ImportResult {
  return { rows, ...counts, errors: errors.sort((a, b) => a.row - b.row), applied };
}

/** Whether the rows should be written: not a dry run, and no errors unless the valid rows go alone. */
export const shouldApply = (options: ImportOptions, errors: RowIssue[]) =>
  !options.dryRun && (errors.length === 0 || options.onlyValid);
