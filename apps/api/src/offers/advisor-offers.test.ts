import { TOTAL_COUNT_HEADER } from '@wl/shared/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { createInvestor } from '../testing/factories.ts';
import { createTestApi, type TestApi } from '../testing/index.ts';
import { createCampaign, createOffer, createProduct } from '../testing/offer-factories.ts';
import { type OfferWorld, offerWorld } from '../testing/offer-world.ts';

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});

/** Three offers in `main` (two of the advisor, one of the colleague) and one of the outsider in `other`. */
async function withOffers(w: OfferWorld) {
  const eur = await createProduct(t.db, await createCampaign(t.db, w.tenantId, { name: 'Euro Fund' }), {
    code: 'EU-9',
    currency: 'EUR',
  });
  const second = await createInvestor(t.db, w.tenantId, 'zenon@example.test');
  await t.db.user.update({ where: { id: second.user.id }, data: { firstName: 'Zenon', surname: 'Nowak' } });
  const a1 = await createOffer(t.db, {
    product: w.product,
    investorId: w.investor.investor.id,
    ownerAdvisorId: w.advisor.advisor.id,
    networkId: w.networks.main.id,
    status: 'accepted',
    investmentValue: '5000',
    statusDate: new Date('2025-03-10T12:00:00Z'),
    agreementDate: '2025-03-11',
  });
  const a2 = await createOffer(t.db, {
    product: eur,
    investorId: second.investor.id,
    ownerAdvisorId: w.advisor.advisor.id,
    networkId: w.networks.main.id,
    investmentValue: '20000.5',
    statusDate: new Date('2025-04-01T12:00:00Z'),
  });
  const c1 = await createOffer(t.db, {
    product: w.product,
    investorId: second.investor.id,
    ownerAdvisorId: w.colleague.advisor.id,
    networkId: w.networks.main.id,
    statusDate: new Date('2025-05-01T12:00:00Z'),
  });
  const o1 = await createOffer(t.db, {
    product: w.product,
    investorId: w.investor.investor.id,
    ownerAdvisorId: w.outsider.advisor.id,
    networkId: w.networks.other.id,
  });
  return { a1, a2, c1, o1 };
}

const ids = (response: { json(): unknown }) => (response.json() as { id: string }[]).map((row) => row.id);

describe('GET /api/advisor/investor/offers', () => {
  it('lists the offers the caller owns, newest status first, with money as strings', async () => {
    const w = await offerWorld(t.db);
    const { a1, a2 } = await withOffers(w);
    const response = await t.call({
      method: 'GET',
      url: '/api/advisor/investor/offers',
      host: w.host,
      token: w.advisor.token,
    });
    expect(response.statusCode).toBe(200);
    expect(ids(response)).toEqual([a2.id, a1.id]);
    expect(response.headers[TOTAL_COUNT_HEADER]).toBe('2');
    expect(response.json()[1]).toMatchObject({
      investmentValue: '5000.00',
      agreementDate: '2025-03-11',
      statusDate: '2025-03-10T12:00:00.000Z',
      status: 'accepted',
      campaignName: 'Green Bonds',
      paymentConfirmations: [],
    });
    expect(response.json()[0].ownerName).toBeUndefined();
    // A coordinator's own list holds only what it owns: nothing here.
    const coordinator = await t.call({
      method: 'GET',
      url: '/api/advisor/investor/offers',
      host: w.host,
      token: w.coordinator.token,
    });
    expect(coordinator.json()).toEqual([]);
  });

  it.each([
    ['filter[investorName][like]=zeno', ['a2']],
    ['filter[investorEmail][like]=ZENON@', ['a2']],
    ['filter[campaignName][like]=euro', ['a2']],
    ['filter[productCode][like]=gb-', ['a1']],
    ['filter[status][in]=accepted&filter[status][in]=invited', ['a2', 'a1']],
    ['filter[currency][in]=EUR', ['a2']],
    ['filter[investmentValue][from]=6000', ['a2']],
    ['filter[investmentValue][to]=5000', ['a1']],
    ['filter[statusDate][from]=2025-03-10&filter[statusDate][to]=2025-03-10', ['a1']],
    ['filter[agreementDate][from]=2025-03-01', ['a1']],
    ['sort=investmentValue:asc', ['a1', 'a2']],
    ['sort=investorEmail:desc', ['a2', 'a1']],
    ['sort=statusDate:asc&limit=1&offset=1', ['a2']],
  ])('?%s', async (query, expected) => {
    const w = await offerWorld(t.db);
    const offers = await withOffers(w);
    const response = await t.call({
      method: 'GET',
      url: `/api/advisor/investor/offers?${query}`,
      host: w.host,
      token: w.advisor.token,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(ids(response)).toEqual(expected.map((key) => offers[key as keyof typeof offers].id));
    if (!query.includes('limit')) expect(response.headers[TOTAL_COUNT_HEADER]).toBe(String(expected.length));
    else expect(response.headers[TOTAL_COUNT_HEADER]).toBe('2');
  });

  it('refuses an unknown filter and a reversed range with 400', async () => {
    const w = await offerWorld(t.db);
    for (const query of ['filter[secret][like]=x', 'filter[investmentValue][from]=10&filter[investmentValue][to]=1']) {
      const response = await t.call({
        method: 'GET',
        url: `/api/advisor/investor/offers?${query}`,
        host: w.host,
        token: w.advisor.token,
      });
      expect(response.statusCode).toBe(400);
    }
  });
});

describe('GET /api/advisor/investor/offers-by-network', () => {
  it('shows a coordinator its coordinated networks and an admin the tenant, with owner names', async () => {
    const w = await offerWorld(t.db);
    const { a1, a2, c1, o1 } = await withOffers(w);
    const get = (token: string, query = '') =>
      t.call({ method: 'GET', url: `/api/advisor/investor/offers-by-network${query}`, host: w.host, token });
    const coordinator = await get(w.coordinator.token);
    expect(new Set(ids(coordinator))).toEqual(new Set([a1.id, a2.id, c1.id]));
    expect(coordinator.json().find((row: { id: string }) => row.id === c1.id).ownerName).toBe('Bartosz Adamski');
    const admin = await get(w.admin.token);
    expect(admin.headers[TOTAL_COUNT_HEADER]).toBe('4');
    expect(ids(admin)).toContain(o1.id);
    const byOwner = await get(w.admin.token, '?filter[ownerName][like]=adams');
    expect(ids(byOwner)).toEqual([c1.id]);
    const byNetwork = await get(w.admin.token, `?filter[networkId][in]=${w.networks.other.id}`);
    expect(ids(byNetwork)).toEqual([o1.id]);
    expect((await get(w.advisor.token)).statusCode).toBe(403);
    const foreign = await t.call({
      method: 'GET',
      url: '/api/advisor/investor/offers-by-network',
      host: w.foreign.host,
      token: w.foreign.admin.token,
    });
    expect(foreign.json()).toEqual([]);
  });
});

describe('GET /api/advisor/investor/{offerId}', () => {
  const get = (w: OfferWorld, offerId: string, token: string) =>
    t.call({ method: 'GET', url: `/api/advisor/investor/${offerId}`, host: w.host, token });

  it('answers one offer within the caller’s scope, with the owner’s name for overseers', async () => {
    const w = await offerWorld(t.db);
    const { a1, c1, o1 } = await withOffers(w);
    const own = await get(w, a1.id, w.advisor.token);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toMatchObject({ id: a1.id, status: 'accepted', investmentValue: '5000.00' });
    expect(own.json()).not.toHaveProperty('ownerName');
    // A colleague's offer is not the advisor's; the coordinator of its network and the admin see it.
    expect((await get(w, c1.id, w.advisor.token)).statusCode).toBe(404);
    expect((await get(w, c1.id, w.coordinator.token)).json().ownerName).toBe('Bartosz Adamski');
    expect((await get(w, o1.id, w.coordinator.token)).statusCode).toBe(404);
    expect((await get(w, o1.id, w.admin.token)).statusCode).toBe(200);
    expect((await get(w, 'not-a-uuid', w.admin.token)).statusCode).toBe(400);
  });
});

describe('PATCH /api/advisor/investor/{offerId}/owner/{ownerId}', () => {
  const patch = (w: OfferWorld, offerId: string, ownerId: string, token: string) =>
    t.call({ method: 'PATCH', url: `/api/advisor/investor/${offerId}/owner/${ownerId}`, host: w.host, token });

  it('lets the coordinator hand an offer to an active advisor of its network', async () => {
    const w = await offerWorld(t.db);
    const { c1 } = await withOffers(w);
    const response = await patch(w, c1.id, w.advisor.advisor.id, w.coordinator.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().ownerName).toBe('Anna Zielińska');
    expect((await t.db.offer.findUniqueOrThrow({ where: { id: c1.id } })).ownerAdvisorId).toBe(w.advisor.advisor.id);
    const [audited] = await t.db.auditLog.findMany({
      where: { event: 'offer.owner_changed', data: { path: ['offerId'], equals: c1.id } },
    });
    expect(audited).toMatchObject({
      tenantId: w.tenantId,
      targetUserId: w.advisor.user.id,
      data: { toAdvisorId: w.advisor.advisor.id },
    });
  });

  it('refuses an advisor (403), an offer outside the coordinator’s networks (404), an owner outside the network or inactive (422)', async () => {
    const w = await offerWorld(t.db);
    const { c1, o1 } = await withOffers(w);
    expect((await patch(w, c1.id, w.advisor.advisor.id, w.advisor.token)).statusCode).toBe(403);
    expect((await patch(w, o1.id, w.outsider.advisor.id, w.coordinator.token)).statusCode).toBe(404);
    expect((await patch(w, c1.id, w.outsider.advisor.id, w.coordinator.token)).statusCode).toBe(422);
    await t.db.advisor.update({ where: { id: w.advisor.advisor.id }, data: { status: 'deleted' } });
    expect((await patch(w, c1.id, w.advisor.advisor.id, w.coordinator.token)).statusCode).toBe(422);
    expect((await patch(w, c1.id, w.foreign.admin.advisor.id, w.admin.token)).statusCode).toBe(404);
    // The admin may change owners anywhere in the tenant.
    expect((await patch(w, o1.id, w.admin.advisor.id, w.admin.token)).statusCode).toBe(200);
  });
});

describe('PATCH /api/advisor/investor/{offerId}/status', () => {
  // A rejection gives its reason (status-history.test.ts refuses one without).
  const move = (w: OfferWorld, offerId: string, status: string, token: string) =>
    t.call({
      method: 'PATCH',
      url: `/api/advisor/investor/${offerId}/status`,
      host: w.host,
      token,
      body: status === 'rejected' ? { status, reason: 'Not interested' } : { status },
    });

  it('moves along the advisor edges and writes history rows', async () => {
    const w = await offerWorld(t.db);
    const { a1 } = await withOffers(w);
    const active = await move(w, a1.id, 'active', w.advisor.token);
    expect(active.statusCode, active.body).toBe(200);
    expect(active.json().status).toBe('active');
    expect((await move(w, a1.id, 'archived', w.advisor.token)).statusCode).toBe(200);
    const history = await t.db.offerStatusChange.findMany({ where: { offerId: a1.id }, orderBy: { changedAt: 'asc' } });
    expect(history.map((h) => [h.fromStatus, h.toStatus])).toEqual([
      [null, 'accepted'],
      ['accepted', 'active'],
      ['active', 'archived'],
    ]);
    expect(history[1]?.changedByUserId).toBe(w.advisor.user.id);
  });

  it('refuses a forbidden move with 409 and an offer out of scope with 404', async () => {
    const w = await offerWorld(t.db);
    const { a2, c1 } = await withOffers(w);
    const forbidden = await move(w, a2.id, 'accepted', w.advisor.token);
    expect(forbidden.statusCode).toBe(409);
    expect(forbidden.json().code).toBe('offer.invalid_transition');
    expect(await t.db.offerStatusChange.count({ where: { offerId: a2.id } })).toBe(1);
    expect((await move(w, c1.id, 'rejected', w.advisor.token)).statusCode).toBe(404);
    expect((await move(w, c1.id, 'rejected', w.coordinator.token)).statusCode).toBe(200);
  });
});
