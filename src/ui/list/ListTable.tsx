import type { ReactNode } from 'react';
import { useListContext, type DataTableProps, type RaRecord } from 'react-admin';
import { ScreenLoading } from '../layout/ScreenLoading';
import { ListError } from './ListError';
import { ListEmpty, type EmptyText } from './ListEmpty';
import type { ListTotal } from './ListFooter';
import { ListTableCard } from './ListPage';
import { ListDataTable } from './views/ListDataTable';

type ListTableProps<RecordType extends RaRecord> = Omit<DataTableProps<RecordType>, 'empty'> & {
  /** The plural noun of the footer: 'Mostrando X de Y <noun>'. */
  noun: string;
  totals?: ListTotal[];
  /** What the list says when there is nothing at all yet. */
  empty: EmptyText;
  /** What it says when filters are set and nothing matches. */
  emptyFiltered: EmptyText;
  /** Shown under the 'nothing yet' text, e.g. the add button. */
  emptyAction?: ReactNode;
  /** Shown in the card instead of the table, e.g. while the list loads. */
  placeholder?: ReactNode;
  /** What the card says instead of the table while the rows load, and when they cannot. */
  states?: { loading?: string; error?: string };
  /** Columns offered in 'Colunas' but hidden until the user adds them (the declaration's 'optional' ones). */
  hiddenByDefault?: readonly string[];
};

/**
 * A list's table as every portal list shows it: the ListDataTable (its columns the children) with the
 * list's two empty states, in the card with the count, totals and pages under it.
 */
export function ListTable<RecordType extends RaRecord = RaRecord>(props: ListTableProps<RecordType>) {
  const { noun, totals, empty, emptyFiltered, emptyAction, placeholder, states = {}, ...table } = props;
  const { isPending, error } = useListContext<RecordType>();
  const state =
    isPending && states.loading ? <ScreenLoading text={states.loading} /> : error && states.error ? <ListError text={states.error} /> : undefined;
  return (
    <ListTableCard noun={noun} totals={totals}>
      {placeholder ?? state ?? (
        <ListDataTable<RecordType>
          empty={<ListEmpty filtered={emptyFiltered} empty={empty} action={emptyAction} />}
          {...table}
        />
      )}
    </ListTableCard>
  );
}
