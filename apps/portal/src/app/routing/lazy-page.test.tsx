import { act, render, screen } from '@testing-library/react';
import { type ReactElement, Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { routePageModules } from '../../../route-preloads.ts';
import { arrivalPages } from '../router.tsx';
import { lazyPage } from './lazy-page.tsx';

function deferredModule() {
  let resolve: (module: { default: () => ReactElement }) => void = () => {};
  const promise = new Promise<{ default: () => ReactElement }>((done) => {
    resolve = done;
  });
  return { promise, resolve, module: { default: () => <p>the page</p> } };
}

describe('lazy pages (decision 077)', () => {
  it('renders a preloaded page in the first commit, without its Suspense fallback', async () => {
    const load = vi.fn(() => Promise.resolve({ default: () => <p>the page</p> }));
    const Page = lazyPage(load);
    await Page.preload();
    render(
      <Suspense fallback={<p>loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('the page')).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('suspends like React.lazy when the page has not loaded, and loads it once', async () => {
    const pending = deferredModule();
    const load = vi.fn(() => pending.promise);
    const Page = lazyPage(load);
    render(
      <Suspense fallback={<p>loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    void Page.preload();
    await act(async () => pending.resolve(pending.module));
    expect(await screen.findByText('the page')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('lets a failed preload be tried again when the page renders', async () => {
    const load = vi
      .fn<() => Promise<{ default: () => ReactElement }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ default: () => <p>the page</p> });
    const Page = lazyPage(load);
    await expect(Page.preload()).resolves.toBeUndefined();
    render(
      <Suspense fallback={<p>loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(await screen.findByText('the page')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('preloads the pages of every address the edge names chunks for', () => {
    expect(Object.keys(arrivalPages).sort()).toEqual(Object.keys(routePageModules).sort());
    for (const [route, modules] of Object.entries(routePageModules)) {
      expect(arrivalPages[route], route).toHaveLength(modules.length);
    }
  });
});
