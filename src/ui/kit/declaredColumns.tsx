// A declaration's list columns as a table shows them: each declared column a DataTable.Col written as
// its field is (fieldText; a reference by the name the row carries in its `display` key), the 'optional'
// ones hidden until the user adds them in 'Colunas', and the list filter that asks the API for the
// computed ones the user shows (`columns`, server/resource/computedColumns.ts).
import { useMemo, type ReactNode } from 'react';
import { DataTable, ReferenceField, type RaRecord } from 'react-admin';
import { computedColumns, optionalColumns } from '../../../common/resources/columns';
import type { FieldDeclaration } from '../../../common/resources/types';
import { ActiveBadge, ChoiceBadge } from '../StatusBadge';
import { useHiddenColumns } from '../list/views/columns';
import { fieldText } from './declaredFields';

type Fields = Partial<Record<string, FieldDeclaration>>;

/** A declared field's value as its cell writes it: the `display` key's text when it declares one. */
export const cellText = (source: string, field: FieldDeclaration, record: RaRecord) =>
  fieldText(field, record[field.display ?? source]);

/**
 * A declared field's value as a list cell and the show page write it: a badge for an active flag or a
 * `badge` field, a reference by the referenced record's representation (a user's name), else its text.
 */
export function FieldValue({ source, field, record }: { source: string; field: FieldDeclaration; record: RaRecord }) {
  if (field.activeFlag) return <ActiveBadge active={Boolean(record[source])} labels={[fieldText(field, true), fieldText(field, false)]} />;
  if (field.badge) return <ChoiceBadge field={field} value={record[source]} />;
  if (field.input === 'reference' && field.reference && !field.display && record[source] != null) {
    return <ReferenceField source={source} reference={field.reference} link={false} record={record} />;
  }
  return <>{cellText(source, field, record)}</>;
}

/** A resource's own cell for some of its declared columns, by field (e.g. a state's badge with the days it has left). */
export type ListCells = Partial<Record<string, (record: RaRecord) => ReactNode>>;

/** What writes a declared column's cell: the resource's own `cell`, else FieldValue. */
export const declaredCell =
  (source: string, field: FieldDeclaration, cell?: ListCells[string]) =>
  (record: RaRecord): ReactNode =>
    cell ? cell(record) : <FieldValue source={source} field={field} record={record} />;

/**
 * The column of a declared field (a DataTable child, so called, not rendered as a component). Sorts when
 * the field is sortable, unless the list says otherwise; `cell` writes it instead of FieldValue.
 */
export function declaredColumn(source: string, field: FieldDeclaration, options: { sortable?: boolean; cell?: ListCells[string] } = {}) {
  const cell = declaredCell(source, field, options.cell);
  const sortable = options.sortable ?? Boolean(field.sortable);
  return (
    <DataTable.Col
      key={source}
      source={source}
      label={field.label}
      disableSort={!sortable}
      align={field.input === 'money' || field.input === 'number' || field.input === 'percent' ? 'right' : undefined}
      render={cell}
    />
  );
}

/**
 * The list's permanent filter asking for the computed columns the user shows (`{columns: 'city,email'}`),
 * or none: a list showing none of them asks for nothing more. Changing the columns fetches the page again.
 */
export function useComputedColumnsFilter(fields: Fields) {
  const [hidden] = useHiddenColumns(optionalColumns(fields));
  const asked = computedColumns(fields)
    .filter((source) => !hidden.includes(source))
    .join(',');
  return useMemo(() => (asked ? { columns: asked } : undefined), [asked]);
}
