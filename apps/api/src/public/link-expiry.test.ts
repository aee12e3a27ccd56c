import { kycDataFixture } from '@wl/shared/demo';
import { beforeAll, describe, expect, it } from 'vitest';
import { createInvestor, createTenant, createTestApi, type TestApi } from '../testing/index.ts';
import { type AuthorizationWorld, createAuthorizationWorld } from '../testing/matrix.ts';
import { createOnboardingRequest } from '../testing/onboarding-factories.ts';
import { createCampaignWithProduct, createOffer } from '../testing/public-factories.ts';

/**
 * Issue #15, finding 8 (decision 033): public links expire. An offer link works until the grace
 * days after its campaign ended, a KYC link the configured days after it was (re)sent; then it is
 * 'Token is invalid.' (the spec's "token no longer active"). The preview masks identifiers.
 */

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi({ linkLifetimes: { kycDays: 3, offerGraceDays: 10 } });
});

const expectExpired = (response: { statusCode: number; json(): unknown }) => {
  expect(response.statusCode).toBe(404);
  expect(response.json()).toEqual({
    label: 'Token is invalid.',
    code: 'token.not_active',
    parameters: {},
    violations: [],
  });
};

describe('offer links', () => {
  it('work until the grace days after the campaign ended, then are no longer active', async () => {
    const tenant = await createTenant(t.db);
    const within = await createCampaignWithProduct(t.db, tenant.tenantId, { startDays: -60, endDays: -9 });
    const past = await createCampaignWithProduct(t.db, tenant.tenantId, { startDays: -60, endDays: -11 });
    const open = await createOffer(t.db, tenant.tenantId, within);
    const lapsed = await createOffer(t.db, tenant.tenantId, past);

    const read = await t.call({ method: 'GET', url: `/public-api/campaign-offer/${open.token}`, host: tenant.host });
    expect(read.statusCode).toBe(200);
    // Readable, but the ended campaign refuses acting on it.
    const interest = await t.call({
      method: 'PATCH',
      url: `/public-api/campaign-offer/${open.token}/interest`,
      host: tenant.host,
    });
    expect(interest.json()).toMatchObject({ code: 'campaign.completed' });

    for (const [method, suffix] of [
      ['GET', ''],
      ['PATCH', '/interest'],
      ['POST', '/pdf'],
    ] as const) {
      expectExpired(
        await t.call({
          method,
          url: `/public-api/campaign-offer/${lapsed.token}${suffix}`,
          host: tenant.host,
          ...(method === 'POST' ? { body: {} } : {}),
        }),
      );
    }
  });
});

describe('KYC links', () => {
  let w: AuthorizationWorld;
  beforeAll(async () => {
    w = await createAuthorizationWorld(t.db);
  });

  it('expire the configured days after they were sent; a resend renews them', async () => {
    const investor = await createInvestor(t.db, w.home.tenantId);
    const sent = await t.call({
      method: 'POST',
      url: '/api/advisor/kyc/investor-request/send',
      host: w.home.host,
      token: w.home.advisor.token,
      body: { investorEmail: investor.email, message: 'Proszę o wypełnienie ankiety KYC.' },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const row = await t.db.onboardingRequest.findFirstOrThrow({ where: { email: investor.email } });
    const days = ((row.linkExpiresAt?.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(2.99);
    expect(days).toBeLessThanOrEqual(3);
    const mail = await t.db.mailOutbox.findFirstOrThrow({ where: { toAddress: investor.email } });
    expect(Math.abs((mail.linkExpiresAt?.getTime() ?? 0) - (row.linkExpiresAt?.getTime() ?? 0))).toBeLessThan(1000);

    // Four days later the link is no longer active, on every public KYC endpoint.
    await t.db.onboardingRequest.update({
      where: { id: row.id },
      data: { linkExpiresAt: new Date(Date.now() - 1000) },
    });
    const token = /kyc-form\?token=([\w-]+)/.exec(mail.text)?.[1] ?? '';
    for (const url of [
      `/public-api/kyc/investor-request/${token}`,
      `/public-api/kyc/investor-request/preview/${token}`,
    ]) {
      expectExpired(await t.call({ method: 'GET', url, host: w.home.host }));
    }
    expectExpired(
      await t.call({
        method: 'PUT',
        url: `/public-api/kyc/investor-request/${token}/submit`,
        host: w.home.host,
        body: kycDataFixture(),
      }),
    );

    // Sent again: a new link with new days.
    await t.call({
      method: 'POST',
      url: '/api/advisor/kyc/investor-request/send',
      host: w.home.host,
      token: w.home.advisor.token,
      body: { investorEmail: investor.email, message: 'Proszę o wypełnienie ankiety KYC.' },
    });
    const renewed = await t.db.onboardingRequest.findUniqueOrThrow({ where: { id: row.id } });
    expect(renewed.linkExpiresAt?.getTime()).toBeGreaterThan(Date.now() + 2 * 86_400_000);
  });

  it('show a finished questionnaire with PESEL, document number, tax numbers and IBAN masked', async () => {
    const data = kycDataFixture();
    const finished = await createOnboardingRequest(t.db, w.home.tenantId, {
      status: 'finished',
      versions: [{ data: data as never, submitted: true }],
    });
    const preview = await t.call({
      method: 'GET',
      url: `/public-api/kyc/investor-request/preview/${finished.token}`,
      host: w.home.host,
    });
    expect(preview.statusCode).toBe(200);
    const body = preview.body.replace(/\s/g, '');
    const information = data.investorInformation;
    const iban = data.bankAccounts.bankAccounts[0]?.iban.replace(/\s/g, '') ?? '';
    for (const secret of [
      information.pesel ?? '',
      information.identityDocument.number,
      iban,
      data.taxStatus.mainTaxNumber.number,
    ]) {
      expect(secret.length).toBeGreaterThan(5);
      expect(body).not.toContain(secret);
      expect(body).toContain(secret.slice(-4));
    }
    // The names stay: the investor recognises their form.
    expect(preview.json().data.investorInformation.surname).toBe(information.surname);
  });
});
