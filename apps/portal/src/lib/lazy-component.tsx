import { type ComponentType, type FunctionComponent, lazy, useState } from 'react';

/** A component loaded in a chunk of its own, which can be asked for before it renders. */
export type LazyComponent<Props extends object> = FunctionComponent<Props> & {
  /** Loads the component's module; resolves once it can render without suspending. */
  preload(): Promise<void>;
};

/**
 * `React.lazy`, except that a component whose module has already loaded renders at once. A lazy
 * component suspends on its first render however early its chunk arrived, and a Suspense fallback
 * once shown holds the content back for React's 300 ms reveal throttle: the signed-in dashboard
 * painted about 270 ms later than it could (decision 077). Pages (`app/routing/lazy-page.tsx`) and
 * the KYC questionnaire of the public form (decision 085) are loaded this way.
 */
export function lazyComponent<Props extends object>(load: () => Promise<ComponentType<Props>>): LazyComponent<Props> {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  const start = () => {
    loading ??= load().then((component) => {
      loaded = component;
      return { default: component };
    });
    return loading;
  };
  const Suspending = lazy(start);
  // biome-ignore lint/correctness/noComponentHookFactories: made once per component at module level, as React.lazy makes its component.
  function Loaded(props: Props) {
    // Chosen once per mount: switching from the suspending form to the loaded one would remount it.
    const [Component] = useState<ComponentType<Props>>(() => loaded ?? (Suspending as ComponentType<Props>));
    return <Component {...props} />;
  }
  return Object.assign(Loaded, {
    preload: () =>
      start().then(
        () => undefined,
        // A failed load is the component's error to show when it renders; preloading stays quiet.
        () => {
          loading = undefined;
        },
      ),
  });
}
