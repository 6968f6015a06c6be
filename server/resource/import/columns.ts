// The columns an import reads: a declaration's exported, editable fields under their CSV headers (the
// export's own), and each cell as its field's value. Shared by a record's columns and its children's.
import type { z } from 'zod';
import { dayValue, isIsoDay } from '../../../common/dayText';
import { fieldHeader } from '../../../common/export/declared';
import type { FieldDeclaration } from '../../../common/resources';
import type { FieldChoice } from '../../../common/resources/types';
import { cellChoiceOf, cellDecimal, cellText, useOneOf, type Column } from './cells';
import { cellNames, nameKey, type NameIndex } from './names';
import type { Cell } from './sheet';
import type { ImportRecord, RowIssue } from './upload';

export const DAY_EXPECTED = 'Data inválida: use o formato DD/MM/AAAA.';

/** `blankClears`: a blank cell clears the stored value (importOptions.blankClears) rather than leaving it. */

/** What a cell holds for its field: undefined when blank (the field is left as it is), else the value or its problems. */
type CellValue = { value?: unknown; problems?: string[] };

/**
 * What a record's cells are read with beyond their declarations: the choices of lookup tables
 * (ServerParts.lookupChoices) and the rows a batch's names name (./names.ts), by field.
 */
export type CellContext = { choices?: Record<string, readonly Pick<FieldChoice, 'id' | 'name'>[]>; names?: NameIndex };

/** The exported fields a file may set, each under its CSV header; those of `blankClears` cleared by a blank cell. */
export const importColumns = (fields: Record<string, FieldDeclaration | undefined>, blankClears: readonly string[] = []): Column[] =>
  Object.entries(fields).flatMap(([field, declared]) =>
    declared?.exported && !declared.readOnly
      ? [{ field, header: fieldHeader(declared), declared, blankClears: blankClears.includes(field) }]
      : [],
  );

/** The declared problem of a cell naming nothing, with the name it gave; `fallback` where none is declared. */
const noMatch = (declared: FieldDeclaration, name: string, fallback: string) =>
  typeof declared.noMatch === 'function' ? declared.noMatch(name) : (declared.noMatch ?? fallback);

/** A reference cell as the id of the row it names (or the ids of those it names, between the field's separator). */
function namedValue(column: Column, text: string, byName: Map<string, number[]>): CellValue {
  const { declared } = column;
  const problems: string[] = [];
  const ids = cellNames(column, text).flatMap((name) => {
    const found = byName.get(nameKey(column, name)) ?? [];
    if (!found.length) problems.push(noMatch(declared, name, `Não encontrado: ${name}.`));
    else if (found.length > 1 && declared.importByName?.ambiguous) problems.push(declared.importByName.ambiguous);
    return found.slice(0, 1);
  });
  if (problems.length) return { problems };
  return { value: declared.importByName?.separator ? [...new Set(ids)] : ids[0] };
}

/** A cell as its field's value: a choice by its label, a row by its name, a number or amount as the API takes it, a day typed dd/mm/aaaa. */
function cellValue(column: Column, cell: Cell, context: CellContext): CellValue {
  const { declared } = column;
  const byName = context.names?.get(column.field);
  if (byName) {
    const text = cellText(cell);
    return text === undefined ? {} : namedValue(column, text, byName);
  }
  const choices = context.choices?.[column.field] ?? declared.choices;
  if (choices) {
    const choice = cellChoiceOf(choices, cell);
    return choice === null ? { problems: [noMatch(declared, String(cellText(cell)), useOneOf(choices.map((option) => option.name)))] } : { value: choice };
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
      return day && isIsoDay(day) ? { value: day } : { problems: [DAY_EXPECTED] };
    }
    default:
      return { value: cellText(cell) };
  }
}

/** The record's filled cells of `columns` as values, by field; a cell's problems go to `errors` under its header. */
export function readColumns(columns: readonly Column[], record: ImportRecord, errors: RowIssue[], context: CellContext = {}): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const column of columns) {
    const read = cellValue(column, record.cell(column.header), context);
    if (read.problems) errors.push(...read.problems.map((msg) => ({ row: record.row, field: column.header, msg })));
    else if (read.value !== undefined) values[column.field] = read.value;
    else if (column.blankClears) values[column.field] = null;
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
