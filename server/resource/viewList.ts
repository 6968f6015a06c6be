// A list that answers a view of another table than the one a resource writes, a server part's `views`
// (./listView.ts): vínculos' external users, each with how many persons it has (the resource's rows are the links),
// and one user's linked persons (rows of the persons' declaration, under the user named in the path). The
// listed declaration's search, filters and sortable fields and a default order over that table, the
// view's rows of it and the values it adds to each, answered {data, count} as every list, guarded by the
// resource's `list` access.
import { getTableColumns } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ResourceDeclaration } from '../../common/resources';
import { pageOf } from '../../common/resources/apiValues';
import type { Permission } from '../../common/policy';
import { allOf, idParams, listRows, pageQuery } from './crud';
import { declaredColumns } from './declaredColumns';
import { declaredOrder } from './declaredOrder';
import { listCondition } from './listCondition';
import { sortOrder, sortQuery, type SortParams } from './listSort';
import { routeOptions } from '../platform/http/routeOptions';
import type { ListView } from './listView';

type App = Parameters<FastifyPluginAsyncZod>[0];

export function viewListRoute(app: App, declaration: ResourceDeclaration, view: ListView) {
  const { path, summary, table, rows: listed = declaration, where, added = {}, parent } = view;
  const sortColumns = declaredColumns(listed.fields, table, 'sortable');
  const { filterQuery, filterWhere } = listCondition(listed, table);
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
