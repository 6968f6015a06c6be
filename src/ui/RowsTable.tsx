// A small table that only shows rows (a lote's payments, an import's errors, the notification preferences):
// a header row, then a row per item, each column its header and what it shows of an item, aligned alike;
// with `onRowClick`, a row answers a click anywhere on it (a person's opportunities, each opening its page);
// with `selection`, each row has a box to tick (the fields a registry sync applies).
import { Checkbox, Table, TableBody, TableCell, TableHead, TableRow, type TableCellProps } from '@mui/material';
import type { Key, ReactNode } from 'react';

export type RowsTableColumn<Row> = {
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  align?: TableCellProps['align'];
  /** The column that names its row (a <th>, the row's header). */
  rowHeader?: boolean;
  /** A long value breaks anywhere rather than widen the table. */
  breaks?: boolean;
};

/**
 * The rows ticked, by their keys: a box per row, named by `label`, 'Selecionar todos' in the header row;
 * a click anywhere on a row ticks it too.
 */
export type RowsSelection<Row> = { checked: ReadonlySet<Key>; onChange: (checked: ReadonlySet<Key>) => void; label: (row: Row) => string };

type Props<Row> = {
  /** The table's accessible name. */
  label: string;
  columns: readonly RowsTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => Key;
  /** What a click on the row does (open its page: a cell then keeps a link, the keyboard's and screen readers' way). */
  onRowClick?: (row: Row) => void;
  selection?: RowsSelection<Row>;
};

export function RowsTable<Row>({ label, columns, rows, rowKey, onRowClick, selection }: Props<Row>) {
  const keys = rows.map(rowKey);
  const toggle = (key: Key) => {
    const next = new Set(selection?.checked);
    if (!next.delete(key)) next.add(key);
    selection?.onChange(next);
  };
  const allChecked = selection !== undefined && selection.checked.size === rows.length;
  const onClick = (row: Row, index: number) => (selection ? toggle(keys[index]) : onRowClick?.(row));
  const clickable = (row: Row, index: number) =>
    (onRowClick || selection) && { hover: true, onClick: () => onClick(row, index), sx: { cursor: 'pointer' } };
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          {selection && (
            <TableCell padding="checkbox">
              <Checkbox
                checked={allChecked}
                indeterminate={selection.checked.size > 0 && !allChecked}
                onChange={() => selection.onChange(new Set(allChecked ? [] : keys))}
                slotProps={{ input: { 'aria-label': 'Selecionar todos' } }}
              />
            </TableCell>
          )}
          {columns.map(({ header, align }, index) => (
            <TableCell key={index} align={align}>
              {header}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row, rowIndex) => (
          <TableRow key={keys[rowIndex]} {...clickable(row, rowIndex)}>
            {selection && (
              <TableCell padding="checkbox">
                <Checkbox
                  checked={selection.checked.has(keys[rowIndex])}
                  onClick={(event) => event.stopPropagation()}
                  onChange={() => toggle(keys[rowIndex])}
                  slotProps={{ input: { 'aria-label': selection.label(row) } }}
                />
              </TableCell>
            )}
            {columns.map(({ cell, align, rowHeader, breaks }, index) => (
              <TableCell
                key={index}
                align={align}
                {...(rowHeader && { component: 'th', scope: 'row' })}
                sx={breaks ? { overflowWrap: 'anywhere' } : undefined}
              >
                {cell(row)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
