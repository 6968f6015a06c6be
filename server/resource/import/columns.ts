// The columns an import reads: a declaration's exported, editable fields under their CSV headers (the
// export's own), and each cell as its field's value. Shared by a record's columns and its children's.
import type { z } from 'zod';
import { dayValue, isIsoDay } from '../../../common/dayText';
import type { FieldDeclaration } from '../../../common/resources';
import { cellChoiceOf, cellDecimal, cellText, useOneOf } from './cells';
import type { Cell } from './sheet';
import type { ImportRecord, RowIssue } from './upload';

export const DAY_EXPECTED = 'Data inválida: use o formato DD/MM/AAAA.';

export type Column = { field: string; header: string; declared: FieldDeclaration };

/** What a cell holds for its field: undefined when blank (the field is left as it is), else the value or its problem. */
type CellValue = { value?: unknown; problem?: string };

/** The exported fields a file may set, each under its CSV header. */
export const importColumns = (fields: Record<string, FieldDeclaration | undefined>): Column[] =>
  Object.entries(fields).flatMap(([field, declared]) =>
    declared?.exported && !declared.readOnly ? [{ field, header: declared.csvHeader ?? declared.label, declared }] : [],
  );

/** A cell as its field's value: a choice by its label, a number or amount as the API takes it, a day typed dd/mm/aaaa. */
function cellValue({ declared }: Column, cell: Cell): CellValue {
  if (declared.choices) {
    const choice = cellChoiceOf(declared.choices, cell);
    return choice === null ? { problem: declared.noMatch ?? useOneOf(declared.choices.map((option) => option.name)) } : { value: choice };
  }
  switch (declared.input) {
    case 'money':
    case 'percent':
      return { value: cellDecimal(cell) };
    case 'number': {
      const text = cellDecimal(cell);
      // Text that is not a number stays text: the schema refuses it with its own message.
      return { value: text === undefined || Number.isNaN(Number(text)) ? text : Number(text) };
    }
    case 'date': {
      // The export writes a day as dd/mm/aaaa (an XLSX day cell is read as aaaa-mm-dd): either comes back.
      const text = cellText(cell);
      if (text === undefined) return {};
      const day = dayValue(text);
      return day && isIsoDay(day) ? { value: day } : { problem: DAY_EXPECTED };
    }
    default:
      return { value: cellText(cell) };
  }
}

/** The record's filled cells of `columns` as values, by field; a cell's problem goes to `errors` under its header. */
export function readColumns(columns: readonly Column[], record: ImportRecord, errors: RowIssue[]): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const column of columns) {
    const read = cellValue(column, record.cell(column.header));
    if (read.problem) errors.push({ row: record.row, field: column.header, msg: read.problem });
    else if (read.value !== undefined) values[column.field] = read.value;
  }
  return values;
}

/** Whether every value given already is the stored one (compared as text: a day, a decimal, a flag). */
export const holds = (stored: Record<string, unknown>, input: Record<string, unknown>) =>
  Object.entries(input).every(([field, value]) => value === undefined || String(value ?? null) === String(stored[field] ?? null));

/** The schema's problems on `errors`, under the headers `headerOf` names; the parsed values when there are none. */
export function parsedValues(schema: z.ZodType, values: Record<string, unknown>, row: number, headerOf: (field: unknown) => string, errors: RowIssue[]) {
  const result = schema.safeParse(values);
  if (result.success) return result.data as Record<string, unknown>;
  for (const issue of result.error.issues) errors.push({ row, field: headerOf(issue.path[0]), msg: issue.message });
  return undefined;
}
