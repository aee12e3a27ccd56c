import { type Funnel, funnelSchema } from '@wl/shared/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { createInvestor, createTestApi, type TestApi } from '../testing/index.ts';
import { createCampaign, createOffer, createProduct } from '../testing/offer-factories.ts';
import { type OfferWorld, offerWorld } from '../testing/offer-world.ts';

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});

const DAY = 86_400;
/** Every offer of the seeded history is made at 10:00 UTC on 2 March 2026 (in March's funnel). */
const T0 = Date.parse('2026-03-02T10:00:00.000Z');
const at = (days: number) => new Date(T0 + days * DAY * 1000);
const march = 'from=2026-03-01&to=2026-03-31';

type Step = 'viewed' | 'interested' | 'accepted' | 'active' | 'declined' | 'archived';

/**
 * The seeded history (days after T0), in the world's campaign (PLN product, maximum 100 000) and
 * an EUR product (maximum 50 000):
 * - A (advisor): viewed 1, interested 3, accepted 5, agreement completed 6, active 7; 10 000 PLN.
 * - B (advisor): viewed 2.
 * - C (advisor): accepted 1 straight from the invitation; 5 000 PLN.
 * - D (advisor): viewed 4, interested 5, declined 6.
 * - E (advisor): nothing.
 * - F (colleague, same network): viewed 3, interested 4, accepted 5, active 6 (no agreement on
 *   record), archived 10; 2 000 EUR.
 * - G (outsider, the other network): viewed 1.
 * - H (advisor): made in February, active: outside March.
 * And an active offer of another tenant.
 */
async function seededWorld() {
  const w = await offerWorld(t.db);
  const eur = await createProduct(t.db, w.campaign, { code: 'GB-EUR', currency: 'EUR', max: '50000' });
  const offer = async (
    owner: { advisor: { id: string } },
    networkId: string,
    moves: [Step, number][],
    options: { amount?: string; product?: typeof w.product; signedOn?: number; createdAt?: Date } = {},
  ) => {
    const status = moves.at(-1)?.[0] ?? 'invited';
    const created = await createOffer(t.db, {
      product: options.product ?? w.product,
      investorId: w.investor.investor.id,
      ownerAdvisorId: owner.advisor.id,
      networkId,
      status,
      investmentValue: options.amount ?? null,
    });
    const createdAt = options.createdAt ?? at(0);
    await t.db.offer.update({ where: { id: created.id }, data: { createdAt } });
    // The factory's first row says "made in its status"; the history starts at the invitation.
    await t.db.offerStatusChange.deleteMany({ where: { offerId: created.id } });
    let from: Step | 'invited' = 'invited';
    await t.db.offerStatusChange.create({ data: { offerId: created.id, toStatus: 'invited', changedAt: createdAt } });
    for (const [to, days] of moves) {
      await t.db.offerStatusChange.create({
        data: { offerId: created.id, fromStatus: from, toStatus: to, changedAt: at(days) },
      });
      from = to;
    }
    if (options.signedOn !== undefined) {
      const contract = await t.db.contract.create({
        data: { tenantId: w.tenantId, offerId: created.id, providerRef: `ref-${created.id}`, status: 'Completed' },
      });
      await t.db.$executeRaw`UPDATE contract SET updated_at = ${at(options.signedOn)} WHERE id = ${contract.id}::uuid`;
      await t.db.offer.update({ where: { id: created.id }, data: { contractStatus: 'Completed' } });
    }
    return created;
  };
  const main = w.networks.main.id;
  await offer(
    w.advisor,
    main,
    [
      ['viewed', 1],
      ['interested', 3],
      ['accepted', 5],
      ['active', 7],
    ],
    { amount: '10000', signedOn: 6 },
  );
  await offer(w.advisor, main, [['viewed', 2]]);
  await offer(w.advisor, main, [['accepted', 1]], { amount: '5000' });
  await offer(w.advisor, main, [
    ['viewed', 4],
    ['interested', 5],
    ['declined', 6],
  ]);
  await offer(w.advisor, main, []);
  await offer(
    w.colleague,
    main,
    [
      ['viewed', 3],
      ['interested', 4],
      ['accepted', 5],
      ['active', 6],
      ['archived', 10],
    ],
    { amount: '2000', product: eur },
  );
  await offer(w.outsider, w.networks.other.id, [['viewed', 1]]);
  await offer(w.advisor, main, [['active', 1]], { amount: '99999', createdAt: new Date('2026-02-15T10:00:00Z') });
  // Another tenant's active offer, made the same day.
  const foreignCampaign = await createCampaign(t.db, w.foreign.tenantId);
  const foreignProduct = await createProduct(t.db, foreignCampaign);
  const foreignNetwork = await t.db.brokerNetwork.create({ data: { tenantId: w.foreign.tenantId, name: 'F' } });
  const foreignInvestor = await createInvestor(t.db, w.foreign.tenantId);
  const foreignOffer = await createOffer(t.db, {
    product: foreignProduct,
    investorId: foreignInvestor.investor.id,
    ownerAdvisorId: w.foreign.admin.advisor.id,
    networkId: foreignNetwork.id,
    status: 'active',
    investmentValue: '70000',
  });
  await t.db.offer.update({ where: { id: foreignOffer.id }, data: { createdAt: at(0) } });
  return { ...w, eur, foreignCampaign };
}

async function funnel(w: OfferWorld, token: string, query = march) {
  const response = await t.call({ method: 'GET', url: `/api/advisor/funnel?${query}`, host: w.host, token });
  expect(response.statusCode, response.body).toBe(200);
  return funnelSchema.parse(response.json());
}

const counts = (f: Funnel) => f.steps.map((step) => step.count);

describe('GET /api/advisor/funnel (issue 20)', () => {
  it('counts each step of the offers invited in the period, conversions, medians and money (admin)', async () => {
    const w = await seededWorld();
    const f = await funnel(w, w.admin.token, `${march}&campaignId=${w.campaign.id}`);
    expect(f.period).toEqual({ from: '2026-03-01', to: '2026-03-31' });
    expect(f.steps).toEqual([
      // Time in invited: A 1, B 2, C 1, D 4, F 3, G 1 days (E never moved on).
      { step: 'invited', count: 7, conversion: null, medianSeconds: 1.5 * DAY },
      // C skipped viewing and interest: it passed both. In viewed: A 2, D 1, F 1.
      { step: 'viewed', count: 6, conversion: 0.8571, medianSeconds: DAY },
      // In interested: A 2, F 1 (D declined: it never moved on).
      { step: 'interested', count: 4, conversion: 0.6667, medianSeconds: 1.5 * DAY },
      // In accepted: A 1 (to its agreement), F 1 (to active).
      { step: 'accepted', count: 3, conversion: 0.75, medianSeconds: DAY },
      // F became active without an agreement on record: it passed "signed", with no time in it.
      { step: 'signed', count: 2, conversion: 0.6667, medianSeconds: DAY },
      { step: 'active', count: 2, conversion: 1, medianSeconds: null },
    ]);
    expect(f.amounts).toEqual([
      { currency: 'PLN', accepted: '5000.00', active: '10000.00', raised: '15000.00', maximum: '600000.00' },
      // F was active, then archived: raised. Maximum: each invited offer's product maximum.
      { currency: 'EUR', accepted: '0.00', active: '2000.00', raised: '2000.00', maximum: '50000.00' },
    ]);
  });

  it('shows an advisor their own offers, a coordinator their networks’, an admin the tenant’s', async () => {
    const w = await seededWorld();
    expect(counts(await funnel(w, w.advisor.token))).toEqual([5, 4, 3, 2, 1, 1]);
    // The coordinator coordinates the main network (A–F), and is only a member of the other one (G).
    expect(counts(await funnel(w, w.coordinator.token))).toEqual([6, 5, 4, 3, 2, 2]);
    expect(counts(await funnel(w, w.admin.token))).toEqual([7, 6, 4, 3, 2, 2]);
    expect(counts(await funnel(w, w.outsider.token))).toEqual([1, 1, 0, 0, 0, 0]);
    // Another tenant's admin on its own host sees its own offer only.
    const foreign = await t.call({
      method: 'GET',
      url: `/api/advisor/funnel?${march}`,
      host: w.foreign.host,
      token: w.foreign.admin.token,
    });
    const theirs = funnelSchema.parse(foreign.json());
    expect(counts(theirs)).toEqual([1, 1, 1, 1, 1, 1]);
    expect(theirs.amounts).toEqual([
      { currency: 'PLN', accepted: '0.00', active: '70000.00', raised: '70000.00', maximum: '100000.00' },
    ]);
  });

  it('narrows by network and advisor, never past the caller’s scope', async () => {
    const w = await seededWorld();
    const other = w.networks.other.id;
    expect(counts(await funnel(w, w.admin.token, `${march}&networkId=${other}`))).toEqual([1, 1, 0, 0, 0, 0]);
    expect(counts(await funnel(w, w.admin.token, `${march}&advisorId=${w.colleague.advisor.id}`))).toEqual([
      1, 1, 1, 1, 1, 1,
    ]);
    // Outside the scope: an empty funnel, never the other advisor's or network's offers.
    const empty = [0, 0, 0, 0, 0, 0];
    expect(counts(await funnel(w, w.advisor.token, `${march}&networkId=${other}`))).toEqual(empty);
    expect(counts(await funnel(w, w.advisor.token, `${march}&advisorId=${w.colleague.advisor.id}`))).toEqual(empty);
    const outsider = await funnel(w, w.coordinator.token, `${march}&advisorId=${w.outsider.advisor.id}`);
    expect(counts(outsider)).toEqual(empty);
    expect(outsider.amounts).toEqual([]);
    expect(outsider.steps.map((step) => step.conversion)).toEqual([null, null, null, null, null, null]);
  });

  it('counts offers by the day they were made in Warsaw, both ends of the period included', async () => {
    const w = await seededWorld();
    expect(counts(await funnel(w, w.admin.token, 'from=2026-03-02&to=2026-03-02'))[0]).toBe(7);
    expect(counts(await funnel(w, w.admin.token, 'from=2026-03-03&to=2026-03-31'))[0]).toBe(0);
    expect(counts(await funnel(w, w.admin.token, 'from=2026-02-01&to=2026-03-01'))).toEqual([1, 1, 1, 1, 1, 1]);
  });

  it('covers the last 90 days by default', async () => {
    const w = await offerWorld(t.db);
    const f = await funnel(w, w.advisor.token, '');
    const days = (Date.parse(f.period.to) - Date.parse(f.period.from)) / (DAY * 1000);
    expect(days).toBe(89);
  });

  it('refuses a period that ends before it starts or spans more than three years, and an unknown campaign', async () => {
    const w = await offerWorld(t.db);
    const call = (query: string) =>
      t.call({ method: 'GET', url: `/api/advisor/funnel?${query}`, host: w.host, token: w.admin.token });
    const backwards = await call('from=2026-03-31&to=2026-03-01');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().violations.map((v: { propertyPath: string }) => v.propertyPath)).toEqual(['to']);
    expect((await call('from=2023-03-31&to=2026-03-31')).statusCode).toBe(400);
    expect((await call('from=2023-04-01&to=2026-03-31')).statusCode).toBe(200);
    const foreignCampaign = await createCampaign(t.db, w.foreign.tenantId);
    expect((await call(`campaignId=${foreignCampaign.id}`)).statusCode).toBe(404);
    expect((await call('campaignId=not-an-id')).statusCode).toBe(400);
  });

  it('refuses investors', async () => {
    const w = await offerWorld(t.db);
    const { accessToken } = await import('../testing/matrix.ts');
    const token = await accessToken(t.db, w.investor.user, w.tenantId, 'investor-panel');
    const response = await t.call({ method: 'GET', url: '/api/advisor/funnel', host: w.host, token });
    expect(response.statusCode).toBe(403);
  });
});
