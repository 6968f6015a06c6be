import { Children, isValidElement, useContext, useLayoutEffect, useMemo, type ReactNode } from 'react';
import { DataTable, type DataTableProps, type RaRecord } from 'react-admin';
import { NamedRowsBody } from '../NamedRowsBody';
import { ListColumnsContext, useColumnsStoreKey } from './columns';

type ListDataTableProps<RecordType extends RaRecord> = DataTableProps<RecordType> & {
  /** Columns (source, or label) offered in 'Colunas' but hidden until the user adds them. */
  hiddenByDefault?: readonly string[];
};

const emptyColumns: readonly string[] = [];

/**
 * Any cell's text may break anywhere: an e-mail or a long name is one word, and a table lays its columns
 * out at no less than their longest word, which pushed /admin and /Vinculos a few pixels past a 1024-1280 px
 * window with the layout walk's data. Breaking a word is the last resort; spaces still come first.
 */
const cellsMayBreak = { '& .MuiTableCell-body': { overflowWrap: 'anywhere' } } as const;

/**
 * The ids react-admin keeps hidden columns by, each column's source else its label, at the indices its
 * column ranks count (Children.toArray's); '' for a column with neither, which no view names.
 */
const columnIds = (children: ReactNode) =>
  Children.toArray(children).map((child) => {
    if (!isValidElement<{ source?: string; label?: unknown }>(child)) return '';
    return child.props.source ?? (typeof child.props.label === 'string' ? child.props.label : '');
  });

/**
 * react-admin's DataTable with its hidden columns and their order kept per user and list (columns.ts),
 * so the 'Colunas' button of the list's toolbar (ListViewButtons) drives it and a saved view restores it,
 * and its row checkboxes named after their row.
 */
export function ListDataTable<RecordType extends RaRecord = RaRecord>({
  hiddenByDefault = emptyColumns,
  ...props
}: ListDataTableProps<RecordType>) {
  const storeKey = useColumnsStoreKey();
  const { setColumns } = useContext(ListColumnsContext);
  const ids = columnIds(props.children);
  const idsKey = ids.join('\n');
  const defaultKey = hiddenByDefault.join('\n');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- compared by value
  const columns = useMemo(() => ({ ids, hiddenByDefault }), [idsKey, defaultKey]);
  useLayoutEffect(() => setColumns(columns), [columns, setColumns]);
  return (
    <DataTable<RecordType>
      storeKey={storeKey}
      hiddenColumns={columns.hiddenByDefault as string[]}
      body={NamedRowsBody}
      {...props}
      sx={[cellsMayBreak, ...(Array.isArray(props.sx) ? props.sx : [props.sx])]}
    />
  );
}
