import { createDatabase, type Database } from '@wl/db';
import { developmentOrigins } from '@wl/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInvestor, createTestApi, type TestApi } from '../testing/index.ts';
import { createOffer } from '../testing/offer-factories.ts';
import { type OfferWorld, offerWorld } from '../testing/offer-world.ts';
import { type AutomaticReminderSettings, runAutomaticReminders } from './services/automatic-reminders.ts';
import { tenantMailContext } from './services/tenant-mail-host.ts';

let t: TestApi;
/** A second client of the same database: another replica. */
let replica: Database;
beforeAll(async () => {
  t = await createTestApi();
  const second = createDatabase(t.url, { max: 5 });
  replica = second.db;
  afterAll(async () => {
    await second.db.$disconnect();
    await second.pool.end();
  });
});

const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY);

const settings = (db: Database): AutomaticReminderSettings => ({
  offerGraceDays: 30,
  tenantContext: (tenantId) => tenantMailContext(db, tenantId, developmentOrigins),
});

/** A viewed offer of its own investor, opened `days` ago. */
async function viewedOffer(w: OfferWorld, days: number, language: 'pl' | 'en' = 'pl') {
  const investor = await createInvestor(t.db, w.tenantId);
  await t.db.user.update({ where: { id: investor.user.id }, data: { language } });
  const offer = await createOffer(t.db, {
    product: w.product,
    investorId: investor.investor.id,
    ownerAdvisorId: w.advisor.advisor.id,
    networkId: w.networks.main.id,
    status: 'viewed',
  });
  await t.db.offer.update({ where: { id: offer.id }, data: { viewedAt: ago(days) } });
  return { offer, investor };
}

const mailsTo = (email: string) =>
  t.db.mailOutbox.findMany({ where: { toAddress: email, template: 'offer-reminder' } });

describe('the automatic reminders (decision 072)', () => {
  it('remind each stalled offer of a tenant that turned them on once, whatever the number of replicas', async () => {
    const on = await offerWorld(t.db);
    await t.db.tenant.update({ where: { id: on.tenantId }, data: { automaticReminders: true } });
    const off = await offerWorld(t.db);
    const stalledOn = [await viewedOffer(on, 8, 'pl'), await viewedOffer(on, 9, 'en'), await viewedOffer(on, 10)];
    const fresh = await viewedOffer(on, 2);
    const remindedByHand = await viewedOffer(on, 8);
    await t.db.offerReminder.create({
      data: {
        offerId: remindedByHand.offer.id,
        tenantId: on.tenantId,
        stage: 'viewed',
        stageSince: ago(8),
        sentByUserId: on.advisor.user.id,
        sentAt: ago(0.5),
      },
    });
    const stalledOff = await viewedOffer(off, 8);

    // Two replicas at once, each with its own connections: one mail per offer.
    const runs = await Promise.all([
      runAutomaticReminders(t.db, settings(t.db)),
      runAutomaticReminders(replica, settings(replica)),
      runAutomaticReminders(t.db, settings(t.db)),
    ]);
    expect(runs.reduce((sum, sent) => sum + sent, 0)).toBe(3);
    for (const { investor, offer } of stalledOn) {
      expect(await mailsTo(investor.email)).toHaveLength(1);
      expect(await t.db.offerReminder.findMany({ where: { offerId: offer.id } })).toEqual([
        expect.objectContaining({ stage: 'viewed', automatic: true, sentByUserId: null, mailId: expect.any(String) }),
      ]);
    }
    for (const { investor } of [fresh, remindedByHand, stalledOff]) expect(await mailsTo(investor.email)).toEqual([]);
    // In each investor's language, from the tenant's host.
    const [pl] = await mailsTo(stalledOn[0]?.investor.email ?? '');
    const [en] = await mailsTo(stalledOn[1]?.investor.email ?? '');
    expect(pl).toMatchObject({ language: 'pl', host: on.host });
    expect(pl?.subject).toMatch(/^Przypomnienie: Green Bonds/);
    expect(en?.subject).toMatch(/^Reminder: Green Bonds/);

    // Again: nothing within 24 hours, nor after them for the same stall.
    expect(await runAutomaticReminders(t.db, settings(t.db))).toBe(0);
    await t.db.offerReminder.updateMany({ where: { tenantId: on.tenantId }, data: { sentAt: ago(2) } });
    // Only the offer reminded by hand before (over 24 hours ago now) gets its automatic reminder.
    expect(await runAutomaticReminders(t.db, settings(t.db))).toBe(1);
    expect(await mailsTo(remindedByHand.investor.email)).toHaveLength(1);
    for (const { investor } of stalledOn) expect(await mailsTo(investor.email)).toHaveLength(1);

    // An offer that moves on to the next stall is reminded once more, there.
    const moved = stalledOn[0];
    if (!moved) throw new Error('no offer');
    await t.db.offer.update({
      where: { id: moved.offer.id },
      data: { status: 'interested', interestedAt: ago(7.5) },
    });
    expect(await runAutomaticReminders(t.db, settings(t.db))).toBe(1);
    expect(await mailsTo(moved.investor.email)).toHaveLength(2);
    expect((await mailsTo(moved.investor.email)).map((mail) => mail.text).join()).toContain('akceptacja oferty');
  });

  it('never sends twice for one stall, even past the rate limit (the unique index)', async () => {
    const w = await offerWorld(t.db);
    const { offer } = await viewedOffer(w, 8);
    const row = {
      offerId: offer.id,
      tenantId: w.tenantId,
      stage: 'viewed' as const,
      stageSince: ago(8),
      automatic: true,
    };
    await t.db.offerReminder.create({ data: row });
    await expect(t.db.offerReminder.create({ data: row })).rejects.toThrow();
    // A hand-made one of the same stall is not limited by the index (only by the 24 hours).
    await t.db.offerReminder.create({ data: { ...row, automatic: false, sentByUserId: w.advisor.user.id } });
    expect(await t.db.offerReminder.count({ where: { offerId: offer.id } })).toBe(2);
  });
});
