import { errorBodySchema, errorCodes } from '@wl/shared/errors';
import { campaignOfferSchema, productSchema } from '@wl/shared/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { createInvestor, createTenant, createTestApi, type TestApi } from '../testing/index.ts';
import { accessToken } from '../testing/matrix.ts';
import { createCampaignWithProduct, createOffer } from '../testing/public-factories.ts';

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});

const consents = { consent2: true, consent3: true };

/**
 * A tenant of its own with two investors: `me` (signed in) with two offers in one campaign and one
 * in an EUR campaign, and `other` with an offer in a campaign `me` has no offer in.
 */
async function world() {
  const tenant = await createTenant(t.db);
  const me = await createInvestor(t.db, tenant.tenantId);
  const other = await createInvestor(t.db, tenant.tenantId);
  const pln = await createCampaignWithProduct(t.db, tenant.tenantId);
  const eur = await createCampaignWithProduct(t.db, tenant.tenantId, { currency: 'EUR', min: '1000' });
  const foreignCampaign = await createCampaignWithProduct(t.db, tenant.tenantId);
  const invited = await createOffer(t.db, tenant.tenantId, pln, { investorId: me.investor.id });
  const active = await createOffer(t.db, tenant.tenantId, pln, {
    investorId: me.investor.id,
    status: 'active',
    investmentValue: '12000.50',
  });
  const accepted = await createOffer(t.db, tenant.tenantId, eur, {
    investorId: me.investor.id,
    status: 'accepted',
    investmentValue: '3000',
  });
  const othersOffer = await createOffer(t.db, tenant.tenantId, foreignCampaign, { investorId: other.investor.id });
  const token = await accessToken(t.db, me.user, tenant.tenantId, 'investor-panel');
  const get = (url: string) => t.call({ method: 'GET', url, host: tenant.host, token });
  const patch = (url: string, body?: unknown) => t.call({ method: 'PATCH', url, host: tenant.host, token, body });
  return { ...tenant, me, other, pln, eur, foreignCampaign, invited, active, accepted, othersOffer, token, get, patch };
}

function refusal(response: { statusCode: number; json(): unknown }, status: number, code: string) {
  expect(response.statusCode).toBe(status);
  const body = errorBodySchema.strict().parse(response.json());
  expect(body.code).toBe(code);
  return body;
}

describe('the investor API', () => {
  it('GET /investor-api/dictionary lists the enumerations', async () => {
    const w = await world();
    const response = await w.get('/investor-api/dictionary');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toHaveProperty('currencies');
  });

  it('GET /investor-api/offers lists only the caller’s offers, paged, with x-total-count', async () => {
    const w = await world();
    const all = await w.get('/investor-api/offers?limit=99999&offset=0');
    expect(all.statusCode, all.body).toBe(200);
    expect(all.headers['x-total-count']).toBe('3');
    const ids = campaignOfferSchema
      .array()
      .parse(all.json())
      .map((offer) => offer.id);
    expect(ids.sort()).toEqual([w.invited.offer.id, w.active.offer.id, w.accepted.offer.id].sort());

    const page = await w.get('/investor-api/offers?limit=2&offset=2');
    expect(page.headers['x-total-count']).toBe('3');
    expect(page.json()).toHaveLength(1);
    expect((await w.get('/investor-api/offers?limit=0')).statusCode).toBe(400);
  });

  it('GET /investor-api/offer/{id} shows an own offer and marks it viewed once', async () => {
    const w = await world();
    const response = await w.get(`/investor-api/offer/${w.invited.offer.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id: w.invited.offer.id, status: 'viewed', investorEmail: w.me.email });
    await w.get(`/investor-api/offer/${w.invited.offer.id}`);
    const rows = await t.db.offerStatusChange.findMany({ where: { offerId: w.invited.offer.id } });
    expect(rows.map((row) => row.toStatus)).toEqual(['viewed']);
  });

  it('GET /investor-api/investor/summary counts per status and sums per currency', async () => {
    const w = await world();
    const response = await w.get('/investor-api/investor/summary');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      offersByStatus: {
        invited: 1,
        viewed: 0,
        interested: 0,
        accepted: 1,
        active: 1,
        rejected: 0,
        declined: 0,
        archived: 0,
      },
      invested: [{ currency: 'PLN', amount: '12000.50' }],
      accepted: [{ currency: 'EUR', amount: '3000.00' }],
      activeInvestments: 1,
    });
  });

  it('GET /investor-api/products lists products of the caller’s campaigns; /product/{id} only those', async () => {
    const w = await world();
    const response = await w.get('/investor-api/products?limit=99999&offset=0');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['x-total-count']).toBe('2');
    const ids = productSchema
      .array()
      .parse(response.json())
      .map((product) => product.id);
    expect(ids.sort()).toEqual([w.pln.product.id, w.eur.product.id].sort());

    const own = await w.get(`/investor-api/product/${w.eur.product.id}`);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({
      id: w.eur.product.id,
      terms: { currency: 'EUR', investmentValueMin: '1000.00' },
    });
    refusal(await w.get(`/investor-api/product/${w.foreignCampaign.product.id}`), 404, errorCodes.notFound);
  });

  it('PATCH /investor-api/offer/{id}/interest and /accept move an own offer, recording the user', async () => {
    const w = await world();
    const interest = await w.patch(`/investor-api/offer/${w.invited.offer.id}/interest`);
    expect(interest.statusCode, interest.body).toBe(200);
    expect(interest.json()).toMatchObject({ status: 'interested' });

    const accept = await w.patch(`/investor-api/offer/${w.invited.offer.id}/accept`, {
      amount: '15 000,50',
      ...consents,
    });
    expect(accept.statusCode, accept.body).toBe(200);
    expect(accept.json()).toMatchObject({ status: 'accepted', amount: '15000.50' });
    const rows = await t.db.offerStatusChange.findMany({
      where: { offerId: w.invited.offer.id },
      orderBy: { changedAt: 'asc' },
    });
    expect(rows.map((row) => [row.toStatus, row.changedByUserId])).toEqual([
      ['interested', w.me.user.id],
      ['accepted', w.me.user.id],
    ]);

    refusal(
      await w.patch(`/investor-api/offer/${w.invited.offer.id}/accept`, { amount: '20000', ...consents }),
      409,
      errorCodes.offerOutOfDate,
    );
  });

  it('applies the amount rules of the public accept', async () => {
    const w = await world();
    const url = `/investor-api/offer/${w.invited.offer.id}/accept`;
    refusal(await w.patch(url, { amount: '9999.99', ...consents }), 422, errorCodes.offerBelowMinimum);
    refusal(await w.patch(url, { amount: '500000.01', ...consents }), 422, errorCodes.offerAboveMaximum);
    refusal(await w.patch(url, { amount: '10000.01', ...consents }), 400, errorCodes.validation);
    refusal(await w.patch(url, { amount: '10000', consent2: true }), 400, errorCodes.validation);
  });

  it('answers another investor’s offer with 404 for every call, and leaves it as it was', async () => {
    const w = await world();
    const url = `/investor-api/offer/${w.othersOffer.offer.id}`;
    refusal(await w.get(url), 404, errorCodes.notFound);
    refusal(await w.patch(`${url}/interest`), 404, errorCodes.notFound);
    refusal(await w.patch(`${url}/accept`, { amount: '10000', ...consents }), 404, errorCodes.notFound);
    expect((await t.db.offer.findUniqueOrThrow({ where: { id: w.othersOffer.offer.id } })).status).toBe('invited');
  });

  it('answers 403 "Access denied" everywhere when the host blocks the investor panel', async () => {
    const w = await world();
    await t.db.hostConfig.updateMany({ where: { hostname: w.host }, data: { investorPanelBlocked: true } });
    for (const url of [
      '/investor-api/dictionary',
      '/investor-api/offers',
      `/investor-api/offer/${w.invited.offer.id}`,
      '/investor-api/investor/summary',
      '/investor-api/products',
      `/investor-api/product/${w.pln.product.id}`,
    ]) {
      const body = refusal(await w.get(url), 403, errorCodes.forbidden);
      expect(body.label).toBe('Access denied');
    }
    refusal(await w.patch(`/investor-api/offer/${w.invited.offer.id}/interest`), 403, errorCodes.forbidden);
    refusal(
      await w.patch(`/investor-api/offer/${w.invited.offer.id}/accept`, { amount: '10000', ...consents }),
      403,
      errorCodes.forbidden,
    );
    expect((await t.db.offer.findUniqueOrThrow({ where: { id: w.invited.offer.id } })).status).toBe('invited');
    // Without a token it is still 401: the guard runs first.
    expect((await t.call({ method: 'GET', url: '/investor-api/offers', host: w.host })).statusCode).toBe(401);
  });
});
