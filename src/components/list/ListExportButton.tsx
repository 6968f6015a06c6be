import { ExportButton, type ExportButtonProps } from 'react-admin';

/** react-admin's ExportButton over every match of the current filters, not only the visible page. */
export const ListExportButton = (props: Omit<ExportButtonProps, 'maxResults'>) => (
  <ExportButton maxResults={Number.POSITIVE_INFINITY} {...props} />
);
