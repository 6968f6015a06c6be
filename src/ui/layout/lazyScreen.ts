// A screen loaded on demand (React.lazy) that can also be fetched ahead of time: the login page warms
// the screen the visitor is about to land on (src/features/public/warmConsole.ts).
//
// A screen whose code has already arrived renders at once instead of suspending: React shows a Suspense
// boundary's content no sooner than 300 ms after its fallback appeared (React 19 throttles the reveal), and
// React.lazy suspends on its first render even when its module is loaded, since a promise cannot be read
// synchronously. Measured with the login's warm-up (bench:web), the console and the list each sat idle for
// most of those 300 ms between 'Entre' and the first row.
import { createElement, isValidElement, lazy, useState, type ComponentProps, type ComponentType } from 'react';

type Preload = { preload: () => Promise<unknown> };

/**
 * React.lazy(load) that renders the loaded component directly once its module is in, with `preload`
 * fetching the same module (and more, e.g. a screen's child route, when `alsoPreload` is given).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound on a component's props
export function lazyScreen<C extends ComponentType<any>>(load: () => Promise<{ default: C }>, alsoPreload?: () => Promise<unknown>) {
  let loaded: C | undefined;
  const keep = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(keep);
  function Screen(props: ComponentProps<C>) {
    // Chosen once per mounted screen: switching from the lazy wrapper to the component would remount it.
    const [chosen] = useState(() => ({ type: (loaded ?? Lazy) as ComponentType<ComponentProps<C>> }));
    return createElement(chosen.type, props);
  }
  const preload = () => (alsoPreload ? Promise.all([keep(), alsoPreload()]) : keep());
  return Object.assign(Screen, { preload });
}

/** Fetches a view given as a component or as an element of one, when it is a lazy screen. */
export function preloadView(view: unknown): Promise<unknown> {
  const type = isValidElement(view) ? view.type : view;
  const preload = (type as Partial<Preload> | null | undefined)?.preload;
  return typeof preload === 'function' ? preload() : Promise.resolve();
}
