// The code of the screen a path opens (its list, or its detail page for /<resource>/<id>; the dashboard
// for the home page), fetched ahead of time. Part of the console's code: the login page reaches it through
// src/features/public/warmConsole.ts.
import { preloadView } from './ui/layout/lazyScreen';
import { Dashboard } from './features/dashboard/Home';
import { resources } from './resources';

export function preloadScreen(path: string): Promise<unknown> {
  const [first, second] = path.split(/[?#]/)[0].split('/').filter(Boolean).map(decodeURIComponent);
  if (!first) return Dashboard.preload();
  const resource = resources.find(({ name }) => name === first);
  if (!resource) return Promise.resolve();
  const isRecord = second !== undefined && /^\d+$/.test(second);
  return preloadView(isRecord ? (resource.edit ?? resource.show) : resource.list);
}
