import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../testing/index.ts';
import { createOffer } from '../testing/offer-factories.ts';
import { type OfferWorld, offerWorld } from '../testing/offer-world.ts';

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});

const move = (w: OfferWorld, offerId: string, token: string, body: Record<string, unknown>) =>
  t.call({ method: 'PATCH', url: `/api/advisor/investor/${offerId}/status`, host: w.host, token, body });
const history = (w: OfferWorld, offerId: string, token: string) =>
  t.call({ method: 'GET', url: `/api/advisor/investor/${offerId}/history`, host: w.host, token });

async function invitedOffer(w: OfferWorld) {
  return createOffer(t.db, {
    product: w.product,
    investorId: w.investor.investor.id,
    ownerAdvisorId: w.advisor.advisor.id,
    networkId: w.networks.main.id,
  });
}

describe('PATCH /api/advisor/investor/{offerId}/status with a reason', () => {
  it('refuses a rejection without a reason (blank, missing, too long) and writes nothing', async () => {
    const w = await offerWorld(t.db);
    const offer = await invitedOffer(w);
    for (const body of [
      { status: 'rejected' },
      { status: 'rejected', reason: '   ' },
      { status: 'rejected', reason: 'x'.repeat(501) },
    ]) {
      const response = await move(w, offer.id, w.advisor.token, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().code).toBe('error.validation');
      expect(response.json().violations.map((v: { propertyPath: string }) => v.propertyPath)).toEqual(['reason']);
    }
    expect((await t.db.offer.findUniqueOrThrow({ where: { id: offer.id } })).status).toBe('invited');
    expect(await t.db.offerStatusChange.count({ where: { offerId: offer.id } })).toBe(1);
  });

  it('keeps the reason of a rejection, trimmed, in the history row', async () => {
    const w = await offerWorld(t.db);
    const offer = await invitedOffer(w);
    const response = await move(w, offer.id, w.advisor.token, {
      status: 'rejected',
      reason: '  The investor chose another product.  ',
    });
    expect(response.statusCode, response.body).toBe(200);
    const [, rejected] = await t.db.offerStatusChange.findMany({
      where: { offerId: offer.id },
      orderBy: { changedAt: 'asc' },
    });
    expect(rejected).toMatchObject({
      fromStatus: 'invited',
      toStatus: 'rejected',
      reason: 'The investor chose another product.',
      changedByUserId: w.advisor.user.id,
    });
  });
});

describe('GET /api/advisor/investor/{offerId}/history', () => {
  it('lists who moved the offer, when, from and to which status and why, oldest first', async () => {
    const w = await offerWorld(t.db);
    const offer = await invitedOffer(w);
    await t.db.offerStatusChange.updateMany({
      where: { offerId: offer.id },
      data: { changedAt: new Date('2026-03-01T09:00:00.000Z') },
    });
    // The investor opened it (their account) and said they were interested by the link (no
    // account: only the investor makes that move), then the coordinator of its network rejected it.
    await t.db.offerStatusChange.create({
      data: {
        offerId: offer.id,
        fromStatus: 'invited',
        toStatus: 'viewed',
        changedByUserId: w.investor.user.id,
        changedAt: new Date('2026-03-02T10:15:00.000Z'),
      },
    });
    await t.db.offerStatusChange.create({
      data: {
        offerId: offer.id,
        fromStatus: 'viewed',
        toStatus: 'interested',
        changedByUserId: null,
        changedAt: new Date('2026-03-02T10:20:00.000Z'),
      },
    });
    await t.db.offer.update({ where: { id: offer.id }, data: { status: 'interested' } });
    expect(
      (await move(w, offer.id, w.coordinator.token, { status: 'rejected', reason: 'Duplicate invitation' })).statusCode,
    ).toBe(200);
    await t.db.user.update({ where: { id: w.investor.user.id }, data: { firstName: 'Zofia', surname: 'Nowak' } });
    // A person without a name yet is named by their e-mail.
    await t.db.user.update({ where: { id: w.coordinator.user.id }, data: { firstName: '', surname: '' } });

    const response = await history(w, offer.id, w.advisor.token);
    expect(response.statusCode, response.body).toBe(200);
    const rows = response.json();
    expect(rows).toHaveLength(4);
    expect(rows[0]).toEqual({
      kind: 'status',
      id: expect.any(String),
      fromStatus: null,
      toStatus: 'invited',
      changedAt: '2026-03-01T09:00:00.000Z',
      changedBy: null,
      reason: null,
    });
    expect(rows[1]).toMatchObject({
      fromStatus: 'invited',
      toStatus: 'viewed',
      changedAt: '2026-03-02T10:15:00.000Z',
      changedBy: { name: 'Zofia Nowak', role: 'investor' },
      reason: null,
    });
    expect(rows[2]).toMatchObject({
      fromStatus: 'viewed',
      toStatus: 'interested',
      changedBy: { name: 'Zofia Nowak', role: 'investor' },
    });
    expect(rows[3]).toMatchObject({
      fromStatus: 'interested',
      toStatus: 'rejected',
      changedBy: { name: w.coordinator.user.email, role: 'advisor' },
      reason: 'Duplicate invitation',
    });
  });

  it('puts the reminders mailed to the investor among the status changes, by time (issue 20)', async () => {
    const w = await offerWorld(t.db);
    const offer = await invitedOffer(w);
    const at = (iso: string) => new Date(iso);
    await t.db.offerStatusChange.updateMany({
      where: { offerId: offer.id },
      data: { changedAt: at('2026-03-01T09:00:00Z') },
    });
    await t.db.offerStatusChange.create({
      data: { offerId: offer.id, fromStatus: 'invited', toStatus: 'viewed', changedAt: at('2026-03-02T10:00:00Z') },
    });
    await t.db.offerStatusChange.create({
      data: { offerId: offer.id, fromStatus: 'viewed', toStatus: 'interested', changedAt: at('2026-03-20T10:00:00Z') },
    });
    const reminder = (sentAt: string, stage: 'viewed' | 'interested', sentByUserId: string | null) =>
      t.db.offerReminder.create({
        data: {
          offerId: offer.id,
          tenantId: w.tenantId,
          stage,
          stageSince: at('2026-03-02T10:00:00Z'),
          automatic: sentByUserId === null,
          sentByUserId,
          sentAt: at(sentAt),
        },
      });
    const byHand = await reminder('2026-03-10T08:00:00Z', 'viewed', w.advisor.user.id);
    const automatic = await reminder('2026-03-11T08:00:00Z', 'viewed', null);
    const later = await reminder('2026-03-28T08:00:00Z', 'interested', w.admin.user.id);
    const response = await history(w, offer.id, w.advisor.token);
    expect(response.statusCode, response.body).toBe(200);
    const rows = response.json();
    expect(rows.map((row: { kind: string; id: string }) => [row.kind, row.id])).toEqual([
      ['status', expect.any(String)],
      ['status', expect.any(String)],
      ['reminder', byHand.id],
      ['reminder', automatic.id],
      ['status', expect.any(String)],
      ['reminder', later.id],
    ]);
    expect(rows[2]).toEqual({
      kind: 'reminder',
      id: byHand.id,
      changedAt: '2026-03-10T08:00:00.000Z',
      stage: 'viewed',
      automatic: false,
      changedBy: { name: 'Anna Zielińska', role: 'advisor' },
    });
    expect(rows[3]).toMatchObject({ kind: 'reminder', automatic: true, changedBy: null });
    expect(rows[4]).toMatchObject({ kind: 'status', toStatus: 'interested' });
    expect(rows[5]).toMatchObject({ stage: 'interested', changedBy: { name: expect.any(String), role: 'advisor' } });
  });

  it('names an advisor by name and answers 404 for an offer outside the caller’s scope', async () => {
    const w = await offerWorld(t.db);
    const offer = await invitedOffer(w);
    await move(w, offer.id, w.advisor.token, { status: 'rejected', reason: 'No longer interested' });
    // The platform archives it once its end date passed: no account, a move the investor never makes.
    await t.db.offerStatusChange.create({
      data: { offerId: offer.id, fromStatus: 'rejected', toStatus: 'archived', changedAt: new Date(Date.now() + 1000) },
    });
    const own = await history(w, offer.id, w.advisor.token);
    expect(own.json().at(-2).changedBy).toEqual({ name: 'Anna Zielińska', role: 'advisor' });
    expect(own.json().at(-1)).toMatchObject({ toStatus: 'archived', changedBy: null });
    // A colleague and another network's advisor do not see it; the admin and the coordinator do.
    expect((await history(w, offer.id, w.colleague.token)).statusCode).toBe(404);
    expect((await history(w, offer.id, w.outsider.token)).statusCode).toBe(404);
    expect((await history(w, offer.id, w.admin.token)).statusCode).toBe(200);
    expect((await history(w, offer.id, w.coordinator.token)).statusCode).toBe(200);
    const foreign = await t.call({
      method: 'GET',
      url: `/api/advisor/investor/${offer.id}/history`,
      host: w.foreign.host,
      token: w.foreign.admin.token,
    });
    expect(foreign.statusCode).toBe(404);
    expect((await history(w, 'not-a-uuid', w.advisor.token)).statusCode).toBe(400);
  });
});
