import { TOTAL_COUNT_HEADER } from '@wl/shared/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../core/tokens.ts';
import { createTestApi, type TestApi } from '../testing/index.ts';
import { createCampaign, createOffer, createProduct } from '../testing/offer-factories.ts';
import { offerWorld } from '../testing/offer-world.ts';

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});

const body = (networkId: string, investorEmail = 'New.Investor@Example.test') => ({
  investorEmail,
  message: 'Dear investor, please have a look at this offer.',
  networkId,
});

describe('campaign reads', () => {
  it('lists the campaigns of the tenant with their phase and active flag', async () => {
    const w = await offerWorld(t.db);
    const later = await createCampaign(t.db, w.tenantId, { phase: 'not_started' });
    const done = await createCampaign(t.db, w.tenantId, { phase: 'completed' });
    const off = await createCampaign(t.db, w.tenantId, { active: false });
    await createCampaign(t.db, w.foreign.tenantId);
    const response = await t.call({
      method: 'GET',
      url: '/api/advisor/campaigns',
      host: w.host,
      token: w.advisor.token,
    });
    expect(response.statusCode).toBe(200);
    const results = response.json().results as { id: string; phase: string; active: boolean }[];
    const byId = new Map(results.map((r) => [r.id, r]));
    expect(results).toHaveLength(4);
    expect(byId.get(w.campaign.id)).toMatchObject({ phase: 'active', active: true, name: 'Green Bonds' });
    expect(byId.get(later.id)?.phase).toBe('not_started');
    expect(byId.get(done.id)?.phase).toBe('completed');
    expect(byId.get(off.id)).toMatchObject({ phase: 'active', active: false });
  });

  it('shows a campaign with products and terms, a product, and 404 for another tenant', async () => {
    const w = await offerWorld(t.db);
    const campaign = await t.call({
      method: 'GET',
      url: `/api/advisor/campaign/${w.campaign.id}`,
      host: w.host,
      token: w.advisor.token,
    });
    expect(campaign.statusCode).toBe(200);
    expect(campaign.json().products[0]).toMatchObject({
      id: w.product.id,
      code: 'GB-1',
      terms: { investmentValueMin: '1000.00', investmentValueStep: '100.00', interestPerYear: '8.5', currency: 'PLN' },
    });
    const product = await t.call({
      method: 'GET',
      url: `/api/advisor/product/${w.product.id}`,
      host: w.host,
      token: w.advisor.token,
    });
    expect(product.statusCode).toBe(200);
    expect(product.json().campaignId).toBe(w.campaign.id);
    const foreignCampaign = await createCampaign(t.db, w.foreign.tenantId);
    const foreignProduct = await createProduct(t.db, foreignCampaign);
    for (const url of [`/api/advisor/campaign/${foreignCampaign.id}`, `/api/advisor/product/${foreignProduct.id}`]) {
      const response = await t.call({ method: 'GET', url, host: w.host, token: w.admin.token });
      expect(response.statusCode).toBe(404);
    }
  });

  it('offers as choices only active campaigns within their dates', async () => {
    const w = await offerWorld(t.db);
    await createProduct(t.db, await createCampaign(t.db, w.tenantId, { phase: 'not_started' }));
    await createProduct(t.db, await createCampaign(t.db, w.tenantId, { phase: 'completed' }));
    await createProduct(t.db, await createCampaign(t.db, w.tenantId, { active: false }));
    const response = await t.call({
      method: 'GET',
      url: '/api/advisor/campaign-choices',
      host: w.host,
      token: w.advisor.token,
    });
    expect(response.json()).toEqual([
      { id: w.campaign.id, name: 'Green Bonds', products: [{ id: w.product.id, code: 'GB-1', name: 'Bond series A' }] },
    ]);
  });

  it("lists a campaign's offers within the caller's scope", async () => {
    const w = await offerWorld(t.db);
    const base = { product: w.product, investorId: w.investor.investor.id };
    await createOffer(t.db, { ...base, ownerAdvisorId: w.advisor.advisor.id, networkId: w.networks.main.id });
    await createOffer(t.db, { ...base, ownerAdvisorId: w.colleague.advisor.id, networkId: w.networks.main.id });
    await createOffer(t.db, { ...base, ownerAdvisorId: w.outsider.advisor.id, networkId: w.networks.other.id });
    const expected = { advisor: 1, coordinator: 2, admin: 3, outsider: 1 } as const;
    for (const [who, count] of Object.entries(expected)) {
      const response = await t.call({
        method: 'GET',
        url: `/api/advisor/campaign/${w.campaign.id}/offers`,
        host: w.host,
        token: w[who as keyof typeof expected].token,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json(), who).toHaveLength(count);
      expect(response.headers[TOTAL_COUNT_HEADER]).toBe(String(count));
    }
  });
});

describe('POST …/invite-investor', () => {
  const url = (campaignId: string, productId: string) =>
    `/api/advisor/campaign/${campaignId}/product/${productId}/invite-investor`;

  it('creates the investor, the offer with its history and the branded mail with the link', async () => {
    const w = await offerWorld(t.db);
    const response = await t.call({
      method: 'POST',
      url: url(w.campaign.id, w.product.id),
      host: w.host,
      token: w.advisor.token,
      body: body(w.networks.main.id),
    });
    expect(response.statusCode, response.body).toBe(201);
    const row = response.json();
    expect(row).toMatchObject({
      investorEmail: 'new.investor@example.test',
      investorName: null,
      status: 'invited',
      currency: 'PLN',
      campaignName: 'Green Bonds',
      productCode: 'GB-1',
      networkId: w.networks.main.id,
      investmentValue: null,
    });
    expect(row.ownerName).toBeUndefined();
    const offer = await t.db.offer.findUniqueOrThrow({
      where: { id: row.id },
      include: { history: true, investor: true },
    });
    expect(offer.ownerAdvisorId).toBe(w.advisor.advisor.id);
    expect(offer.investor.tenantId).toBe(w.tenantId);
    expect(offer.history).toMatchObject([
      { fromStatus: null, toStatus: 'invited', changedByUserId: w.advisor.user.id },
    ]);
    const context = await t.db.userContext.findFirst({
      where: { userId: offer.investor.userId, tenantId: w.tenantId, type: 'investor_panel' },
    });
    expect(context).not.toBeNull();
    const mail = await t.db.mailOutbox.findFirstOrThrow({
      where: { tenantId: w.tenantId, template: 'offer-invitation' },
    });
    expect(mail.toAddress).toBe('new.investor@example.test');
    expect(mail.language).toBe('en');
    // Issue 19: it names the campaign and the product, and the advisor's message comes once.
    expect(mail.subject).toBe('Investment offer: Green Bonds – Bond series A (GB-1)');
    expect(mail.text).toContain('Product: Bond series A (GB-1)');
    expect(mail.text.split('please have a look at this offer')).toHaveLength(2);
    const token = mail.text.match(/campaign\?token=([\w-]+)/)?.[1] ?? '';
    expect(mail.text).toContain(`http://${w.host}/campaign?token=${token}`);
    expect(offer.publicTokenHash).toBe(hashToken(token));
  });

  it('reuses an existing investor and lets the same advisor invite again', async () => {
    const w = await offerWorld(t.db);
    for (let i = 0; i < 2; i++) {
      const response = await t.call({
        method: 'POST',
        url: url(w.campaign.id, w.product.id),
        host: w.host,
        token: w.advisor.token,
        body: body(w.networks.main.id, w.investor.email.toUpperCase()),
      });
      expect(response.statusCode).toBe(201);
    }
    expect(await t.db.offer.count({ where: { investorId: w.investor.investor.id } })).toBe(2);
  });

  it.each([
    ['not_started', 'campaign.not_started'],
    ['completed', 'campaign.completed'],
    ['inactive', 'campaign.not_active'],
  ] as const)('refuses a campaign that is %s', async (phase, code) => {
    const w = await offerWorld(t.db);
    const campaign = await createCampaign(t.db, w.tenantId, phase === 'inactive' ? { active: false } : { phase });
    const product = await createProduct(t.db, campaign);
    const response = await t.call({
      method: 'POST',
      url: url(campaign.id, product.id),
      host: w.host,
      token: w.advisor.token,
      body: body(w.networks.main.id),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe(code);
    expect(await t.db.offer.count({ where: { campaignId: campaign.id } })).toBe(0);
    expect(await t.db.mailOutbox.count({ where: { tenantId: w.tenantId } })).toBe(0);
  });

  it('refuses a network that is not the caller’s and a product of another campaign', async () => {
    const w = await offerWorld(t.db);
    const wrongNetwork = await t.call({
      method: 'POST',
      url: url(w.campaign.id, w.product.id),
      host: w.host,
      token: w.advisor.token,
      body: body(w.networks.other.id),
    });
    expect(wrongNetwork.statusCode).toBe(422);
    expect(wrongNetwork.json().violations[0].propertyPath).toBe('networkId');
    const otherProduct = await createProduct(t.db, await createCampaign(t.db, w.tenantId));
    const mismatch = await t.call({
      method: 'POST',
      url: url(w.campaign.id, otherProduct.id),
      host: w.host,
      token: w.advisor.token,
      body: body(w.networks.main.id),
    });
    expect(mismatch.statusCode).toBe(404);
  });

  it('refuses a lead with an open offer of another advisor, not one that was declined', async () => {
    const w = await offerWorld(t.db);
    const offer = await createOffer(t.db, {
      product: w.product,
      investorId: w.investor.investor.id,
      ownerAdvisorId: w.colleague.advisor.id,
      networkId: w.networks.main.id,
    });
    const invite = () =>
      t.call({
        method: 'POST',
        url: url(w.campaign.id, w.product.id),
        host: w.host,
        token: w.advisor.token,
        body: body(w.networks.main.id, w.investor.email),
      });
    const refused = await invite();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('lead.other_advisor');
    await t.db.offer.update({ where: { id: offer.id }, data: { status: 'declined' } });
    expect((await invite()).statusCode).toBe(201);
  });
});
