import { expect, type Page, test } from '@playwright/test';
import { hostUrl } from '../support/env.ts';
import { capture } from '../support/screenshot.ts';
import {
  accessTokenOf,
  DEMO_HOST,
  demo,
  inviteToBond12,
  openInvestmentsScreen,
  signIn,
  switchToEnglish,
  uniqueEmail,
} from './api.ts';

const languages = ['pl', 'en'] as const;
const texts = {
  pl: {
    offers: 'Oferty',
    investors: 'Inwestorzy',
    network: 'Inwestorzy w sieci',
    kanban: 'Kanban',
    invite: 'Zaproś do DEMO-12M',
  },
  en: {
    offers: 'Offers',
    investors: 'Investors',
    network: 'Investors across the network',
    kanban: 'Kanban',
    invite: 'Invite to DEMO-12M',
  },
};

async function shot(page: Page, screen: string, language: string, project: string) {
  await capture(page, `investments-${screen}-${language}-${project}`);
}

for (const language of languages) {
  test(`every screen of offers and investments in ${language}`, async ({ page }, testInfo) => {
    test.setTimeout(60_000);
    const project = testInfo.project.name;
    const t = texts[language];
    const offerId = await inviteToBond12(await accessTokenOf(demo.advisor), uniqueEmail('screens'));
    if (language === 'en') await switchToEnglish(page);

    await signIn(page, demo.advisor);
    await page.goto(hostUrl(DEMO_HOST, '/app/offers'));
    await expect(page.getByRole('heading', { level: 1, name: t.offers })).toBeVisible();
    await shot(page, 'offers', language, project);

    await page.goto(hostUrl(DEMO_HOST, `/app/offers/${demo.activeCampaign}`));
    await page.getByRole('button', { name: t.invite }).click();
    await expect(page.getByRole('checkbox')).toBeVisible();
    await shot(page, 'offer', language, project);

    await openInvestmentsScreen(page, '/app/investors');
    await expect(page.getByRole('heading', { level: 1, name: t.investors })).toBeVisible();
    await expect(page.getByTestId('investments-total')).toContainText(/\d/);
    await shot(page, 'table', language, project);

    await openInvestmentsScreen(page, '/app/investors?view=kanban');
    await expect(page.getByTestId('kanban-column-invited')).toBeVisible();
    await shot(page, 'kanban', language, project);

    await openInvestmentsScreen(page, `/app/investors/offer/${offerId}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('screens-');
    await shot(page, 'investment', language, project);
  });

  test(`the coordinator's screens in ${language}`, async ({ page }, testInfo) => {
    const project = testInfo.project.name;
    const t = texts[language];
    if (language === 'en') await switchToEnglish(page);
    await signIn(page, demo.coordinator);
    await openInvestmentsScreen(page, '/app/investors/network');
    await expect(page.getByRole('heading', { level: 1, name: t.network })).toBeVisible();
    await expect(page.getByTestId('investments-total')).toContainText(/\d/);
    await shot(page, 'network', language, project);

    await page.goto(hostUrl(DEMO_HOST, `/app/offers/${demo.activeCampaign}`));
    await expect(page.getByRole('tab', { name: /Network offers|Oferty w sieci/ })).toBeVisible();
    await page.getByRole('tab', { name: /Network offers|Oferty w sieci/ }).click();
    await shot(page, 'offer-coordinator', language, project);
  });
}
