// Vitest setup shared by the DOM projects (portal, console): the browser APIs Mantine reads on
// mount that happy-dom lacks, and a clean document and storage after every test.
import nodeConsole from 'node:console';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';

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

// happy-dom does not load iframe pages (the console's live preview frames the edge's own page,
// which the e2e tests open in Chromium): its refusal is expected, so it is not printed as an
// error with a stack in a green run. Any other error still is. (happy-dom prints to the console
// the environment had when it started, Node's own, not the one Vitest gives the tests.)
const printError = nodeConsole.error.bind(nodeConsole);
nodeConsole.error = (...args: unknown[]) => {
  const [first] = args;
  const message = first instanceof Object && 'message' in first ? String(first.message) : '';
  if (message.includes('Iframe page loading is disabled')) return;
  printError(...args);
};

// A click on a link with `download` saves a file in a browser; happy-dom follows the link instead
// (`window.open(href, '_self')`), which moves the test's page to the file's blob: address and, a
// timer later, fires `hashchange`. The console routes by the hash, so the screen that made the
// download could be gone before its message rendered (the audit export, once in a CI run). Such
// a click is a download here as well: no navigation.
const dispatchOnAnchor = HTMLAnchorElement.prototype.dispatchEvent;
HTMLAnchorElement.prototype.dispatchEvent = function dispatchEvent(this: HTMLAnchorElement, event: Event) {
  if (event.type === 'click' && this.hasAttribute('download')) event.preventDefault();
  return dispatchOnAnchor.call(this, event);
};

afterEach(() => {
  cleanup();
  localStorage.clear();
  document.head.innerHTML = '';
  document.title = '';
  document.documentElement.lang = 'pl';
});

// A Mantine transition (a modal or menu closing) ends in a timer that sets state: one still
// pending when a file's last test ends would fire after the DOM environment is gone and fail the
// run with "window is not defined". The file waits for such timers before its environment goes.
const LONGEST_TRANSITION_MS = 500;
afterAll(async () => {
  await new Promise((resolve) => setTimeout(resolve, LONGEST_TRANSITION_MS));
});
