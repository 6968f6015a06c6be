import { DataTable, type DataTableProps, type RaRecord } from 'react-admin';
import { useColumnsStoreKey } from './columns';

/**
 * react-admin's DataTable with its hidden columns kept per user and list (columns.ts), so the 'Colunas'
 * button of the list's toolbar (ListViewButtons) drives it.
 */
export function ListDataTable<RecordType extends RaRecord = RaRecord>(props: DataTableProps<RecordType>) {
  const storeKey = useColumnsStoreKey();
  return <DataTable<RecordType> storeKey={storeKey} {...props} />;
}
