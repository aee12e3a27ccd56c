import type { ComponentType } from 'react';
import { type LazyComponent, lazyComponent } from '@/lib/lazy-component.tsx';

/** A page loaded in its own chunk, which can be asked for before it renders. */
export type LazyPage = LazyComponent<object>;

/**
 * A route's page (`lazyComponent`): the entry preloads the page of the address it opens
 * (`preloadArrivalPages`), so it renders in the same commit as its layout (decision 077).
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  return lazyComponent(() => load().then((module) => module.default));
}
