// CSV export for a Brazilian Excel: Portuguese headers and labels instead of raw field names, ';' between
// cells (pt-BR Excel takes ',' for the decimal comma, so a ',' file opens as one column), decimal comma,
// dates as dd/mm/aaaa and a UTF-8 BOM so the accents come out right.
import { downloadCSV, type Exporter } from 'react-admin';
import { formatDate } from '../../i18n/format';

export type CsvColumn<RecordType> = { header: string; value: (record: RecordType) => unknown };

const SEPARATOR = ';';

/** A number as Excel pt-BR reads one back: decimal comma, no thousands grouping. */
export const csvDecimal = (value: number | string | null | undefined, fractionDigits = 2): string =>
  value === null || value === undefined || value === '' ? '' : Number(value).toFixed(fractionDigits).replace('.', ',');

/** A date or instant as dd/mm/aaaa (São Paulo's calendar day), empty when there is none. */
export const csvDate = (value: string | Date | null | undefined): string => (value ? formatDate(value) : '');

const text = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value).replace('.', ',');
  if (value instanceof Date) return csvDate(value);
  return String(value);
};

const cell = (value: unknown): string => {
  const content = text(value);
  return /[";\r\n]/.test(content) ? `"${content.replace(/"/g, '""')}"` : content;
};

/** A header row, then one row per record, ';' between cells and CRLF line ends (RFC 4180 quoting). */
export function toCsv<RecordType>(columns: CsvColumn<RecordType>[], records: RecordType[]): string {
  const rows = [columns.map((column) => cell(column.header))];
  for (const record of records) rows.push(columns.map((column) => cell(column.value(record))));
  return rows.map((row) => row.join(SEPARATOR)).join('\r\n');
}

/** An exporter for ExportButton, the file starting with the BOM. */
export const csvExporter =
  <RecordType>(columns: CsvColumn<RecordType>[], filename: string): Exporter =>
  (records) =>
    downloadCSV(`\uFEFF${toCsv(columns, records as RecordType[])}`, filename);
