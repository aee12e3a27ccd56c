import { expect, type Page, test } from '@playwright/test';
import { audit, report, settle } from '../a11y/support.ts';
import { chooseEnglish } from '../auth/support.ts';
import { sql } from '../support/database.ts';
import { hostUrl } from '../support/env.ts';
import { capture } from '../support/screenshot.ts';
import { accessTokenOf, DEMO_HOST, demo, inviteToBond12, signIn, uniqueEmail } from './api.ts';

/** How long ago the seeded offer was viewed: past the tenant's N (7 by default), past the demo's own offers. */
const STALLED_DAYS = 40;

const texts = {
  pl: {
    menu: 'Pokaż lub ukryj menu',
    nav: 'Do kontaktu',
    title: 'Do kontaktu',
    tab: /^Wyświetlone bez zainteresowania/,
    stall: `Wyświetlona, bez zainteresowania od ${STALLED_DAYS} dni`,
    remind: (email: string) => `Wyślij przypomnienie – ${email}`,
    dialog: 'Wysłać przypomnienie?',
    confirm: 'Wyślij przypomnienie',
    sent: (email: string) => `Przypomnienie wysłane na adres ${email}.`,
    next: /^Kolejne przypomnienie możliwe od \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/,
    history: 'Historia statusów',
    reminder: 'Przypomnienie wysłane (wyświetlona, bez zainteresowania)',
  },
  en: {
    menu: 'Show or hide the menu',
    nav: 'Follow-up',
    title: 'Follow-up',
    tab: /^Viewed, no interest/,
    stall: `Viewed, no interest for ${STALLED_DAYS} days`,
    remind: (email: string) => `Send reminder to ${email}`,
    dialog: 'Send a reminder?',
    confirm: 'Send reminder',
    sent: (email: string) => `Reminder sent to ${email}.`,
    next: /^Next reminder possible from \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/,
    history: 'Status history',
    reminder: 'Reminder sent (viewed, no interest)',
  },
} as const;

/**
 * A new offer of the demo advisor that the investor viewed {@link STALLED_DAYS} days ago and did
 * nothing since: invited through the API, then moved back in time in the database (the status
 * history's rows, from which the offer's `viewed_at` is kept by the funnel's trigger).
 */
async function stalledOffer(investorEmail: string): Promise<string> {
  const offerId = await inviteToBond12(await accessTokenOf(demo.advisor), investorEmail);
  const invitedAt = `now() - interval '${STALLED_DAYS + 2} days'`;
  const viewedAt = `now() - interval '${STALLED_DAYS} days'`;
  await sql(`UPDATE offer_status_change SET changed_at = ${invitedAt} WHERE offer_id = $1`, [offerId]);
  await sql(
    `INSERT INTO offer_status_change (id, offer_id, from_status, to_status, changed_at)
     VALUES (gen_random_uuid(), $1, 'invited', 'viewed', ${viewedAt})`,
    [offerId],
  );
  await sql(`UPDATE offer SET status = 'viewed', status_date = ${viewedAt}, created_at = ${invitedAt} WHERE id = $1`, [
    offerId,
  ]);
  return offerId;
}

async function openFromMenu(page: Page, menu: string, nav: string): Promise<void> {
  await page.goto(hostUrl(DEMO_HOST, '/app'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // On a phone the menu is behind its button (the shell is drawn by now).
  const burger = page.getByRole('button', { name: menu });
  if (await burger.isVisible()) await burger.click();
  await page.getByRole('navigation').getByRole('link', { name: nav }).click();
}

for (const lang of ['pl', 'en'] as const) {
  const t = texts[lang];
  test(`the advisor reminds an investor of a stalled offer once (${lang}, issue 20)`, async ({ page }, testInfo) => {
    const email = uniqueEmail(`follow-up-${lang}`);
    const offerId = await stalledOffer(email);
    if (lang === 'en') await chooseEnglish(page);
    await signIn(page, demo.advisor);

    await openFromMenu(page, t.menu, t.nav);
    await expect(page).toHaveURL(/\/app\/follow-up/);
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await page.getByRole('tab', { name: t.tab }).click();
    await expect(page).toHaveURL(/stage=viewed/);

    // The table on a desktop, a card on a phone: whichever is shown holds the offer.
    const remind = page.getByRole('button', { name: t.remind(email) });
    await expect(remind).toBeVisible();
    await expect(remind).toBeEnabled();
    const row = page.locator('tr:visible, li:visible').filter({ has: remind });
    await expect(row).toContainText(t.stall);
    await capture(page, `advisor-follow-up-${lang}-${testInfo.project.name}`);
    await settle(page, remind);
    const before = await audit(page, `follow-up (${lang})`);
    expect(before, report(before)).toEqual([]);

    await remind.click();
    const dialog = page.getByRole('dialog', { name: t.dialog });
    await expect(dialog).toContainText(email);
    await settle(page, dialog.getByRole('button', { name: t.confirm }));
    const inDialog = await audit(page, `follow-up reminder dialog (${lang})`);
    expect(inDialog, report(inDialog)).toEqual([]);
    await dialog.getByRole('button', { name: t.confirm }).click();
    await expect(page.getByText(t.sent(email))).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(remind).toBeDisabled();
    await expect(row.getByText(t.next)).toBeVisible();
    // One reminder mail queued for the investor.
    const mails = await sql(
      "SELECT count(*)::int AS count FROM mail_outbox WHERE to_address = $1 AND template = 'offer-reminder'",
      [email],
    );
    expect(mails.rows[0]?.count).toBe(1);
    await settle(page, page.getByText(t.sent(email)));
    const after = await audit(page, `follow-up after a reminder (${lang})`);
    expect(after, report(after)).toEqual([]);

    // The investment's history shows the reminder among the status changes.
    await row.getByRole('link', { name: email }).click();
    await expect(page).toHaveURL(new RegExp(`/app/investments/${offerId}`));
    const history = page.getByRole('table', { name: t.history });
    await expect(history).toContainText(t.reminder);
    await capture(page, `advisor-follow-up-history-${lang}-${testInfo.project.name}`);
  });
}
