// POST /<resource>/bulk (server/resource/bulk.ts): one action over the rows named by ids, or over every row of the
// list's filter, answered as {matched, changed, refused}.
import type { FilterPayload, Identifier } from 'react-admin';
import { httpClient } from './httpClient';
import { listQuery } from './listQuery';
import { routeOf } from './paths';

export type BulkRefusal = { id: number; detail: string };
export type BulkAnswer = { matched: number; changed: number; refused: BulkRefusal[] };
/** The rows: the ticked ones, or every row of the list's filter ("Selecionar todos os N resultados"). */
export type BulkTarget = { ids: Identifier[] } | { filter: FilterPayload };
export type BulkRequest = BulkTarget & { action: string; value?: number };

/**
 * The list's filter as its GET sends it (the same names and search param), without the page: what a bulk
 * action and the export name as "every row of the filter".
 */
export function apiFilter(resource: string, filter: FilterPayload) {
  const { skip: _skip, limit: _limit, ...params } = listQuery(resource, { filter });
  return params;
}

export const bulkMethods = {
  bulk: (resource: string, request: BulkRequest) => {
    const { action, value } = request;
    const target = 'ids' in request ? { ids: request.ids } : { filter: apiFilter(resource, request.filter) };
    return httpClient<BulkAnswer>(`${routeOf(resource).path}/bulk`, {
      method: 'POST',
      body: { action, value, ...target },
    });
  },
};
