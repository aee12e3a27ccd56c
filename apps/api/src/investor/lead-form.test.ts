import { leadFormSchema } from '@wl/shared/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { createInvestor, createTenant, createTestApi, type TestApi } from '../testing/index.ts';
import { accessToken } from '../testing/matrix.ts';
import { createCampaignWithProduct, createOffer } from '../testing/public-factories.ts';

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});

async function world() {
  const tenant = await createTenant(t.db);
  const me = await createInvestor(t.db, tenant.tenantId);
  const other = await createInvestor(t.db, tenant.tenantId);
  const campaign = await createCampaignWithProduct(t.db, tenant.tenantId);
  const token = await accessToken(t.db, me.user, tenant.tenantId, 'investor-panel');
  const last = () => t.call({ method: 'GET', url: '/investor-api/lead-form/last', host: tenant.host, token });
  return { ...tenant, me, other, campaign, token, last };
}

describe('GET /investor-api/lead-form/last', () => {
  it('is null while the investor has accepted nothing', async () => {
    const w = await world();
    await createOffer(t.db, w.tenantId, w.campaign, { investorId: w.me.investor.id });
    const response = await w.last();
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toBeNull();
  });

  it('answers the latest acceptance through the real accept call, never another investor’s', async () => {
    const w = await world();
    const first = await createOffer(t.db, w.tenantId, w.campaign, { investorId: w.me.investor.id });
    const second = await createOffer(t.db, w.tenantId, w.campaign, { investorId: w.me.investor.id });
    const accept = (id: string, amount: string) =>
      t.call({
        method: 'PATCH',
        url: `/investor-api/offer/${id}/accept`,
        host: w.host,
        token: w.token,
        body: { amount, consent2: true, consent3: true },
      });
    expect((await accept(first.offer.id, '15000')).statusCode).toBe(200);
    expect((await accept(second.offer.id, '20000.50')).statusCode).toBe(200);
    // Another investor's later acceptance does not show.
    await createOffer(t.db, w.tenantId, w.campaign, {
      investorId: w.other.investor.id,
      status: 'accepted',
      investmentValue: '99999',
    });

    const response = await w.last();
    expect(response.statusCode, response.body).toBe(200);
    const lead = leadFormSchema.parse(response.json());
    expect(lead).toMatchObject({ offerId: second.offer.id, amount: '20000.50', currency: 'PLN' });
    expect(lead.campaignName).toBe('Obligacje Testowe');
  });

  it('needs an investor sign-in', async () => {
    const w = await world();
    const anonymous = await t.call({ method: 'GET', url: '/investor-api/lead-form/last', host: w.host });
    expect(anonymous.statusCode).toBe(401);
  });
});
