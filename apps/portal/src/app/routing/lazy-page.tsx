import { type ComponentType, type FunctionComponent, lazy, useState } from 'react';

/** A page loaded in its own chunk, which can be asked for before it renders. */
export type LazyPage = FunctionComponent & {
  /** Loads the page's module; resolves once it can render without suspending. */
  preload(): Promise<void>;
};

/**
 * `React.lazy`, except that a page whose module has already loaded renders at once. A lazy
 * component suspends on its first render however early its chunk arrived, and a Suspense fallback
 * once shown holds the content back for React's 300 ms reveal throttle: the signed-in dashboard
 * painted about 270 ms later than it could (decision 077). The entry preloads the page of the
 * address it opens (`preloadArrivalPages`), so it renders in the same commit as its layout.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let loaded: ComponentType | undefined;
  let loading: Promise<{ default: ComponentType }> | undefined;
  const start = () => {
    loading ??= load().then((module) => {
      loaded = module.default;
      return module;
    });
    return loading;
  };
  const Suspending = lazy(start);
  // biome-ignore lint/correctness/noComponentHookFactories: made once per page when the route table is, as React.lazy makes its component.
  function Page() {
    // Chosen once per mount: switching from the suspending form to the loaded one would remount the page.
    const [Component] = useState<ComponentType>(() => loaded ?? Suspending);
    return <Component />;
  }
  return Object.assign(Page, {
    preload: () =>
      start().then(
        () => undefined,
        // A failed load is the route's error to show when it renders; preloading stays quiet.
        () => {
          loading = undefined;
        },
      ),
  });
}
