// The person search of the add-link dialog: GET /persons/search/{text}, 20 results, run on demand.
import { useCallback, useRef, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { PICKER_LIMIT } from '../../ui/PersonPicker';
import { useToast } from '../../ui/toast/useToast';
import type { VinculoPerson } from './types';

export function usePersonLookup() {
  const dataProvider = useDataProvider();
  const { notifyError } = useToast();
  /** null until a search has answered. */
  const [results, setResults] = useState<VinculoPerson[] | null>(null);
  const [searching, setSearching] = useState(false);
  const latest = useRef(0);

  const search = useCallback(
    async (text: string) => {
      const request = ++latest.current;
      setSearching(true);
      try {
        const { data } = await dataProvider.getList<VinculoPerson>('personSearch', {
          filter: { q: text },
          pagination: { page: 1, perPage: PICKER_LIMIT },
          sort: { field: 'name', order: 'ASC' },
        });
        if (request === latest.current) setResults(data);
      } catch (error) {
        if (request !== latest.current) return;
        setResults(null);
        await notifyError(error, 'Erro ao buscar clientes.');
      } finally {
        if (request === latest.current) setSearching(false);
      }
    },
    [dataProvider, notifyError],
  );

  const reset = useCallback(() => {
    latest.current += 1;
    setResults(null);
    setSearching(false);
  }, []);

  return { results, searching, search, reset };
}
