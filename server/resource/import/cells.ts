// Reading one cell of an imported file the way a Brazilian spreadsheet wrote it: trimmed text, labels
// instead of codes, decimals with a comma ("250.000,50") or a dot ("250000.5"), or typed XLSX numbers.
import { unneutralizedText } from '../../../common/export/columns';
import type { Cell } from './sheet';

/** The cell as trimmed text, without the apostrophe an export put before a formula-like text; blank is undefined. */
export function cellText(cell: Cell): string | undefined {
  if (cell === null || cell === undefined) return undefined;
  const text = unneutralizedText((cell instanceof Date ? cell.toISOString().slice(0, 10) : String(cell)).trim());
  return text ? text : undefined;
}

const folded = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

/**
 * The code of a label ('Pessoa Jurídica' -> 2), accents and case ignored; the code itself is accepted
 * too. Undefined for a blank cell, null for text that names no choice.
 */
export function cellChoice(labels: Record<number, string>, cell: Cell): number | null | undefined {
  const text = cellText(cell);
  if (text === undefined) return undefined;
  const entries = Object.entries(labels);
  // An exact match first: two labels may differ only in case ('Contrato assinado', 'Contrato Assinado').
  const exact = entries.find(([code, label]) => label === text || code === text);
  if (exact) return Number(exact[0]);
  const wanted = folded(text);
  const loose = entries.find(([, label]) => folded(label) === wanted);
  return loose ? Number(loose[0]) : null;
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
