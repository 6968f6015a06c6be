// Reading an uploaded CSV or XLSX as rows of cells, as it arrives. A CSV is the export's own
// (';' between cells, a BOM, RFC 4180 quotes) or one a spreadsheet saved with ',' instead; an XLSX is read
// with exceljs's streaming reader, its first sheet only. Cells keep their type: an XLSX number stays a
// number and a date a Date, while CSV cells are text that the columns' parsers read the pt-BR way.
import { StringDecoder } from 'node:string_decoder';
import type { Readable } from 'node:stream';
import ExcelJS from 'exceljs';

export type Cell = string | number | Date | boolean | null;

/** A streaming RFC 4180 parser: text in by chunks, finished rows out. */
class CsvRows {
  private separator: string | undefined;
  private row: string[] = [];
  private cell = '';
  private quoted = false;
  /** Just closed a quoted section: a second quote is a literal one. */
  private afterQuote = false;
  private pending = '';
  readonly rows: string[][] = [];

  push(text: string) {
    let input = this.pending + text;
    this.pending = '';
    if (this.separator === undefined) {
      const lineEnd = input.search(/\r?\n/);
      if (lineEnd < 0) {
        this.pending = input;
        return;
      }
      input = input.replace(/^\uFEFF/, '');
      const header = input.slice(0, input.search(/\r?\n/));
      this.separator = header.split(';').length >= header.split(',').length ? ';' : ',';
    }
    for (const char of input) this.take(char);
  }

  private take(char: string) {
    if (this.quoted) {
      if (char === '"') {
        this.quoted = false;
        this.afterQuote = true;
      } else this.cell += char;
      return;
    }
    if (char === '"') {
      if (this.afterQuote) this.cell += '"';
      this.quoted = true;
      this.afterQuote = false;
      return;
    }
    this.afterQuote = false;
    if (char === this.separator) {
      this.row.push(this.cell);
      this.cell = '';
    } else if (char === '\n') {
      this.endRow();
    } else if (char !== '\r') this.cell += char;
  }

  private endRow() {
    this.row.push(this.cell);
    this.rows.push(this.row);
    this.row = [];
    this.cell = '';
  }

  end() {
    if (this.separator === undefined && this.pending) this.push('\n');
    else if (this.cell || this.row.length) this.endRow();
  }

  /** The rows finished so far, handed over once. */
  drain(): string[][] {
    return this.rows.splice(0);
  }
}

/** A row of the file with its number as a spreadsheet shows it (the header is row 1). */
export type SheetRow = { number: number; cells: Cell[] };

export async function* csvRows(stream: Readable): AsyncGenerator<SheetRow> {
  const decoder = new StringDecoder('utf8');
  const parser = new CsvRows();
  let number = 0;
  const numbered = (rows: string[][]) => rows.map((cells) => ({ number: ++number, cells }));
  for await (const chunk of stream) {
    parser.push(decoder.write(chunk as Buffer));
    yield* numbered(parser.drain());
  }
  parser.push(decoder.end());
  parser.end();
  yield* numbered(parser.drain());
}

/** What exceljs gives for a cell (rich text, formulas, hyperlinks) as the value a person sees. */
function cellValue(value: ExcelJS.CellValue): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'object' && !(value instanceof Date)) {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('result' in value) return cellValue(value.result as ExcelJS.CellValue);
    if ('text' in value) return String(value.text);
    if ('error' in value) return null;
    return null;
  }
  return value as Cell;
}

export async function* xlsxRows(stream: Readable): AsyncGenerator<SheetRow> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(stream, {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'cache',
    worksheets: 'emit',
    entries: 'emit',
  });
  let first = true;
  for await (const sheet of reader) {
    if (!first) continue; // only the first sheet; the rest of the file is read through and ignored
    first = false;
    for await (const row of sheet as unknown as AsyncIterable<ExcelJS.Row>) {
      // row.values starts at index 1 (column A) and skips empty rows: row.number keeps the sheet's numbering.
      const values = Array.from((row.values as ExcelJS.CellValue[]).slice(1), cellValue);
      yield { number: row.number, cells: values };
    }
  }
}
