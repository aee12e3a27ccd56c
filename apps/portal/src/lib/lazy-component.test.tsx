import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyComponent } from './lazy-component.tsx';

function Greeting({ name }: { name: string }) {
  return <p>Hello, {name}</p>;
}

describe('lazyComponent', () => {
  it('passes its props to the loaded component, suspending while it loads', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const LazyGreeting = lazyComponent(load);
    render(
      <Suspense fallback={<p>loading</p>}>
        <LazyGreeting name="Anna" />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('Hello, Anna')).toBeTruthy();
  });

  it('renders at once, with its props, once preloaded', async () => {
    const LazyGreeting = lazyComponent(() => Promise.resolve(Greeting));
    await LazyGreeting.preload();
    render(
      <Suspense fallback={<p>loading</p>}>
        <LazyGreeting name="Jan" />
      </Suspense>,
    );
    expect(screen.getByText('Hello, Jan')).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
  });
});
