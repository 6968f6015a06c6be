// Runs a bulk action on the list's selection (the ticked ids, or the filter when every result is
// selected) through POST /<resource>/bulk, then clears the selection, reloads the list and hands the
// answer to the summary dialog (BulkSummaryDialog, shown by UrlListBase).
import { useState } from 'react';
import { useDataProvider, useRefresh, useResourceContext } from 'react-admin';
import type { PortalDataProvider } from '../../../dataProvider';
import { useToast } from '../../toast/useToast';
import { useBulkSelection } from './bulkContext';

export function useBulkAction() {
  const resource = useResourceContext();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const refresh = useRefresh();
  const { notifyError } = useToast();
  const selection = useBulkSelection();
  const [pending, setPending] = useState(false);

  /** `title` names the action in the summary ('Inativar'); rejects (after a toast) on failure. */
  const run = async (title: string, action: string, value?: number) => {
    if (!resource) return;
    setPending(true);
    try {
      const answer = await dataProvider.bulk(resource, { ...selection.target, action, value });
      selection.list.onUnselectItems();
      selection.list.setBulkSummary?.({ title, answer });
    } catch (error) {
      await notifyError(error);
      throw error;
    } finally {
      setPending(false);
      refresh();
    }
  };
  return { count: selection.count, allMatching: selection.allMatching, pending, run };
}
