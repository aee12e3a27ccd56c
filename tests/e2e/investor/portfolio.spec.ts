import { expect, test } from '@playwright/test';
import { audit, report } from '../a11y/support.ts';
import { chooseEnglish } from '../auth/support.ts';
import { investorTokens, useInvestorSession } from '../kyc/support.ts';
import { hostUrl } from '../support/env.ts';
import { screenshot } from './support.ts';

const HOST = 'demo.localhost';
const texts = {
  pl: {
    link: 'Harmonogram wypłat',
    title: 'Portfel',
    next: 'Najbliższe płatności',
    investment: 'Obligacje Demo 2025 – DEMO25-24M',
    schedule: 'Harmonogram płatności: Obligacje Demo 2025 – DEMO25-24M',
    statuses: ['Opłacona', 'Częściowo opłacona', 'Anulowana', 'Nieopłacona', 'Zaplanowana'],
    overdue: 'po terminie',
    months: 'Oczekiwane wypłaty w miesiącach',
  },
  en: {
    link: 'Payment schedule',
    title: 'Portfolio',
    next: 'Next payments',
    investment: 'Demo Bonds 2025 – DEMO25-24M',
    schedule: 'Payment schedule: Demo Bonds 2025 – DEMO25-24M',
    statuses: ['Paid', 'Partially paid', 'Cancelled', 'Unpaid', 'Scheduled'],
    overdue: 'overdue',
    months: 'Expected payments per month',
  },
} as const;

for (const lang of ['pl', 'en'] as const) {
  const t = texts[lang];
  test(`the demo investor follows their payment schedule from the dashboard (${lang}, issue 20)`, async ({
    page,
  }, testInfo) => {
    await useInvestorSession(page, await investorTokens('inwestor@demo.localhost', HOST));
    if (lang === 'en') await chooseEnglish(page);
    await page.goto(hostUrl(HOST, '/app'));
    await page.getByRole('link', { name: t.link }).click();
    await expect(page).toHaveURL(hostUrl(HOST, '/app/portfolio'));
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();

    // The seeded investment has a payment in every status, and the overdue one comes first.
    const schedule = page.getByRole('table', { name: t.schedule });
    await expect(schedule).toBeVisible();
    for (const status of t.statuses) await expect(schedule.getByText(status, { exact: true }).first()).toBeVisible();
    const next = page.getByRole('region', { name: t.next });
    await expect(next.getByRole('listitem').first()).toContainText(t.overdue);
    await expect(page.getByRole('table', { name: t.months }).getByRole('row')).toHaveCount(13);

    // The schedule as a PDF, in the reader's language.
    const download = page.waitForEvent('download');
    await page.getByRole('region', { name: t.investment }).getByRole('button', { name: /PDF/ }).click();
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/);

    await screenshot(page, 'portfolio', lang, testInfo);
    const findings = await audit(page, `portfolio (${lang})`);
    expect(findings, report(findings)).toEqual([]);
  });
}
