// A reference's cell read back as the export wrote it, by the referenced row's name (../references.ts):
// the names of a column are looked up together, among the rows the importer may list (that resource's list
// permission and row scope, as the export names them). A name no reachable row has, or several have, is
// the cell's problem; a whole number naming no row is taken as the id itself (a file that kept ids), for
// the write's own checks to judge.
import type { Executor } from '../../platform/db/client';
import type { User } from '../../platform/db/schema';
import { idsByName, type ReferenceTarget } from '../references';
import { cellText } from './cells';
import type { CellValue, Column } from './columns';
import type { Cell } from './sheet';
import type { ImportRecord } from './upload';

export type ReferenceColumn = Column & { target: ReferenceTarget };

/** The ids each name stands for, by name. */
export type NamedRows = Map<string, number[]>;

/** How many names one query looks up. */
const NAMES_PER_QUERY = 1000;
const WHOLE_NUMBER = /^\d+$/;

export const notFoundByName = (name: string) => `Nenhum registro encontrado com o nome '${name}'.`;
export const ambiguousName = (name: string) => `Há mais de um registro com o nome '${name}': corrija o cadastro ou o arquivo.`;

/** The names in each reference column of the file, looked up: by field. */
export async function namedRows(db: Executor, user: User, columns: readonly ReferenceColumn[], records: readonly ImportRecord[]) {
  const byField = new Map<string, NamedRows>();
  for (const { field, header, target } of columns) {
    const names = [...new Set(records.flatMap((record) => cellText(record.cell(header)) ?? []))];
    const found: NamedRows = new Map();
    for (let start = 0; start < names.length; start += NAMES_PER_QUERY) {
      for (const [name, ids] of await idsByName(db, user, target, names.slice(start, start + NAMES_PER_QUERY))) found.set(name, ids);
    }
    byField.set(field, found);
  }
  return byField;
}

/** The cell as the id of the one reachable row it names, else its problem. */
export function referenceValue({ declared }: Column, cell: Cell, named: NamedRows | undefined): CellValue {
  const name = cellText(cell);
  if (name === undefined) return {};
  const ids = named?.get(name) ?? [];
  if (ids.length === 1) return { value: ids[0] };
  if (ids.length > 1) return { problem: ambiguousName(name) };
  if (WHOLE_NUMBER.test(name)) return { value: Number(name) };
  return { problem: declared.noMatch ?? notFoundByName(name) };
}
