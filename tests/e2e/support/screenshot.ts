import type { Locator, Page } from '@playwright/test';

/**
 * Screenshots are for a look by eye (tests/e2e/screenshots), taken by `pnpm test:screens`
 * (E2E_SCREENSHOTS=1). `npm test` runs the same steps and assertions without drawing the ~340
 * full pages, which took about a third of the e2e run on a 2-core machine
 * (docs/decisions/036-screenshots-on-demand.md).
 */
export const screenshotsWanted = process.env.E2E_SCREENSHOTS === '1';

export type Capture =
  /** The whole page from the top (the default). */
  | { kind: 'page' }
  /** What the viewport shows, where it is scrolled (a full-page capture resizes a fixed layout). */
  | { kind: 'viewport' }
  /** One element. */
  | { kind: 'element'; element: Locator };

/**
 * A screenshot at `tests/e2e/screenshots/<name>.png` once the screen has settled: no request in
 * flight, fonts loaded, transitions run to their end (not a fixed wait).
 */
export async function capture(page: Page, name: string, shot: Capture = { kind: 'page' }): Promise<void> {
  if (!screenshotsWanted) return;
  const path = `tests/e2e/screenshots/${name}.png`;
  // Settled by state, not by a sleep; a framed page (the console's live preview) may keep the
  // page's "network idle" from ever firing, so the wait is bounded and the picture taken anyway.
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {
    console.warn(`screenshot ${name}: the network did not settle within 10 s; taken anyway`);
  });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  if (shot.kind === 'element') {
    await shot.element.screenshot({ path, animations: 'disabled' });
    return;
  }
  // From the top: a page scrolled by an earlier click would draw its sticky header mid-picture.
  if (shot.kind === 'page') await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path, fullPage: shot.kind === 'page', animations: 'disabled' });
}
