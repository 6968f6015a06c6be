// GET /search: the top bar's search (server/features/search/routes.ts), as a custom dataProvider method.
import type { SearchResult } from '../../common/search';
import { httpClient } from './httpClient';

export const searchMethods = {
  search: (q: string, limit?: number) =>
    httpClient<{ data: SearchResult[] }>('search', { query: { q, limit } }).then((answer) => answer.data),
};
