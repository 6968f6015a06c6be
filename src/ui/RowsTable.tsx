// A small table that only shows rows (a lote's payments, an import's errors, the notification preferences):
// a header row, then a row per item, each column its header and what it shows of an item, aligned alike;
// with `onRowClick`, a row answers a click anywhere on it (a person's opportunities, each opening its page).
import { Table, TableBody, TableCell, TableHead, TableRow, type TableCellProps } from '@mui/material';
import type { Key, ReactNode } from 'react';

export type RowsTableColumn<Row> = {
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  align?: TableCellProps['align'];
};

type Props<Row> = {
  /** The table's accessible name. */
  label: string;
  columns: readonly RowsTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => Key;
  /** What a click on the row does (open its page: a cell then keeps a link, the keyboard's and screen readers' way). */
  onRowClick?: (row: Row) => void;
};

export function RowsTable<Row>({ label, columns, rows, rowKey, onRowClick }: Props<Row>) {
  const clickable = (row: Row) => onRowClick && { hover: true, onClick: () => onRowClick(row), sx: { cursor: 'pointer' } };
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          {columns.map(({ header, align }, index) => (
            <TableCell key={index} align={align}>
              {header}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row, rowIndex) => (
          <TableRow key={rowKey(row, rowIndex)} {...clickable(row)}>
            {columns.map(({ cell, align }, index) => (
              <TableCell key={index} align={align}>
                {cell(row)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
