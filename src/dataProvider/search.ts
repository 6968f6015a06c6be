// GET /search: the top bar's search (server/routes/search.ts), as a custom dataProvider method.
import type { SearchResult } from '../../common/search';
import { httpClient } from './httpClient';

export const searchMethods = {
  search: (q: string, limit?: number) =>
    httpClient<{ data: SearchResult[] }>('search', { query: { q, limit } }).then((answer) => answer.data),
};
