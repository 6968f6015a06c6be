// A screen loaded on demand (React.lazy) that can also be fetched ahead of time: the login page warms
// the screen the visitor is about to land on (src/pages/public/warmConsole.ts).
import { isValidElement, lazy, type ComponentType } from 'react';

type Preload = { preload: () => Promise<unknown> };

/** React.lazy(load), with `preload` fetching the same module (or more, e.g. a screen's child route). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound on a component's props
export function lazyScreen<C extends ComponentType<any>>(load: () => Promise<{ default: C }>, preload: () => Promise<unknown> = load) {
  return Object.assign(lazy(load), { preload });
}

/** Fetches a view given as a component or as an element of one, when it is a lazy screen. */
export function preloadView(view: unknown): Promise<unknown> {
  const type = isValidElement(view) ? view.type : view;
  const preload = (type as Partial<Preload> | null | undefined)?.preload;
  return typeof preload === 'function' ? preload() : Promise.resolve();
}

