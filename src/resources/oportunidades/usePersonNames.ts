// Names of persons by id, from one persons list of up to 1000 (SPEC sections 7 and 9): the list's
// Cliente column, the CSV export and the history read names from it.
import { useMemo } from 'react';
import { useGetList } from 'react-admin';

export const PERSON_NAMES_LIMIT = 1000;

type PersonName = { id: number; name: string };

export type PersonNames = { isPending: boolean; nameOf: (id: number | null | undefined, missing: string) => string };

export function usePersonNames(): PersonNames {
  const { data, isPending } = useGetList<PersonName>(
    'pessoas',
    { pagination: { page: 1, perPage: PERSON_NAMES_LIMIT }, sort: { field: 'name', order: 'ASC' }, filter: {} },
    { staleTime: 60_000 },
  );
  return useMemo(() => {
    const names = new Map((data ?? []).map((person) => [person.id, person.name]));
    return {
      isPending,
      /** 'N/A' when there is no id; `missing` ('Cliente não encontrado') when the id is not among them. */
      nameOf: (id, missing) => (id == null ? 'N/A' : (names.get(id) ?? (isPending ? '…' : missing))),
    };
  }, [data, isPending]);
}
