// A page loaded in Chromium with the phone's limits applied rather than simulated (CPU 4× slower,
// 150 ms round trips, 1.6 Mbit/s down, 750 kbit/s up: Lighthouse's mobile settings), as a user's
// phone would meet it. Lighthouse's own numbers come from a model of the load (its "simulated"
// throttling); these are what the browser measured, so a change that moves work or requests
// between the two can be judged on what the user sees.
import type { Browser, Page } from 'puppeteer-core';

export interface PhoneLoad {
  /** First contentful paint, ms after the navigation started. */
  firstPaintMs: number;
  /** The last largest-contentful-paint entry before the page settled. */
  lcpMs: number;
  /** When the page's first heading (`h1` with text) was in the document: its own content. */
  headingMs: number;
  /** Long tasks' time past 50 ms each, until the page settled (what Lighthouse calls blocking time). */
  blockingMs: number;
}

const MOBILE = { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

interface Probe {
  fcp?: number;
  lcp?: number;
  heading?: number;
  blocking: number;
}

/**
 * Loads `url` in a fresh browser context with an empty cache; `prepare` runs on the page first,
 * on the same origin (to put a session or a dismissed notice in its storage).
 */
export async function loadOnPhone(
  browser: Browser,
  url: string,
  prepare?: (tab: Page) => Promise<void>,
): Promise<PhoneLoad> {
  const context = await browser.createBrowserContext();
  try {
    const tab = await context.newPage();
    await tab.setViewport(MOBILE);
    if (prepare) await prepare(tab);
    const devtools = await tab.createCDPSession();
    await devtools.send('Network.enable');
    await devtools.send('Network.clearBrowserCache');
    await devtools.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await devtools.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // Arrow functions only in here: tsx names declared functions with a helper the page lacks.
    await tab.evaluateOnNewDocument(() => {
      const probe: Probe = { blocking: 0 };
      (window as unknown as { wlProbe: Probe }).wlProbe = probe;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') probe.fcp = entry.startTime;
      }).observe({ type: 'paint', buffered: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) probe.lcp = entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) probe.blocking += Math.max(0, entry.duration - 50);
      }).observe({ type: 'longtask', buffered: true });
      new MutationObserver(() => {
        if (probe.heading === undefined && document.querySelector('h1')?.textContent?.trim()) {
          probe.heading = performance.now();
        }
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await tab.goto(url, { waitUntil: 'networkidle0', timeout: 60_000 });
    const probe = await tab.evaluate(() => (window as unknown as { wlProbe: Probe }).wlProbe);
    const ms = (value: number | undefined) => Math.round(value ?? Number.NaN);
    return {
      firstPaintMs: ms(probe.fcp),
      lcpMs: ms(probe.lcp),
      headingMs: ms(probe.heading),
      blockingMs: ms(probe.blocking),
    };
  } finally {
    await context.close();
  }
}

/** The median of each figure over the loads (each figure on its own). */
export function medianLoad(loads: PhoneLoad[]): PhoneLoad {
  const median = (pick: (load: PhoneLoad) => number) => {
    const sorted = loads.map(pick).sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
  };
  return {
    firstPaintMs: median((load) => load.firstPaintMs),
    lcpMs: median((load) => load.lcpMs),
    headingMs: median((load) => load.headingMs),
    blockingMs: median((load) => load.blockingMs),
  };
}
