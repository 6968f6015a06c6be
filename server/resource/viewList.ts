// A list that answers a view of another table than the one a resource writes, for a server part's `extra`
// routes: vínculos' external users, each with how many persons it has (the resource's rows are the links),
// and one user's linked persons (rows of the persons' declaration, under the user named in the path). The
// listed declaration's search, filters and sortable fields and a default order over that table, the
// view's rows of it and the values it adds to each, answered {data, count} as every list, guarded by the
// resource's `list` access.
import { getTableColumns, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ResourceDeclaration } from '../../common/resources';
import { pageOf } from '../../common/resources/apiValues';
import type { Permission } from '../../common/policy';
import type { Executor } from '../platform/db/client';
import { allOf, idParams, listRows, pageQuery, type Selection } from './crud';
import { declaredColumns } from './declaredColumns';
import { declaredOrder } from './declaredOrder';
import { listCondition } from './listCondition';
import { sortOrder, sortQuery, type SortParams } from './listSort';
import { routeOptions } from '../platform/http/routeOptions';

type App = Parameters<FastifyPluginAsyncZod>[0];

export type ListView = {
  /** Where GET answers it, under the resource's path (with `:<parent.param>` in it for a parent's rows). */
  path: string;
  /** The route's summary in the API docs. */
  summary: string;
  table: PgTable & { id: PgColumn };
  /** The declaration of the rows listed, when another resource's (their fields, filters, row schema); the route's own by default. */
  rows?: ResourceDeclaration;
  /** The table's rows the view holds (given the parent's id when it has one); all of them unless given. */
  where?: SQL | ((parentId: number) => SQL);
  /** Values each row adds beside its columns, by the row schema's names (a count). */
  added?: Selection;
  /** The `query` condition when not "a searchable field contains the text" (a document typed with its punctuation). */
  search?: (text: string) => SQL | undefined;
  /** The order when none is asked for, when not the listed declaration's `defaultOrder`. */
  order?: ResourceDeclaration['defaultOrder'];
  /**
   * The row the path names, whose rows these are: read first (its 404 answers the route), and answered
   * beside the page under `key` (the user whose linked persons they are, which heads the portal's page).
   */
  parent?: { param: string; key: string; schema: z.ZodType; read: (db: Executor, id: number) => Promise<Record<string, unknown>> };
};

export function viewListRoute(app: App, declaration: ResourceDeclaration, view: ListView) {
  const { path, summary, table, rows: listed = declaration, where, added = {}, search, parent } = view;
  const sortColumns = declaredColumns(listed.fields, table, 'sortable');
  const { filterQuery, filterWhere } = listCondition(listed, table, { search });
  const query = filterQuery.extend(pageQuery.shape).extend(sortQuery(sortColumns).shape);
  const order = declaredOrder({ name: listed.name, defaultOrder: view.order ?? listed.defaultOrder }, table);
  // The row schema's columns only: the answer's, not every column of the table.
  const tableColumns = getTableColumns(table) as Record<string, PgColumn>;
  const answered = Object.keys(listed.schemas.row.shape).filter((name) => tableColumns[name]);
  const columns = { ...Object.fromEntries(answered.map((name) => [name, tableColumns[name]])), ...added };
  const page = pageOf(listed.schemas.row);
  app.get(
    path,
    routeOptions(`${declaration.name}.list` as Permission, summary, {
      ...(parent && { params: idParams(parent.param) }),
      querystring: query,
      response: { 200: parent ? page.extend({ [parent.key]: parent.schema }) : page },
    }),
    async (request) => {
      const { skip, limit, sort, order: direction, ...filters } = request.query as { skip: number; limit: number } & SortParams;
      const parentId = parent && (request.params as Record<string, number>)[parent.param];
      const parentRow = parent && (await parent.read(app.db, parentId!));
      const result = await listRows(app.db, table, {
        where: allOf(typeof where === 'function' ? where(parentId!) : where, filterWhere(request.user, filters)),
        orderBy: sortOrder(sortColumns, { sort, order: direction }, table.id, order),
        page: { skip, limit },
        columns,
      });
      return parent ? { ...result, [parent.key]: parentRow } : result;
    },
  );
}
