// CSV export with Portuguese headers and labels instead of raw field names.
import { downloadCSV, type Exporter } from 'react-admin';

export type CsvColumn<RecordType> = { header: string; value: (record: RecordType) => unknown };

const cell = (value: unknown): string => {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** RFC 4180 text: a header row, then one row per record, CRLF line ends. */
export function toCsv<RecordType>(columns: CsvColumn<RecordType>[], records: RecordType[]): string {
  const rows = [columns.map((column) => cell(column.header))];
  for (const record of records) rows.push(columns.map((column) => cell(column.value(record))));
  return rows.map((row) => row.join(',')).join('\r\n');
}

/** An exporter for ExportButton; the BOM makes spreadsheet programs read the accents right. */
export const csvExporter =
  <RecordType>(columns: CsvColumn<RecordType>[], filename: string): Exporter =>
  (records) =>
    downloadCSV(`\uFEFF${toCsv(columns, records as RecordType[])}`, filename);
