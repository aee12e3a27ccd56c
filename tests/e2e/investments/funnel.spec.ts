import { expect, test } from '@playwright/test';
import { audit, report } from '../a11y/support.ts';
import { chooseEnglish } from '../auth/support.ts';
import { hostUrl } from '../support/env.ts';
import { capture } from '../support/screenshot.ts';
import { DEMO_HOST, demo, signIn } from './api.ts';

const texts = {
  pl: {
    menu: 'Pokaż lub ukryj menu',
    nav: 'Lejek',
    title: 'Lejek sprzedaży',
    table: 'Liczba ofert na każdym etapie, konwersja z poprzedniego etapu i mediana czasu na etapie',
    steps: ['Zaproszeni', 'Wyświetlone', 'Zainteresowani', 'Zaakceptowane', 'Umowa podpisana', 'Aktywne'],
    preset: '365 dni',
    amounts: 'Zebrane kwoty',
  },
  en: {
    menu: 'Show or hide the menu',
    nav: 'Funnel',
    title: 'Sales funnel',
    table: 'Offers at each step, conversion from the step before and the median time in the step',
    steps: ['Invited', 'Viewed', 'Interested', 'Accepted', 'Agreement signed', 'Active'],
    preset: '365 days',
    amounts: 'Amounts raised',
  },
} as const;

for (const lang of ['pl', 'en'] as const) {
  const t = texts[lang];
  test(`the coordinator reads the funnel of their networks (${lang}, issue 20)`, async ({ page }, testInfo) => {
    if (lang === 'en') await chooseEnglish(page);
    await page.addInitScript(() => {
      window.localStorage.setItem(`cookieNoticeDismissed:${window.location.host}`, '1');
    });
    await signIn(page, demo.coordinator);
    await page.goto(hostUrl(DEMO_HOST, '/app'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // On a phone the menu is behind its button (the shell is drawn by now).
    const burger = page.getByRole('button', { name: t.menu });
    if (await burger.isVisible()) await burger.click();
    await page.getByRole('navigation').getByRole('link', { name: t.nav }).click();
    await expect(page).toHaveURL(/\/app\/funnel/);
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();

    await page.getByRole('button', { name: t.preset }).click();
    await expect(page).toHaveURL(/from=/);
    const table = page.getByRole('table', { name: t.table });
    for (const step of t.steps) await expect(table.getByRole('rowheader', { name: step })).toBeVisible();
    // The demo's offers of both networks were invited this year: the first step counts them.
    await expect(table.getByRole('row').nth(1)).toContainText(/\d/);
    await expect(page.getByRole('heading', { name: t.amounts })).toBeVisible();

    await capture(page, `advisor-funnel-${lang}-${testInfo.project.name}`);
    const findings = await audit(page, `funnel (${lang})`);
    expect(findings, report(findings)).toEqual([]);
  });
}
