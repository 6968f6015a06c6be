import type { SxProps, Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { PageTitle } from '../layout/PageTitle';
import { ClearFiltersButton } from './ClearFiltersButton';
import { ListFooter, type ListTotal } from './ListFooter';
import { ListSearch } from './ListSearch';
import { ListCard, ListHeader, ListToolbar } from './ListToolbar';
import { UrlListBase } from './UrlListBase';
import type { UrlListOptions } from './useUrlListController';
import type { BuiltInView } from './views/useSavedViews';

type ListPageProps = UrlListOptions & {
  /** The screen's name in the app bar and the browser tab, when it has one of its own. */
  pageTitle?: string;
  /** The level-1 heading, e.g. 'Gestão de Pessoas'. */
  title: string;
  /** The buttons beside the heading (export, import, add). */
  actions?: ReactNode;
  /** The search box's placeholder; no search box without it. */
  search?: string;
  /** The filters beside the search box; 'Limpar Filtros' follows them. */
  filterInputs?: ReactNode;
  /** The list's built-in views, offered in 'Visualizações'. */
  views?: readonly BuiltInView[];
  /** What shows under the toolbar: usually a <ListTableCard>. */
  children: ReactNode;
};

/** A list screen: its URL-synced list, heading and actions, then the toolbar and the table. */
export function ListPage(props: ListPageProps) {
  const { pageTitle, title, actions, search, filterInputs, views, children, ...options } = props;
  return (
    <UrlListBase {...options}>
      {pageTitle ? <PageTitle title={pageTitle} /> : null}
      <ListHeader title={title} actions={actions} />
      <ListToolbar
        views={views}
        search={search ? <ListSearch placeholder={search} /> : null}
        filters={
          filterInputs ? (
            <>
              {filterInputs}
              <ClearFiltersButton />
            </>
          ) : null
        }
      />
      {children}
    </UrlListBase>
  );
}

type ListTableCardProps = {
  /** The plural noun of the footer: 'Mostrando X de Y <noun>'. */
  noun: string;
  totals?: ListTotal[];
  sx?: SxProps<Theme>;
  /** The table. */
  children: ReactNode;
};

/** The card of a list's table, with the count, totals and pages under it. */
export const ListTableCard = ({ noun, totals, sx, children }: ListTableCardProps) => (
  <ListCard sx={sx}>
    {children}
    <ListFooter noun={noun} totals={totals} />
  </ListCard>
);
