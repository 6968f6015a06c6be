// A DataTable body whose row checkboxes are named after their row ('Selecionar Maria Souza'), where
// react-admin's SelectRowCheckbox names every one alike ('ra.action.select_row', "Selecionar esta linha").
// Each row answers that one message with its record's representation (the Resource's
// recordRepresentation, by default the declaration's `representation` field, e.g. a person's name); every
// other message is translated as usual.
import { useMemo } from 'react';
import {
  DataTableBody,
  DataTableRow,
  I18nContext,
  useGetRecordRepresentation,
  useI18nProvider,
  useRecordContext,
  type DataTableBodyProps,
  type DataTableRowProps,
} from 'react-admin';

const SELECT_ROW = 'ra.action.select_row';

function NamedRow(props: DataTableRowProps) {
  const i18nProvider = useI18nProvider();
  const record = useRecordContext();
  const represent = useGetRecordRepresentation();
  const name = record ? represent(record) : undefined;
  const rowI18n = useMemo(
    () => ({
      ...i18nProvider,
      translate: (key: string, options?: object) =>
        key === SELECT_ROW && typeof name === 'string' && name
          ? i18nProvider.translate('portal.list.select_row', { name })
          : i18nProvider.translate(key, options),
    }),
    [i18nProvider, name],
  );
  return (
    <I18nContext.Provider value={rowI18n}>
      <DataTableRow {...props} />
    </I18nContext.Provider>
  );
}

export const NamedRowsBody = (props: DataTableBodyProps) => <DataTableBody {...props} row={NamedRow} />;
