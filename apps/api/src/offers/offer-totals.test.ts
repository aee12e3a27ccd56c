import { beforeAll, describe, expect, it } from 'vitest';
import { createInvestor } from '../testing/factories.ts';
import { createTestApi, type TestApi } from '../testing/index.ts';
import { createCampaign, createOffer, createProduct } from '../testing/offer-factories.ts';
import { type OfferWorld, offerWorld } from '../testing/offer-world.ts';

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});

/** The advisor's offers: two in PLN with amounts, one in PLN without, one in EUR; a colleague's in PLN. */
async function withAmounts(w: OfferWorld) {
  const eur = await createProduct(t.db, await createCampaign(t.db, w.tenantId, { name: 'Euro Fund' }), {
    code: 'EU-9',
    currency: 'EUR',
  });
  const second = await createInvestor(t.db, w.tenantId, 'zenon@example.test');
  const offer = (options: Partial<Parameters<typeof createOffer>[1]>) =>
    createOffer(t.db, {
      product: w.product,
      investorId: w.investor.investor.id,
      ownerAdvisorId: w.advisor.advisor.id,
      networkId: w.networks.main.id,
      ...options,
    });
  await offer({ status: 'accepted', investmentValue: '0.10' });
  await offer({ status: 'active', investmentValue: '1000000.20', investorId: second.investor.id });
  await offer({ status: 'invited' });
  await offer({ product: eur, status: 'accepted', investmentValue: '2500.50' });
  await offer({ status: 'accepted', investmentValue: '7000', ownerAdvisorId: w.colleague.advisor.id });
}

const totals = (w: OfferWorld, token: string, path = 'offers', query = '') =>
  t.call({ method: 'GET', url: `/api/advisor/investor/${path}/totals${query}`, host: w.host, token });

describe('GET /api/advisor/investor/offers/totals', () => {
  it('sums every offer the filters match per currency, exactly, beyond the page shown', async () => {
    const w = await offerWorld(t.db);
    await withAmounts(w);
    const all = await totals(w, w.advisor.token, 'offers', '?limit=1&offset=0');
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json()).toEqual([
      { currency: 'PLN', amount: '1000000.30', count: 2 },
      { currency: 'EUR', amount: '2500.50', count: 1 },
    ]);
    const filtered = await totals(w, w.advisor.token, 'offers', '?filter[status][in]=accepted');
    expect(filtered.json()).toEqual([
      { currency: 'PLN', amount: '0.10', count: 1 },
      { currency: 'EUR', amount: '2500.50', count: 1 },
    ]);
    const byName = await totals(w, w.advisor.token, 'offers', '?filter[investorEmail][like]=zenon');
    expect(byName.json()).toEqual([{ currency: 'PLN', amount: '1000000.20', count: 1 }]);
    const none = await totals(w, w.advisor.token, 'offers', '?filter[status][in]=invited');
    expect(none.json()).toEqual([]);
    expect((await totals(w, w.advisor.token, 'offers', '?filter[secret][like]=x')).statusCode).toBe(400);
  });

  it('sums the network view for overseers only, and nothing of another tenant', async () => {
    const w = await offerWorld(t.db);
    await withAmounts(w);
    const network = await totals(w, w.coordinator.token, 'offers-by-network');
    expect(network.statusCode, network.body).toBe(200);
    expect(network.json()).toEqual([
      { currency: 'PLN', amount: '1007000.30', count: 3 },
      { currency: 'EUR', amount: '2500.50', count: 1 },
    ]);
    expect((await totals(w, w.advisor.token, 'offers-by-network')).statusCode).toBe(403);
    // The coordinator's own list holds no offer of its own.
    expect((await totals(w, w.coordinator.token)).json()).toEqual([]);
    const foreign = await t.call({
      method: 'GET',
      url: '/api/advisor/investor/offers-by-network/totals',
      host: w.foreign.host,
      token: w.foreign.admin.token,
    });
    expect(foreign.json()).toEqual([]);
  });
});
