// A list that answers a view of another table than the one a resource writes (vínculos: the external
// users, each with how many persons it has, where the resource's rows are the links), for a server part's
// `extra` routes: the declaration's search, filters, sortable fields and default order over that table,
// the view's rows of it and the values it adds to each, answered {data, count} as every list, guarded by
// the resource's `list` access.
import { getTableColumns, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ResourceDeclaration } from '../../common/resources';
import { pageOf } from '../../common/resources/apiValues';
import type { Permission } from '../../common/policy';
import { allOf, listRows, pageQuery, type Selection } from './crud';
import { declaredColumns } from './declaredColumns';
import { declaredOrder } from './declaredOrder';
import { listCondition } from './listCondition';
import { sortOrder, sortQuery, type SortParams } from './listSort';
import { routeOptions } from '../platform/http/routeOptions';

type App = Parameters<FastifyPluginAsyncZod>[0];

export type ListView = {
  /** Where GET answers it, under the resource's path. */
  path: string;
  /** The route's summary in the API docs. */
  summary: string;
  table: PgTable & { id: PgColumn };
  /** The table's rows the view holds; all of them unless given. */
  where?: SQL;
  /** Values each row adds beside its columns, by the row schema's names (a count). */
  added?: Selection;
};

export function viewListRoute(app: App, declaration: ResourceDeclaration, { path, summary, table, where, added = {} }: ListView) {
  const sortColumns = declaredColumns(declaration.fields, table, 'sortable');
  const { filterQuery, filterWhere } = listCondition(declaration, table);
  const query = filterQuery.extend(pageQuery.shape).extend(sortQuery(sortColumns).shape);
  const order = declaredOrder(declaration, table);
  // The row schema's columns only: the answer's, not every column of the table.
  const tableColumns = getTableColumns(table) as Record<string, PgColumn>;
  const answered = Object.keys(declaration.schemas.row.shape).filter((name) => tableColumns[name]);
  const columns = { ...Object.fromEntries(answered.map((name) => [name, tableColumns[name]])), ...added };
  app.get(
    path,
    routeOptions(`${declaration.name}.list` as Permission, summary, { querystring: query, response: { 200: pageOf(declaration.schemas.row) } }),
    async (request) => {
      const { skip, limit, sort, order: direction, ...filters } = request.query as { skip: number; limit: number } & SortParams;
      return listRows(app.db, table, {
        where: allOf(where, filterWhere(request.user, filters)),
        orderBy: sortOrder(sortColumns, { sort, order: direction }, table.id, order),
        page: { skip, limit },
        columns,
      });
    },
  );
}
