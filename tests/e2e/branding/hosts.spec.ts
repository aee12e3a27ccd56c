import { expect, type Page, test } from '@playwright/test';
import { freshOperatorCode } from '../auth/support.ts';
import { sql } from '../support/database.ts';
import { hostUrl } from '../support/env.ts';
import { capture } from '../support/screenshot.ts';
import { DEMO_PASSWORD } from '../support/session.ts';

/** The value of a theme variable the edge injected for the host. */
function cssVariable(page: Page, name: string): Promise<string> {
  return page.evaluate(
    (variable) => getComputedStyle(document.documentElement).getPropertyValue(variable).trim(),
    name,
  );
}

async function screenshot(page: Page, name: string, project: string): Promise<void> {
  await capture(page, `${name}-${project}`);
}

const hosts = [
  {
    host: 'localhost',
    lang: 'pl',
    title: 'Platforma inwestycyjna',
    main: '#000000',
    headline: 'Inwestuj razem ze swoim doradcą',
    logo: '/images/default-logo.svg',
  },
  {
    host: 'demo.localhost',
    lang: 'pl',
    title: 'Demo Dom Maklerski',
    main: '#172554',
    headline: 'Obligacje korporacyjne z doradcą Demo',
    logo: '/images/demo-logo.svg',
  },
  {
    host: 'custom.localhost',
    lang: 'en',
    title: 'Custom Capital',
    main: '#0f766e',
    headline: 'Private credit for qualified investors',
    logo: '/images/custom-logo.svg',
  },
];

test.describe('three demo hosts, three brands', () => {
  for (const expected of hosts) {
    test(`${expected.host} shows its own title, colours, language and logo`, async ({ page }, testInfo) => {
      await page.goto(hostUrl(expected.host));
      await expect(page).toHaveTitle(expected.title);
      await expect(page.locator('html')).toHaveAttribute('lang', expected.lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected.headline);
      expect(await cssVariable(page, '--wl-color-main')).toBe(expected.main);
      await expect(page.locator(`header img[src="${expected.logo}"]`)).toBeVisible();
      await screenshot(page, `home-${expected.host}`, testInfo.project.name);
    });
  }

  test('the investor panel is blocked only where the host says so', async ({ page }) => {
    await page.goto(hostUrl('custom.localhost'));
    await expect(page.getByText('The investor panel is not available on this site.')).toBeVisible();
    await page.goto(hostUrl('demo.localhost'));
    await expect(page.getByText('Panel inwestora jest na tej stronie niedostępny.')).toHaveCount(0);
  });
});

test.describe('language', () => {
  test('switching to English changes the texts and title, and the choice survives a reload', async ({
    page,
  }, testInfo) => {
    await page.goto(hostUrl('demo.localhost'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Obligacje korporacyjne z doradcą Demo');
    await page.getByRole('radiogroup', { name: 'Język' }).getByText('EN', { exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Corporate bonds with a Demo advisor');
    await expect(page).toHaveTitle('Demo Brokerage House');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await screenshot(page, 'home-demo.localhost-en', testInfo.project.name);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Corporate bonds with a Demo advisor');
    expect(await page.evaluate(() => localStorage.getItem('currentLanguage'))).toBe('en');
  });

  test('the language can be switched with the keyboard', async ({ page }) => {
    await page.goto(hostUrl('custom.localhost'));
    await page.getByRole('radio', { name: 'English' }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kredyt prywatny dla inwestorów kwalifikowanych');
  });
});

test.describe('errors', () => {
  test('an unknown path shows the branded 404 page with the path, in the host language', async ({ page }, testInfo) => {
    const response = await page.goto(hostUrl('demo.localhost', '/nie/ma/takiej'));
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Nie znaleziono strony: /nie/ma/takiej')).toBeVisible();
    await screenshot(page, 'not-found-demo.localhost-pl', testInfo.project.name);
    await page.goto(hostUrl('custom.localhost', '/missing'));
    await expect(page.getByText('Page not found: /missing')).toBeVisible();
    await screenshot(page, 'not-found-custom.localhost-en', testInfo.project.name);
    await page.getByRole('link', { name: 'Back to the home page' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Private credit for qualified investors');
  });
});

test.describe('a config changed in the database', () => {
  test.afterEach(async () => {
    await sql(
      `UPDATE host_config SET site_title = '{"pl": "Demo Dom Maklerski", "en": "Demo Brokerage House"}', theme = 'theme-navy', admin_configuration = admin_configuration - 'themeColors' WHERE hostname = 'demo.localhost'`,
    );
  });

  test('shows on the next page load, without restarting anything', async ({ page }) => {
    await page.goto(hostUrl('demo.localhost'));
    await expect(page).toHaveTitle('Demo Dom Maklerski');
    await sql(
      `UPDATE host_config SET site_title = '{"pl": "Nowa Marka"}', admin_configuration = admin_configuration || '{"themeColors": "#7c2d12,#9a3412,#fff7ed"}' WHERE hostname = 'demo.localhost'`,
    );
    await expect(async () => {
      await page.reload();
      await expect(page).toHaveTitle('Nowa Marka', { timeout: 200 });
    }).toPass({ timeout: 5000 });
    expect(await cssVariable(page, '--wl-color-main')).toBe('#7c2d12');
  });
});

test.describe('operator console (read-only)', () => {
  test('an operator signs in, lists the hosts with tenant, theme and last change, and signs out', async ({ page }) => {
    await page.goto(hostUrl('127.0.0.1', '/console/'));
    await expect(page.getByRole('heading', { name: 'Logowanie operatora' })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    // Screenshots of the console's screens: tests/e2e/console (both languages).
    await page.getByLabel('E-mail').fill('operator@demo.localhost');
    await page.getByLabel('Hasło').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Zaloguj się' }).click();
    await page.getByLabel('Kod uwierzytelniający').fill(await freshOperatorCode());
    await page.getByRole('button', { name: 'Potwierdź kod' }).click();

    await expect(page.getByText('Zalogowano jako operator@demo.localhost')).toBeVisible();
    const table = page.getByRole('table');
    await expect(table.getByRole('row', { name: /^demo\.localhost/ })).toContainText('Demo Dom Maklerski');
    await expect(table.getByRole('row', { name: /^demo\.localhost/ })).toContainText('theme-navy');
    await expect(table.getByRole('row', { name: /custom\.localhost/ })).toContainText('Custom Capital');
    await expect(table.getByRole('row', { name: /Domyślny/ })).toContainText('Platforma inwestycyjna');

    // The session is an HttpOnly cookie of /console only: no script of the page can read it.
    const cookies = await page.context().cookies(hostUrl('127.0.0.1', '/console/'));
    expect(cookies.find((cookie) => cookie.name === 'wl_console')).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/console',
    });
    expect(await page.evaluate(() => document.cookie)).not.toContain('wl_console');

    await page.reload();
    await expect(page.getByRole('table')).toBeVisible();
    await page.getByRole('button', { name: 'Wyloguj się' }).click();
    await expect(page.getByRole('heading', { name: 'Logowanie operatora' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Logowanie operatora' })).toBeVisible();
  });
});
