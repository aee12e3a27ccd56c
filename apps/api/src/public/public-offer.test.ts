import { errorBodySchema, errorCodes } from '@wl/shared/errors';
import { campaignOfferSchema } from '@wl/shared/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTenant, createTestApi, type TestApi } from '../testing/index.ts';
import {
  type CampaignOptions,
  createCampaignWithProduct,
  createOffer,
  type OfferOptions,
} from '../testing/public-factories.ts';

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});

const consents = { consent2: true, consent3: true };

/** A tenant of its own with an open campaign (10 000 – 500 000 PLN, step 0.50) and one offer. */
async function world(campaign: CampaignOptions = {}, offer: OfferOptions = {}) {
  const tenant = await createTenant(t.db);
  const created = await createCampaignWithProduct(t.db, tenant.tenantId, campaign);
  const { offer: row, token } = await createOffer(t.db, tenant.tenantId, created, offer);
  const url = `/public-api/campaign-offer/${token}`;
  return { ...tenant, ...created, offer: row, token, url };
}

const history = (offerId: string) =>
  t.db.offerStatusChange.findMany({ where: { offerId }, orderBy: { changedAt: 'asc' } });

function refusal(response: { statusCode: number; json(): unknown }, status: number, code: string) {
  expect(response.statusCode).toBe(status);
  const body = errorBodySchema.strict().parse(response.json());
  expect(body.code).toBe(code);
  return body;
}

describe('GET /public-api/campaign-offer/{token}', () => {
  it('shows the offer with the campaign texts and product terms, and the first open marks it viewed once', async () => {
    const w = await world();
    const first = await t.call({ method: 'GET', url: w.url, host: w.host });
    expect(first.statusCode, first.body).toBe(200);
    const offer = campaignOfferSchema.parse(first.json());
    expect(offer).toMatchObject({
      id: w.offer.id,
      status: 'viewed',
      amount: null,
      campaign: { id: w.campaign.id, phase: 'active', data: { translations: { en: { name: 'Test Bonds' } } } },
      product: {
        id: w.product.id,
        terms: {
          investmentValueMin: '10000.00',
          investmentValueMax: '500000.00',
          investmentValueStep: '0.50',
          interestPerYear: '8.25',
          currency: 'PLN',
        },
      },
    });

    const second = await t.call({ method: 'GET', url: w.url, host: w.host });
    expect(second.json()).toMatchObject({ status: 'viewed' });
    const rows = await history(w.offer.id);
    expect(rows.map((row) => [row.fromStatus, row.toStatus, row.changedByUserId])).toEqual([
      ['invited', 'viewed', null],
    ]);
  });

  it('does not move an offer past invited', async () => {
    const w = await world({}, { status: 'interested' });
    const response = await t.call({ method: 'GET', url: w.url, host: w.host });
    expect(response.json()).toMatchObject({ status: 'interested' });
    expect(await history(w.offer.id)).toEqual([]);
  });

  it('answers an unknown token with "Token is invalid."', async () => {
    const w = await world();
    const body = refusal(
      await t.call({ method: 'GET', url: '/public-api/campaign-offer/not-a-token', host: w.host }),
      404,
      errorCodes.tokenNotActive,
    );
    expect(body.label).toBe('Token is invalid.');
  });

  it('treats the token of another tenant’s offer as invalid on this host, for every call', async () => {
    const home = await world();
    const foreign = await world();
    const url = `/public-api/campaign-offer/${foreign.token}`;
    refusal(await t.call({ method: 'GET', url, host: home.host }), 404, errorCodes.tokenNotActive);
    refusal(await t.call({ method: 'PATCH', url: `${url}/interest`, host: home.host }), 404, errorCodes.tokenNotActive);
    refusal(
      await t.call({ method: 'PATCH', url: `${url}/accept`, host: home.host, body: { amount: '10000', ...consents } }),
      404,
      errorCodes.tokenNotActive,
    );
    const untouched = await t.db.offer.findUniqueOrThrow({ where: { id: foreign.offer.id } });
    expect(untouched.status).toBe('invited');
  });

  it('still works when the host blocks the investor panel', async () => {
    const w = await world();
    await t.db.hostConfig.updateMany({ where: { hostname: w.host }, data: { investorPanelBlocked: true } });
    expect((await t.call({ method: 'GET', url: w.url, host: w.host })).statusCode).toBe(200);
  });
});

describe('GET /public-api/campaign-offer/dictionary', () => {
  it('lists the enumerations with labels', async () => {
    const w = await world();
    const response = await t.call({ method: 'GET', url: '/public-api/campaign-offer/dictionary', host: w.host });
    expect(response.statusCode).toBe(200);
    const body = response.json() as Record<string, { value: string; label: string }[]>;
    expect(body.currencies?.map((entry) => entry.value)).toEqual(['PLN', 'EUR', 'USD']);
    expect(body.interestPaymentFrequencies?.map((entry) => entry.value)).toContain('AtMaturity');
    expect(body.investmentStatuses?.map((entry) => entry.value)).toContain('invited');
    expect(body.durationUnits?.length).toBe(3);
    for (const entry of body.interestTypes ?? []) expect(entry.label).not.toBe('');
  });
});

describe('PATCH /public-api/campaign-offer/{token}/interest', () => {
  it('marks the offer interested once; again is out of date', async () => {
    const w = await world();
    const response = await t.call({ method: 'PATCH', url: `${w.url}/interest`, host: w.host });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 'interested' });
    expect((await history(w.offer.id)).map((row) => row.toStatus)).toEqual(['interested']);

    refusal(await t.call({ method: 'PATCH', url: `${w.url}/interest`, host: w.host }), 409, errorCodes.offerOutOfDate);
  });

  it('is refused when the campaign is not open', async () => {
    const w = await world({ startDays: 5, endDays: 30 });
    refusal(
      await t.call({ method: 'PATCH', url: `${w.url}/interest`, host: w.host }),
      409,
      errorCodes.campaignNotStarted,
    );
  });
});

describe('PATCH /public-api/campaign-offer/{token}/accept', () => {
  const accept = (w: Awaited<ReturnType<typeof world>>, body: unknown) =>
    t.call({ method: 'PATCH', url: `${w.url}/accept`, host: w.host, body });

  it.each([
    ['the minimum', '10000', '10000.00'],
    ['the maximum', '500000', '500000.00'],
    ['a multiple of the step', '10000.50', '10000.50'],
    ['comma decimals with spaces', '25 000,50', '25000.50'],
  ])('accepts %s', async (_case, amount, stored) => {
    const w = await world();
    const response = await accept(w, { amount, ...consents });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 'accepted', amount: stored });
    const offer = await t.db.offer.findUniqueOrThrow({ where: { id: w.offer.id } });
    expect(offer.investmentValue?.toFixed(2)).toBe(stored);
    expect(offer.consentsAcceptedAt).not.toBeNull();
    const rows = await history(w.offer.id);
    expect(rows.map((row) => [row.fromStatus, row.toStatus, row.changedByUserId])).toEqual([
      ['invited', 'accepted', null],
    ]);
  });

  it('refuses an amount below the minimum with investmentValueMin', async () => {
    const w = await world();
    const body = refusal(await accept(w, { amount: '9999.99', ...consents }), 422, errorCodes.offerBelowMinimum);
    expect(body.parameters).toEqual({ investmentValueMin: '10000.00', currency: 'PLN' });
  });

  it('refuses an amount above the maximum with investmentValueMax', async () => {
    const w = await world();
    const body = refusal(await accept(w, { amount: '500000.01', ...consents }), 422, errorCodes.offerAboveMaximum);
    expect(body.parameters).toEqual({ investmentValueMax: '500000.00', currency: 'PLN' });
  });

  it.each(['10000.49', '10000.51'])('refuses %s, not a multiple of the step, on the amount field', async (amount) => {
    const w = await world();
    const body = refusal(await accept(w, { amount, ...consents }), 400, errorCodes.validation);
    expect(body.violations).toEqual([
      expect.objectContaining({ propertyPath: 'amount', message: 'validation:amountStep' }),
    ]);
    expect((await t.db.offer.findUniqueOrThrow({ where: { id: w.offer.id } })).status).toBe('invited');
  });

  it.each([
    [
      'pl',
      'Kwota inwestycji musi być wielokrotnością 1\u00a0000,00\u00a0EUR.',
      'Kwota inwestycji jest niższa niż kwota minimalna: 10\u00a0000,00\u00a0EUR.',
    ],
    [
      'en',
      'The investment amount must be a multiple of 1\u00a0000,00\u00a0EUR.',
      'The investment amount is below the minimum amount: 10\u00a0000,00\u00a0EUR.',
    ],
  ])(
    'words the limits as money in the offer’s currency (%s), the parameters as they were',
    async (language, stepText, minText) => {
      const w = await world({ step: '1000', currency: 'EUR' });
      const headers = { 'accept-language': language };
      const call = (amount: string) =>
        t.call({ method: 'PATCH', url: `${w.url}/accept`, host: w.host, headers, body: { amount, ...consents } });
      const step = refusal(await call('10500'), 400, errorCodes.validation);
      expect(step.violations).toEqual([{ propertyPath: 'amount', title: stepText, message: 'validation:amountStep' }]);
      expect(step.parameters).toEqual({});
      const below = refusal(await call('9000'), 422, errorCodes.offerBelowMinimum);
      expect(below.label).toBe(minText);
      expect(below.parameters).toEqual({ investmentValueMin: '10000.00', currency: 'EUR' });
    },
  );

  it.each([
    ['consent2 missing', { amount: '10000', consent3: true }, 'consent2'],
    ['consent3 not ticked', { amount: '10000', consent2: true, consent3: false }, 'consent3'],
    ['the amount missing', consents, 'amount'],
  ])('requires both consents and an amount (%s)', async (_case, payload, field) => {
    const w = await world();
    const body = refusal(await accept(w, payload), 400, errorCodes.validation);
    expect(body.violations.map((violation) => violation.propertyPath)).toContain(field);
  });

  it.each([
    ['not started', { startDays: 1, endDays: 30 }, errorCodes.campaignNotStarted],
    ['completed', { startDays: -30, endDays: -1 }, errorCodes.campaignCompleted],
    ['switched off', { active: false }, errorCodes.campaignNotActive],
  ])('is refused when the campaign is %s', async (_case, campaign, code) => {
    const w = await world(campaign);
    refusal(await accept(w, { amount: '10000', ...consents }), 409, code);
  });

  it('accepts on the first and the last day of the campaign', async () => {
    const first = await world({ startDays: 0, endDays: 10 });
    expect((await accept(first, { amount: '10000', ...consents })).statusCode).toBe(200);
    const last = await world({ startDays: -10, endDays: 0 });
    expect((await accept(last, { amount: '10000', ...consents })).statusCode).toBe(200);
  });

  it('is out of date once accepted, and for an archived offer', async () => {
    const w = await world();
    expect((await accept(w, { amount: '10000', ...consents })).statusCode).toBe(200);
    refusal(await accept(w, { amount: '20000', ...consents }), 409, errorCodes.offerOutOfDate);
    refusal(await t.call({ method: 'PATCH', url: `${w.url}/interest`, host: w.host }), 409, errorCodes.offerOutOfDate);
    const offer = await t.db.offer.findUniqueOrThrow({ where: { id: w.offer.id } });
    expect(offer.investmentValue?.toFixed(2)).toBe('10000.00');

    const archived = await world({}, { status: 'archived' });
    refusal(await accept(archived, { amount: '10000', ...consents }), 409, errorCodes.offerOutOfDate);
  });
});
