import { createHash } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, type TestInfo, test } from '@playwright/test';
import { sql } from '../support/database.ts';
import { hostUrl } from '../support/env.ts';

export type Lang = 'pl' | 'en';
export const languages: readonly Lang[] = ['pl', 'en'];

/** WCAG 2.1 levels A and AA (issue 19): the rules axe-core tags with these, nothing else. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** What fails the check: axe's two highest impacts. Moderate and minor ones are printed only. */
const FAILING_IMPACTS = new Set(['serious', 'critical']);

export interface Finding {
  screen: string;
  rule: string;
  impact: string;
  help: string;
  helpUrl: string;
  targets: string[];
}

/** One screen of the table: where it is and what shows that it has settled. */
export interface Screen {
  name: string;
  path: string;
  /** Visible once the screen shows its content; a level-1 heading unless said otherwise. */
  ready?: (page: Page) => Locator;
  /** Run after `ready` (open a tab, a dialog…) before the check. */
  prepare?: (page: Page) => Promise<void>;
  /** Selectors left out of the check: only markup axe cannot run in, each with its reason. */
  exclude?: readonly string[];
}

/**
 * The screen has settled by state, not by time: what it is waited for is visible, no loader is
 * left in it (a table's rows, a list still fetching), fonts are in and every CSS transition and
 * animation has run to its end (a half-faded element would be measured at half its contrast).
 */
export async function settle(page: Page, ready: Locator): Promise<void> {
  await expect(ready).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('.mantine-Loader-root:visible')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.locator('.mantine-Skeleton-root[data-visible="true"]:visible')).toHaveCount(0, { timeout: 15_000 });
  await page.evaluate(async () => {
    await document.fonts.ready;
    // A running spinner or a live indicator loops for ever: only animations with an end are waited for.
    const ending = document.getAnimations().filter((animation) => {
      const end = animation.effect?.getComputedTiming().endTime;
      return typeof end === 'number' && Number.isFinite(end);
    });
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/**
 * Runs axe-core on the page as it is now (WCAG 2.1 A/AA tags); every violation of serious or
 * critical impact, one finding per rule. `exclude`: selectors of markup axe cannot be run in
 * (each caller says why).
 */
export async function audit(page: Page, screen: string, exclude: readonly string[] = []): Promise<Finding[]> {
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  for (const selector of exclude) builder = builder.exclude(selector);
  const results = await builder.analyze();
  const findings: Finding[] = [];
  for (const violation of results.violations) {
    const finding = {
      screen,
      rule: violation.id,
      impact: violation.impact ?? 'unknown',
      help: violation.help,
      helpUrl: violation.helpUrl,
      targets: violation.nodes.map((node) => `${node.target.join(' ')}${contrastOf(node)}`),
    };
    if (FAILING_IMPACTS.has(finding.impact)) findings.push(finding);
    else console.log(`a11y (${finding.impact}, not failing) ${screen}: ${finding.rule} ${finding.targets.join(', ')}`);
  }
  return findings;
}

/** For a contrast finding, the colours axe measured: ` (#777 on #fff: 4.48, needs 4.5)`. */
function contrastOf(node: { any: { data?: unknown }[] }): string {
  const data = node.any[0]?.data as
    | { fgColor?: string; bgColor?: string; contrastRatio?: number; expectedContrastRatio?: string }
    | undefined;
  if (!data?.fgColor) return '';
  return ` (${data.fgColor} on ${data.bgColor}: ${data.contrastRatio}, needs ${data.expectedContrastRatio})`;
}

/** The findings as lines a person can act on: screen, rule, impact, help, each element's selector. */
export function report(findings: readonly Finding[]): string {
  return findings
    .map(
      (finding) =>
        `${finding.screen}: ${finding.rule} (${finding.impact}) ${finding.help} <${finding.helpUrl}>\n` +
        finding.targets.map((target) => `    ${target}`).join('\n'),
    )
    .join('\n');
}

/**
 * Every screen of the table, one after another on one page, each opened by its URL and checked
 * once it has settled; the test fails at the end with every finding of every screen (not at the
 * first), each printed with its rule, target and help.
 */
export async function checkScreens(
  page: Page,
  host: string,
  label: string,
  screens: readonly Screen[],
  testInfo: TestInfo,
): Promise<void> {
  const findings: Finding[] = [];
  for (const screen of screens) {
    const name = `${label} ${screen.name}`;
    await test.step(name, async () => {
      // A change of the hash alone would not load the page again (the console's sections).
      if (screen.path.includes('#')) await page.goto('about:blank');
      await page.goto(hostUrl(host, screen.path));
      await settle(page, (screen.ready ?? headingOne)(page));
      if (screen.prepare) {
        await screen.prepare(page);
        await settle(page, page.locator('body'));
      }
      findings.push(...(await audit(page, name, screen.exclude)));
    });
  }
  await testInfo.attach('axe-findings.json', {
    body: JSON.stringify(findings, null, 2),
    contentType: 'application/json',
  });
  expect(findings.length, `axe-core: serious or critical violations\n${report(findings)}`).toBe(0);
}

export const headingOne = (page: Page): Locator => page.getByRole('heading', { level: 1 }).first();

/** The page opens in this language (as the language switch stores the visitor's choice). */
export async function chooseLanguage(page: Page, lang: Lang): Promise<void> {
  await page.addInitScript((language) => {
    window.localStorage.setItem('currentLanguage', language);
    window.localStorage.setItem('currentLanguageChosen', 'true');
    window.localStorage.setItem('wl.console.language', language);
  }, lang);
}

/** The cookie notice acknowledged (it is checked on the public screens, where it shows first). */
export async function dismissCookieNotice(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.localStorage.setItem(`cookieNoticeDismissed:${window.location.host}`, '1');
  });
}

/** The id of a seeded demo offer by the status its public token names (prisma/src/demo-campaigns.ts). */
export async function demoOfferId(status: string): Promise<string> {
  const hash = createHash('sha256').update(`demo-offer-${status}`).digest('hex');
  const result = await sql('SELECT id FROM offer WHERE public_token_hash = $1', [hash]);
  const id = result.rows[0]?.id as string | undefined;
  if (!id) throw new Error(`No demo offer ${status}`);
  return id;
}

/** The id of a seeded demo onboarding request by its status (its token is demo-kyc-<status>). */
export async function demoOnboardingRequestId(status: string): Promise<string> {
  const hash = createHash('sha256').update(`demo-kyc-${status}`).digest('hex');
  const result = await sql('SELECT id FROM onboarding_request WHERE token_hash = $1', [hash]);
  const id = result.rows[0]?.id as string | undefined;
  if (!id) throw new Error(`No demo onboarding request ${status}`);
  return id;
}
