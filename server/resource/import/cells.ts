// Reading one cell of an imported file the way a Brazilian spreadsheet wrote it: trimmed text, labels
// instead of codes, decimals with a comma ("250.000,50") or a dot ("250000.5"), or typed XLSX numbers.
import { unneutralizedText } from '../../../common/export/columns';
import type { FieldDeclaration } from '../../../common/resources';
import type { Cell } from './sheet';

/** The cell as trimmed text, without the apostrophe an export put before a formula-like text; blank is undefined. */
export function cellText(cell: Cell): string | undefined {
  if (cell === null || cell === undefined) return undefined;
  const text = unneutralizedText((cell instanceof Date ? cell.toISOString().slice(0, 10) : String(cell)).trim());
  return text ? text : undefined;
}

const folded = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

/**
 * The choice a cell names by its label ('Pessoa Jurídica'), accents and case ignored; its id itself is
 * accepted too. Undefined for a blank cell, null for text that names no choice.
 */
export function cellChoiceOf<Id>(choices: readonly { id: Id; name: string }[], cell: Cell): Id | null | undefined {
  const text = cellText(cell);
  if (text === undefined) return undefined;
  // An exact match first: two labels may differ only in case ('Contrato assinado', 'Contrato Assinado').
  const exact = choices.find((choice) => choice.name === text || String(choice.id) === text);
  if (exact) return exact.id;
  const wanted = folded(text);
  // A code typed in another case ('sp' for 'SP') is that code too.
  return choices.find((choice) => folded(choice.name) === wanted || folded(String(choice.id)) === wanted)?.id ?? null;
}

/** The code of a label ('Pessoa Jurídica' -> 2) of a code-to-label table, as cellChoiceOf reads it. */
export const cellChoice = (labels: Record<number, string>, cell: Cell): number | null | undefined =>
  cellChoiceOf(Object.entries(labels).map(([code, name]) => ({ id: Number(code), name })), cell);

/** The problem of a cell that names none of `names`: "Use 'Ativa' ou 'Inativa'." */
export function useOneOf(names: readonly string[]): string {
  const quoted = names.map((name) => `'${name}'`);
  return `Use ${quoted.length > 1 ? `${quoted.slice(0, -1).join(', ')} ou ${quoted.at(-1)}` : quoted[0]}.`;
}

/**
 * A decimal as the text the API's money inputs take ('250000.50'): an XLSX number as it is, a pt-BR text
 * with its thousands dots dropped and its comma made a dot. What is left is the money schema's to judge.
 */
export function cellDecimal(cell: Cell): string | undefined {
  if (typeof cell === 'number') return String(cell);
  const text = cellText(cell);
  if (text === undefined) return undefined;
  return text.includes(',') ? text.replace(/\./g, '').replace(',', '.') : text;
}

/**
 * A column of an imported file: the field it sets, its CSV header and declaration, and whether a blank cell
 * clears the field. Here, beside the cells' readers, so ./columns.ts and ./names.ts both read it without
 * importing each other.
 */
export type Column = { field: string; header: string; declared: FieldDeclaration; blankClears?: boolean };
