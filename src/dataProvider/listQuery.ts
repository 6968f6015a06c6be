import type { GetListParams } from 'react-admin';
import { routeOf } from './paths';

/** react-admin's page/perPage/filter as the API's skip/limit and query params. */
export function listQuery(resource: string, params: Pick<GetListParams, 'pagination' | 'filter' | 'sort'>) {
  const { page = 1, perPage = 10 } = params.pagination ?? {};
  const { q, ...filter } = params.filter ?? {};
  const query: Record<string, unknown> = { skip: (page - 1) * perPage, limit: perPage, ...filter };
  // The API's own order unless a list asked for one of its sortable fields (useUrlListController.ts).
  // react-admin's hooks default to 'id', which no endpoint sorts by (it would be a 422), so it is not sent.
  const field = params.sort?.field;
  if (field && field !== 'id') Object.assign(query, { sort: field, order: params.sort!.order.toLowerCase() });
  if (q !== undefined && q !== '') query[routeOf(resource).searchParam ?? 'query'] = q;
  return query;
}
