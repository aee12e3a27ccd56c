import type { OfferTerms } from '@wl/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../core/api-error.ts';
import { createTestApi, type TestApi } from '../testing/index.ts';
import { offerWorld } from '../testing/offer-world.ts';
import { createCampaign, createProduct, updateCampaign, updateProduct } from './services/write-campaigns.ts';

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});

const terms: OfferTerms = {
  interestType: 'Fixed',
  interestPaymentFrequency: 'Monthly',
  duration: 12,
  durationUnit: 'month',
  investmentValueMin: '500.00',
  investmentValueMax: '10000.00',
  investmentValueStep: '50.00',
  interestPerYear: '6.5',
  currency: 'PLN',
};

const fields = {
  name: 'Console campaign',
  startDate: '2026-01-01',
  endDate: '2030-12-31',
  active: true,
  data: { translations: { pl: { name: 'Kampania' }, en: { name: 'Campaign' } } },
};

async function refusal(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('write-campaigns (shared by the platform API and the console)', () => {
  it("creates a campaign and a product the tenant's advisors see through GET /api/advisor/campaigns", async () => {
    const w = await offerWorld(t.db);
    const campaign = await createCampaign(t.db, w.tenantId, fields);
    const product = await createProduct(t.db, campaign.id, { code: 'C-1', name: 'Seria', terms });
    expect(product.terms).toEqual(terms);

    const list = await t.call({ method: 'GET', url: '/api/advisor/campaigns', host: w.host, token: w.advisor.token });
    expect(list.statusCode).toBe(200);
    expect((list.json().results as { id: string }[]).map((row) => row.id)).toContain(campaign.id);
    const detail = await t.call({
      method: 'GET',
      url: `/api/advisor/campaign/${campaign.id}`,
      host: w.host,
      token: w.advisor.token,
    });
    // The world's host is English: the English text names the campaign (decision 066); a Polish
    // screen reads the stored name.
    expect(detail.json()).toMatchObject({ name: 'Campaign', data: fields.data, products: [{ code: 'C-1' }] });
    const polish = await t.call({
      method: 'GET',
      url: `/api/advisor/campaign/${campaign.id}`,
      host: w.host,
      token: w.advisor.token,
      headers: { 'accept-language': 'pl' },
    });
    expect(polish.json()).toMatchObject({ name: 'Console campaign' });
  });

  it('validates by the shared schemas: dates, translations, terms (400 with property paths)', async () => {
    const w = await offerWorld(t.db);
    const dates = await refusal(createCampaign(t.db, w.tenantId, { ...fields, endDate: '2025-01-01' }));
    expect(dates.statusCode).toBe(400);
    expect(dates.body.violations.map((v) => v.propertyPath)).toEqual(['endDate']);
    const campaign = await createCampaign(t.db, w.tenantId, fields);
    const bad = await refusal(
      createProduct(t.db, campaign.id, { code: 'X', name: 'X', terms: { ...terms, investmentValueStep: '0.00' } }),
    );
    expect(bad.body.violations.map((v) => v.propertyPath)).toEqual(['terms.investmentValueStep']);
    const translations = await refusal(updateCampaign(t.db, campaign.id, { ...fields, data: { translations: {} } }));
    expect(translations.statusCode).toBe(400);
  });

  it('answers 409 for a product code of the campaign and 404 outside the tenant', async () => {
    const w = await offerWorld(t.db);
    const campaign = await createCampaign(t.db, w.tenantId, fields);
    const one = await createProduct(t.db, campaign.id, { code: 'D-1', name: 'One', terms });
    const two = await createProduct(t.db, campaign.id, { code: 'D-2', name: 'Two', terms });
    expect((await refusal(createProduct(t.db, campaign.id, { code: 'D-1', name: 'X', terms }))).statusCode).toBe(409);
    expect((await refusal(updateProduct(t.db, two.id, { code: 'D-1', name: 'X', terms }))).statusCode).toBe(409);
    const foreign = { tenantId: w.foreign.tenantId };
    expect((await refusal(updateProduct(t.db, one.id, { code: 'D-1', name: 'X', terms }, foreign))).statusCode).toBe(
      404,
    );
    expect((await refusal(updateCampaign(t.db, campaign.id, fields, foreign))).statusCode).toBe(404);
    expect(
      (await refusal(createProduct(t.db, campaign.id, { code: 'D-3', name: 'X', terms }, foreign))).statusCode,
    ).toBe(404);
  });
});
