import { beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../core/tokens.ts';
import { createInvestor } from '../testing/factories.ts';
import { createTestApi, type TestApi } from '../testing/index.ts';
import { createCampaign, createOffer, createProduct } from '../testing/offer-factories.ts';
import { type OfferWorld, offerWorld } from '../testing/offer-world.ts';
import { createOffer as createOfferWithToken } from '../testing/public-factories.ts';
import { INVITATION_RESENDS } from './routes/invitation-routes.ts';

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});

/** An offer of the advisor with a known link (the raw token). */
async function offerWithLink(w: OfferWorld, status: 'invited' | 'accepted' | 'rejected' = 'invited') {
  return createOfferWithToken(
    t.db,
    w.tenantId,
    { campaign: w.campaign, product: w.product },
    {
      investorId: w.investor.investor.id,
      ownerAdvisorId: w.advisor.advisor.id,
      status,
    },
  );
}

const publicOffer = (w: OfferWorld, token: string) =>
  t.call({ method: 'GET', url: `/public-api/campaign-offer/${token}`, host: w.host });
const post = (w: OfferWorld, path: string, token: string, host = w.host) =>
  t.call({ method: 'POST', url: `/api/advisor/investor/${path}`, host, token });
const tokenOfMail = (text: string) => text.match(/campaign\?token=([\w-]+)/)?.[1] ?? '';

describe('POST /api/advisor/investor/{offerId}/invitation', () => {
  it('mails the invitation again with a new link; the earlier link stops working', async () => {
    const w = await offerWorld(t.db);
    const { offer, token } = await offerWithLink(w);
    expect((await publicOffer(w, token)).statusCode).toBe(200);

    const response = await post(w, `${offer.id}/invitation`, w.advisor.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ email: w.investor.email, linkExpiresAt: expect.any(String) });
    const mail = await t.db.mailOutbox.findFirstOrThrow({
      where: { tenantId: w.tenantId, template: 'offer-invitation' },
    });
    expect(mail.toAddress).toBe(w.investor.email);
    expect(mail.text).toContain('Zapraszam do zapoznania się z ofertą.');
    const renewed = tokenOfMail(mail.text);
    expect(mail.text).toContain(`http://${w.host}/campaign?token=${renewed}`);
    expect((await t.db.offer.findUniqueOrThrow({ where: { id: offer.id } })).publicTokenHash).toBe(hashToken(renewed));
    expect((await publicOffer(w, token)).statusCode).toBe(404);
    expect((await publicOffer(w, renewed)).statusCode).toBe(200);
  });

  it(`allows ${INVITATION_RESENDS.max} an hour per offer, then 429 with Retry-After`, async () => {
    const w = await offerWorld(t.db);
    const { offer } = await offerWithLink(w);
    for (let i = 0; i < INVITATION_RESENDS.max; i++) {
      expect((await post(w, `${offer.id}/invitation`, w.advisor.token)).statusCode).toBe(200);
    }
    const limited = await post(w, `${offer.id}/invitation`, w.advisor.token);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('error.too_many_requests');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await t.db.mailOutbox.count({ where: { tenantId: w.tenantId } })).toBe(INVITATION_RESENDS.max);
    // Another offer has its own count.
    const { offer: other } = await offerWithLink(w);
    expect((await post(w, `${other.id}/invitation`, w.advisor.token)).statusCode).toBe(200);
  });

  it('refuses a finished offer, a campaign whose links ended, and an offer outside the caller’s scope', async () => {
    const w = await offerWorld(t.db);
    const { offer: rejected } = await offerWithLink(w, 'rejected');
    const finished = await post(w, `${rejected.id}/invitation`, w.advisor.token);
    expect(finished.statusCode).toBe(409);
    expect(finished.json().code).toBe('offer.out_of_date');

    const old = await createCampaign(t.db, w.tenantId, { phase: 'completed' });
    await t.db.campaign.update({
      where: { id: old.id },
      data: { startDate: new Date('2020-01-01T00:00:00.000Z'), endDate: new Date('2020-01-31T00:00:00.000Z') },
    });
    const { offer: expired } = await createOfferWithToken(
      t.db,
      w.tenantId,
      { campaign: old, product: await createProduct(t.db, old) },
      { investorId: w.investor.investor.id, ownerAdvisorId: w.advisor.advisor.id },
    );
    const past = await post(w, `${expired.id}/invitation`, w.advisor.token);
    expect(past.statusCode).toBe(409);
    expect(past.json().code).toBe('campaign.completed');

    const { offer } = await offerWithLink(w);
    expect((await post(w, `${offer.id}/invitation`, w.colleague.token)).statusCode).toBe(404);
    expect((await post(w, `${offer.id}/invitation`, w.foreign.admin.token, w.foreign.host)).statusCode).toBe(404);
    expect(await t.db.mailOutbox.count({ where: { tenantId: w.tenantId } })).toBe(0);
  });
});

describe('POST /api/advisor/investor/{offerId}/invitation-link', () => {
  it('answers a new link of the host, uncached, without a mail; the earlier link stops working', async () => {
    const w = await offerWorld(t.db);
    const { offer, token } = await offerWithLink(w, 'accepted');
    const response = await post(w, `${offer.id}/invitation-link`, w.advisor.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { link, linkExpiresAt } = response.json();
    expect(link).toMatch(new RegExp(`^http://${w.host.replace(/\./g, '\\.')}/campaign\\?token=[\\w-]+$`));
    expect(Date.parse(linkExpiresAt)).toBeGreaterThan(Date.now());
    const renewed = new URL(link).searchParams.get('token') ?? '';
    expect((await publicOffer(w, renewed)).statusCode).toBe(200);
    expect((await publicOffer(w, token)).statusCode).toBe(404);
    expect(await t.db.mailOutbox.count({ where: { tenantId: w.tenantId } })).toBe(0);
    // An advisor of another network does not see the offer; the tenant's admin does.
    expect((await post(w, `${offer.id}/invitation-link`, w.outsider.token)).statusCode).toBe(404);
    expect((await post(w, `${offer.id}/invitation-link`, w.admin.token)).statusCode).toBe(200);
  });
});

describe.each([
  ['invitation', 'offer.invitation_resent'],
  ['invitation-link', 'offer.invitation_link_issued'],
])('POST /api/advisor/investor/{offerId}/%s in the audit log', (path, event) => {
  const entries = (w: OfferWorld) => t.db.auditLog.findMany({ where: { tenantId: w.tenantId, event } });

  it('records who made a new link of which offer, and for whom, never the link nor its token', async () => {
    const w = await offerWorld(t.db);
    const { offer } = await offerWithLink(w);

    const response = await post(w, `${offer.id}/${path}`, w.advisor.token);

    expect(response.statusCode, response.body).toBe(200);
    const [entry, ...more] = await entries(w);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      actorUserId: w.advisor.user.id,
      impersonatorUserId: null,
      targetUserId: w.investor.user.id,
      data: { offerId: offer.id, linkExpiresAt: response.json().linkExpiresAt },
    });
    const mail = await t.db.mailOutbox.findFirst({ where: { tenantId: w.tenantId } });
    const token =
      path === 'invitation' ? tokenOfMail(mail?.text ?? '') : new URL(response.json().link).searchParams.get('token');
    expect(token).toBeTruthy();
    expect(JSON.stringify(entry)).not.toContain(token);
    expect(JSON.stringify(entry)).not.toContain('campaign?token');
    expect(JSON.stringify(entry)).not.toContain(hashToken(token ?? ''));
  });

  it('records nothing for a refused call (outside the scope, a finished offer)', async () => {
    const w = await offerWorld(t.db);
    const { offer } = await offerWithLink(w);
    const { offer: rejected } = await offerWithLink(w, 'rejected');

    expect((await post(w, `${offer.id}/${path}`, w.colleague.token)).statusCode).toBe(404);
    expect((await post(w, `${rejected.id}/${path}`, w.advisor.token)).statusCode).toBe(409);

    expect(await entries(w)).toEqual([]);
  });
});

describe('POST …/product/{productId}/invitation-check', () => {
  const check = (w: OfferWorld, investorEmails: unknown, productId = w.product.id, campaignId = w.campaign.id) =>
    t.call({
      method: 'POST',
      url: `/api/advisor/campaign/${campaignId}/product/${productId}/invitation-check`,
      host: w.host,
      token: w.advisor.token,
      body: { investorEmails },
    });

  it("names the caller's own open offers and other advisors' ones, not finished ones or other products", async () => {
    const w = await offerWorld(t.db);
    const colleagues = await createInvestor(t.db, w.tenantId, 'kept@example.test');
    const finished = await createInvestor(t.db, w.tenantId, 'finished@example.test');
    const mine = await createOffer(t.db, {
      product: w.product,
      investorId: w.investor.investor.id,
      ownerAdvisorId: w.advisor.advisor.id,
      networkId: w.networks.main.id,
      status: 'viewed',
    });
    await createOffer(t.db, {
      product: w.product,
      investorId: colleagues.investor.id,
      ownerAdvisorId: w.colleague.advisor.id,
      networkId: w.networks.main.id,
    });
    await createOffer(t.db, {
      product: w.product,
      investorId: finished.investor.id,
      ownerAdvisorId: w.advisor.advisor.id,
      networkId: w.networks.main.id,
      status: 'declined',
    });
    const response = await check(w, [
      'nobody@example.test',
      'KEPT@example.test',
      'finished@example.test',
      w.investor.email.toUpperCase(),
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual([
      { email: 'kept@example.test', owner: 'other' },
      { email: w.investor.email, owner: 'own', offerId: mine.id, status: 'viewed' },
    ]);
    // Another product of the campaign has no open offer; nothing was made for the unknown address.
    const other = await createProduct(t.db, w.campaign, { code: 'GB-2' });
    expect((await check(w, [w.investor.email], other.id)).json()).toEqual([]);
    expect(await t.db.user.count({ where: { tenantId: w.tenantId, email: 'nobody@example.test' } })).toBe(0);
  });

  it('refuses a product of another campaign or tenant (404) and a list that is not addresses (400)', async () => {
    const w = await offerWorld(t.db);
    const otherCampaign = await createCampaign(t.db, w.tenantId);
    expect((await check(w, [w.investor.email], w.product.id, otherCampaign.id)).statusCode).toBe(404);
    const foreign = await createProduct(t.db, await createCampaign(t.db, w.foreign.tenantId));
    expect((await check(w, [w.investor.email], foreign.id, foreign.campaignId)).statusCode).toBe(404);
    expect((await check(w, ['not an address'])).statusCode).toBe(400);
    expect((await check(w, [])).statusCode).toBe(400);
    const many = Array.from({ length: 101 }, (_, i) => `i${i}@example.test`);
    expect((await check(w, many)).statusCode).toBe(400);
  });
});
