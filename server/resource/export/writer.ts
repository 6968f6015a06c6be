// Writing an export to the reply as it is read: rows arrive in batches from a keyset walk and
// leave as CSV text or XLSX rows at once, so a million-row export holds one batch in memory. The writer
// waits for the reply to drain before asking for the next batch, so a slow client slows the reads rather
// than filling the server's memory.
import { once } from 'node:events';
import { PassThrough, type Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  csvHeader,
  csvRow,
  EXPORT_FORMATS,
  exportFileName,
  neutralizedText,
  spreadsheetDay,
  type ExportColumn,
  type ExportFormat,
  type ExportValue,
} from '../../../common/export/columns';
import { fileAnswer } from '../../../common/resources/apiValues';


export const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** How XLSX cells show each kind: money-like decimals with two places, dates as dd/mm/aaaa. */
const NUMBER_FORMATS = { decimal: '#,##0.00', date: 'dd/mm/yyyy', integer: '0', text: '@' } as const;

const reachedHighWater = (out: Writable) => out.writableLength >= out.writableHighWaterMark;

async function drained(out: Writable) {
  if (reachedHighWater(out) && !out.destroyed) await once(out, 'drain');
}

async function writeCsv<Row>(out: Writable, columns: readonly ExportColumn<Row>[], batches: AsyncIterable<Row[]>) {
  out.write(csvHeader(columns));
  for await (const batch of batches) {
    if (out.destroyed) return;
    out.write(batch.map((row) => csvRow(columns, row)).join(''));
    await drained(out);
  }
  out.end();
}

function xlsxCell(kind: ExportColumn<unknown>['kind'], value: ExportValue) {
  if (value === null || value === undefined || value === '') return null;
  if (kind === 'decimal' || kind === 'integer') return Number(value);
  if (kind === 'date') return spreadsheetDay(value as string | Date);
  return neutralizedText(String(value));
}

async function writeXlsx<Row>(out: Writable, columns: readonly ExportColumn<Row>[], batches: AsyncIterable<Row[]>) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Dados');
  sheet.columns = columns.map((column) => ({
    header: column.header,
    width: Math.max(12, column.header.length + 2),
    style: { numFmt: NUMBER_FORMATS[column.kind] },
  }));
  for await (const batch of batches) {
    if (out.destroyed) return;
    for (const row of batch) sheet.addRow(columns.map((column) => xlsxCell(column.kind, column.value(row)))).commit();
    await drained(out);
  }
  sheet.commit();
  await workbook.commit();
}

export type ExportFile = { stream: PassThrough; contentType: string; fileName: string };

/**
 * The export as a stream to send as the reply; the rows are read while it is sent. A failure while
 * reading ends the stream with that error (the client sees a cut download, never a file that looks whole).
 */
export function exportFile<Row>(
  base: string,
  format: ExportFormat,
  columns: readonly ExportColumn<Row>[],
  batches: AsyncIterable<Row[]>,
): ExportFile {
  const stream = new PassThrough();
  const write = format === 'csv' ? writeCsv : writeXlsx;
  write(stream, columns, batches).catch((error: Error) => stream.destroy(error));
  return { stream, contentType: CONTENT_TYPES[format], fileName: exportFileName(base, format) };
}

/** The query params every export adds to its list's: the format and, for "the selection", the ids. */
export const exportQuery = z.object({
  format: z.enum(EXPORT_FORMATS, { error: "O formato deve ser 'csv' ou 'xlsx'." }).default('csv'),
  ids: z
    .string()
    .regex(/^[1-9][0-9]{0,9}(,[1-9][0-9]{0,9}){0,999}$/, 'Informe até 1000 ids separados por vírgula.')
    .transform((text) => text.split(',').map(Number))
    .optional(),
});

/** Sends the export as an attachment; the stream carries the rows as they are read. */
export const sendExport = (reply: FastifyReply, file: ExportFile) =>
  reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .send(file.stream);

/** The route schema's 200: documents the file in /api/docs (a stream skips the serializer). */
export const exportResponse = { 200: fileAnswer('O arquivo CSV (separado por ;) ou XLSX', Object.values(CONTENT_TYPES)) };
