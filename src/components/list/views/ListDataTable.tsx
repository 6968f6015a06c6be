import { DataTable, type DataTableProps, type RaRecord } from 'react-admin';
import { NamedRowsBody } from '../NamedRowsBody';
import { useColumnsStoreKey } from './columns';

/**
 * react-admin's DataTable with its hidden columns kept per user and list (columns.ts), so the 'Colunas'
 * button of the list's toolbar (ListViewButtons) drives it, and its row checkboxes named after their row.
 */
export function ListDataTable<RecordType extends RaRecord = RaRecord>(props: DataTableProps<RecordType>) {
  const storeKey = useColumnsStoreKey();
  return <DataTable<RecordType> storeKey={storeKey} body={NamedRowsBody} {...props} />;
}
