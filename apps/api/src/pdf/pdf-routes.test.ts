import { builtInDefaultBranding } from '@wl/db';
import { errorBodySchema, errorCodes } from '@wl/shared/errors';
import { beforeAll, describe, expect, it } from 'vitest';
import { notFound } from '../core/api-error.ts';
import { offerPdf } from '../offers/services/offer-summary.ts';
import { createInvestor, createTenant, createTestApi, type TestApi } from '../testing/index.ts';
import { accessToken } from '../testing/matrix.ts';
import { pdfText } from '../testing/pdf-text.ts';
import { createCampaignWithProduct, createOffer, type OfferOptions } from '../testing/public-factories.ts';

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});

async function world(offer: OfferOptions = { status: 'accepted', investmentValue: '125000' }, language?: 'en') {
  const tenant = await createTenant(t.db, language ? { language } : {});
  const created = await createCampaignWithProduct(t.db, tenant.tenantId);
  const investor = await createInvestor(t.db, tenant.tenantId);
  const { offer: row, token } = await createOffer(t.db, tenant.tenantId, created, {
    investorId: investor.investor.id,
    ...offer,
  });
  const investorToken = await accessToken(t.db, investor.user, tenant.tenantId, 'investor-panel');
  return { ...tenant, ...created, investor, investorToken, offer: row, token };
}

function refusal(response: { statusCode: number; json(): unknown }, status: number, code: string) {
  expect(response.statusCode, JSON.stringify(response.json())).toBe(status);
  expect(errorBodySchema.strict().parse(response.json()).code).toBe(code);
}

function expectPdf(response: { statusCode: number; headers: Record<string, unknown>; rawPayload: Buffer }) {
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  expect(response.headers['cache-control']).toBe('private, no-store');
  expect(String(response.headers['content-disposition'])).toMatch(
    /^attachment; filename="[\w-]+\.pdf"; filename\*=UTF-8''/,
  );
  expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  return pdfText(response.rawPayload).replace(/\s+/g, ' ');
}

describe('POST /public-api/campaign-offer/{token}/pdf', () => {
  it('answers the summary of an accepted offer, ignoring any HTML the client sends', async () => {
    const w = await world();
    const response = await t.call({
      method: 'POST',
      url: `/public-api/campaign-offer/${w.token}/pdf`,
      host: w.host,
      body: { html: '<h1>Forged summary 999 999,00</h1>' },
    });
    const text = expectPdf(response);
    expect(text).toContain('Podsumowanie wniosku inwestycyjnego');
    expect(text).toContain('125 000,00 PLN');
    expect(text).toContain('Irena Inwestor');
    expect(text).toContain(w.product.code);
    expect(text).not.toContain('Forged');
  });

  it('works without a body, in the language asked for', async () => {
    const w = await world();
    const response = await t.call({
      method: 'POST',
      url: `/public-api/campaign-offer/${w.token}/pdf`,
      host: w.host,
      headers: { 'accept-language': 'en' },
    });
    const text = expectPdf(response);
    expect(text).toContain('Investment application summary');
    expect(text).toContain('Test Bonds');
    expect(String(response.headers['content-disposition'])).toContain('summary-');
  });

  it('is 409 contract.not_available before the offer is accepted with an amount', async () => {
    const w = await world({ status: 'interested' });
    refusal(
      await t.call({ method: 'POST', url: `/public-api/campaign-offer/${w.token}/pdf`, host: w.host }),
      409,
      errorCodes.contractNotAvailable,
    );
  });

  it('treats an unknown or another tenant’s token as invalid', async () => {
    const home = await world();
    const foreign = await world();
    refusal(
      await t.call({ method: 'POST', url: '/public-api/campaign-offer/nope/pdf', host: home.host }),
      404,
      errorCodes.tokenNotActive,
    );
    refusal(
      await t.call({ method: 'POST', url: `/public-api/campaign-offer/${foreign.token}/pdf`, host: home.host }),
      404,
      errorCodes.tokenNotActive,
    );
  });
});

describe('POST /investor-api/offer/{id}/pdf', () => {
  it('answers the investor’s own accepted offer', async () => {
    const w = await world();
    const response = await t.call({
      method: 'POST',
      url: `/investor-api/offer/${w.offer.id}/pdf`,
      host: w.host,
      token: w.investorToken,
      body: {},
    });
    expect(expectPdf(response)).toContain('125 000,00 PLN');
  });

  it('is 404 for another investor’s offer and 409 for one not accepted', async () => {
    const w = await world();
    const other = await createInvestor(t.db, w.tenantId);
    const otherToken = await accessToken(t.db, other.user, w.tenantId, 'investor-panel');
    refusal(
      await t.call({ method: 'POST', url: `/investor-api/offer/${w.offer.id}/pdf`, host: w.host, token: otherToken }),
      404,
      errorCodes.notFound,
    );
    const { offer: open } = await createOffer(t.db, w.tenantId, w, { investorId: w.investor.investor.id });
    refusal(
      await t.call({ method: 'POST', url: `/investor-api/offer/${open.id}/pdf`, host: w.host, token: w.investorToken }),
      409,
      errorCodes.contractNotAvailable,
    );
  });

  it('needs a signed-in investor', async () => {
    const w = await world();
    const response = await t.call({ method: 'POST', url: `/investor-api/offer/${w.offer.id}/pdf`, host: w.host });
    expect(response.statusCode).toBe(401);
  });
});

/** Issue #15, finding 10 (decision 030): rendered once per version, limited per link. */
describe('the cost of a summary', () => {
  const pdf = (host: string, token: string) =>
    t.call({ method: 'POST', url: `/public-api/campaign-offer/${token}/pdf`, host, body: {} });

  it('renders a version once: the same offer again comes from the cache, a changed offer is rendered anew', async () => {
    const w = await world();
    const first = expectPdf(await pdf(w.host, w.token));
    const second = await pdf(w.host, w.token);
    expect(expectPdf(second)).toBe(first);

    // The service says whether it rendered (no timing: a fast machine renders in tens of ms).
    const target = { where: { id: w.offer.id }, missing: () => notFound('offer') };
    const rendered = await offerPdf(t.db, target, builtInDefaultBranding, 'pl');
    expect(rendered.cached).toBe(false);
    const again = await offerPdf(t.db, target, builtInDefaultBranding, 'pl');
    expect(again.cached).toBe(true);
    expect(again.bytes.equals(rendered.bytes)).toBe(true);
    expect((await offerPdf(t.db, target, builtInDefaultBranding, 'en')).cached).toBe(false);

    await t.db.offer.update({ where: { id: w.offer.id }, data: { investmentValue: '150000' } });
    expect((await offerPdf(t.db, target, builtInDefaultBranding, 'pl')).cached).toBe(false);
    const changed = expectPdf(await pdf(w.host, w.token));
    expect(changed).toContain('150 000,00 PLN');
  });

  it('answers 429 past 20 summaries of one link in 15 minutes, with Retry-After; other links go on', async () => {
    const w = await world();
    for (let i = 0; i < 20; i++) expect((await pdf(w.host, w.token)).statusCode).toBe(200);
    const refused = await pdf(w.host, w.token);
    refusal(refused, 429, errorCodes.tooManyRequests);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const other = await world();
    expect((await pdf(other.host, other.token)).statusCode).toBe(200);
  });
});
