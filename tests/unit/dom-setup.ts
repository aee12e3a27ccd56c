// Vitest setup shared by the DOM projects (portal, console): the browser APIs Mantine reads on
// mount that happy-dom lacks, and a clean document and storage after every test.
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Pages load their chunks lazily, as in the browser; on a busy CI machine the first render of a
// route can take more than Testing Library's default second. Waiting longer costs nothing when
// the screen is quick, and a screen that never shows still fails.
configure({ asyncUtilTimeout: 5000 });

if (!window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.assign(window, { ResizeObserver: ResizeObserverStub });
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  document.head.innerHTML = '';
  document.title = '';
  document.documentElement.lang = 'pl';
});
