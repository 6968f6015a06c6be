// /views: the signed-in user's saved views of one list (server/features/views/routes.ts).
import type { SavedView, ViewParams } from '../../common/views';
import { httpClient } from './httpClient';

export const viewMethods = {
  getViews: (resource: string) =>
    httpClient<{ data: SavedView[]; count: number }>('views/', { query: { resource } }).then((answer) => answer.data),
  saveView: (view: { resource: string; name: string; params: ViewParams }) =>
    httpClient<SavedView>('views/', { method: 'POST', body: view }),
  deleteView: (id: number) => httpClient<SavedView>(`views/${id}`, { method: 'DELETE' }),
};
