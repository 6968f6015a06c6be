// The columns of an export, written once for the server that produces the file and the import that reads
// it back. Each column yields a typed value (text, integer, money-like decimal, calendar date) and the
// file format decides how it is written: CSV for a Brazilian Excel (decimal comma, dd/mm/aaaa) or XLSX
// (numbers as numbers, dates as dates).
import { companyDay, companyDayText } from '../days';

export type ExportKind = 'text' | 'integer' | 'decimal' | 'date';
export type ExportValue = string | number | Date | null | undefined;

export type ExportColumn<Row> = { header: string; kind: ExportKind; value: (row: Row) => ExportValue };

/** CSV cells are separated by ';': a pt-BR Excel takes ',' for the decimal comma, so a ',' file opens as one column. */
export const CSV_SEPARATOR = ';';
/** The UTF-8 byte order mark that makes Excel read the accents right. */
export const BOM = '\uFEFF';

/** The calendar day of a date or instant (São Paulo) as a UTC midnight, which spreadsheets show as that day. */
export function spreadsheetDay(value: string | Date): Date | null {
  const text = companyDayText(value);
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  return match ? new Date(Date.UTC(Number(match[3]), Number(match[2]) - 1, Number(match[1]))) : null;
}

/** The first characters that make a spreadsheet read a cell as a formula (OWASP's CSV injection list). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A text cell as a spreadsheet should show it and never run it: one that starts like a formula
 * ('=HYPERLINK(...)', '+1+cmd|...', '@SUM(1,1)', '-2+3', a tab, a carriage return) gets a leading
 * apostrophe, as OWASP advises. Only text cells: a negative amount in a decimal column stays a number.
 * The import drops that apostrophe again (`server/resource/import/cells.ts`), so an export reads back unchanged.
 */
export const neutralizedText = (text: string): string => (FORMULA_START.test(text) ? `'${text}` : text);

/** A text cell that was neutralized on export, as it was before. */
export const unneutralizedText = (text: string): string =>
  text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;

/** A cell's text in the CSV: decimals with a comma and two places, no grouping; dates dd/mm/aaaa. */
export function csvText(kind: ExportKind, value: ExportValue): string {
  if (value === null || value === undefined || value === '') return '';
  if (kind === 'decimal') return Number(value).toFixed(2).replace('.', ',');
  if (kind === 'date') return companyDayText(value as string | Date);
  return kind === 'text' ? neutralizedText(String(value)) : String(value);
}

/** A cell quoted as RFC 4180 says when it holds the separator, a quote or a line break. */
export const csvCell = (text: string): string =>
  /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;

/** The header line of a CSV: the BOM, then the headers. Rows follow, each after a CRLF (none at the end). */
export const csvHeader = <Row>(columns: readonly ExportColumn<Row>[]): string =>
  BOM + columns.map((column) => csvCell(column.header)).join(CSV_SEPARATOR);

/** One row's line, starting with the CRLF that ends the line before it. */
export const csvRow = <Row>(columns: readonly ExportColumn<Row>[], row: Row): string =>
  `\r\n${columns.map((column) => csvCell(csvText(column.kind, column.value(row)))).join(CSV_SEPARATOR)}`;

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** The file name a browser saves: ASCII only, with the day it was exported (São Paulo), e.g. pessoas-2026-11-24.csv. */
export function exportFileName(base: string, format: ExportFormat, now = new Date()): string {
  return `${base}-${companyDay(now)}.${format}`;
}
