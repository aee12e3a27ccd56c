import type { Prisma } from '@wl/db';
import { kycDataFixture } from '@wl/shared/demo';
import { errorCodes } from '@wl/shared/errors';
import { type Company, sandboxCompanies, TOTAL_COUNT_HEADER } from '@wl/shared/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { createInvestor, createTestApi, type TestApi } from '../testing/index.ts';
import { createAuthorizationWorld, sessionAccessToken } from '../testing/matrix.ts';
import { createIdentityVerification, createOnboardingRequest } from '../testing/onboarding-factories.ts';

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});

const base = '/investor-api/onboarding';
const company = sandboxCompanies[0] as Company;
const otherCompany = sandboxCompanies[1] as Company;

/** A home tenant with its investor (requests sent to their address), another investor and a foreign tenant. */
async function world(options: { legalPersons?: boolean } = {}) {
  const w = await createAuthorizationWorld(t.db);
  if (options.legalPersons) {
    await t.db.hostConfig.update({ where: { hostname: w.home.host }, data: { legalPersonsEnabled: true } });
  }
  const investor = w.home.investor;
  const other = await createInvestor(t.db, w.home.tenantId);
  const otherToken = await sessionAccessToken(t.db, other.user, w.home.tenantId, 'investor-panel');
  const mine = await createOnboardingRequest(t.db, w.home.tenantId, {
    email: investor.email.toUpperCase(),
    sourceAdvisorId: w.home.advisor.advisor.id,
  });
  const theirs = await createOnboardingRequest(t.db, w.home.tenantId, { email: other.email });
  const foreign = await createOnboardingRequest(t.db, w.foreign.tenantId, { email: investor.email });
  const call = (method: 'GET' | 'PUT' | 'PATCH', url: string, body?: unknown, token = investor.token) =>
    t.call({ method, url, host: w.home.host, token, ...(body !== undefined ? { body } : {}) });
  return { w, investor, other, otherToken, mine, theirs, foreign, call };
}

const legal = (choice: unknown) => ({ investorType: 'legal-person', company: choice });

describe('investor onboarding requests', () => {
  it('lists the investor’s own requests with x-total-count', async () => {
    const { mine, call } = await world();
    const response = await call('GET', `${base}/request`);
    expect(response.statusCode).toBe(200);
    expect(response.json().map((r: { id: string }) => r.id)).toEqual([mine.request.id]);
    expect(response.headers[TOTAL_COUNT_HEADER]).toBe('1');
    expect(response.json()[0]).toMatchObject({ status: 'sent', sourceName: 'Adam Doradca' });
    const filtered = await call('GET', `${base}/request?filter[status][in]=finished`);
    expect(filtered.json()).toEqual([]);
    expect(filtered.headers[TOTAL_COUNT_HEADER]).toBe('0');
  });

  it('opens a request by id only when it is the investor’s', async () => {
    const { mine, theirs, foreign, call } = await world();
    const own = await call('GET', `${base}/request/by-id/${mine.request.id}`);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ id: mine.request.id, status: 'sent', kyc: null, company: null });
    for (const id of [theirs.request.id, foreign.request.id, '00000000-0000-4000-8000-000000000999']) {
      expect((await call('GET', `${base}/request/by-id/${id}`)).statusCode).toBe(404);
    }
    expect((await call('GET', `${base}/request/by-id/not-a-uuid`)).statusCode).toBe(400);
  });

  it('links a request opened by its token to the investor and marks it viewed', async () => {
    const { w, theirs, foreign, call, other, otherToken, investor } = await world();
    const response = await call('GET', `${base}/request/by-token/${theirs.token}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: theirs.request.id, status: 'viewed' });
    const stored = await t.db.onboardingRequest.findUniqueOrThrow({ where: { id: theirs.request.id } });
    expect(stored.investorUserId).toBe(investor.user.id);
    // Now the investor's (linked), still the addressee's too; but not taken over by the addressee's link.
    expect((await call('GET', `${base}/request/by-id/${theirs.request.id}`)).statusCode).toBe(200);
    const takeover = await call('GET', `${base}/request/by-token/${theirs.token}`, undefined, otherToken);
    expect(takeover.statusCode).toBe(404);
    expect(other.email).toBeTruthy();
    for (const token of ['unknown-token', foreign.token]) {
      const refused = await call('GET', `${base}/request/by-token/${token}`);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ label: 'Token is invalid.', code: errorCodes.tokenNotActive });
    }
    await t.db.onboardingRequest.update({ where: { id: theirs.request.id }, data: { status: 'finished' } });
    const finished = await call('GET', `${base}/request/by-token/${theirs.token}`);
    expect(finished.statusCode).toBe(409);
    expect(finished.json().code).toBe(errorCodes.formAlreadySent);
    expect(w.home.tenantId).toBeTruthy();
  });

  it('is closed to advisors, strangers and when the host blocks the investor panel', async () => {
    const { w, mine, call } = await world();
    expect((await t.call({ method: 'GET', url: `${base}/request`, host: w.home.host })).statusCode).toBe(401);
    expect((await call('GET', `${base}/request`, undefined, w.home.admin.token)).statusCode).toBe(403);
    expect((await call('GET', `${base}/role`, undefined, w.foreign.admin.token)).statusCode).toBe(401);
    await t.db.hostConfig.update({ where: { hostname: w.home.host }, data: { investorPanelBlocked: true } });
    expect((await call('GET', `${base}/request/by-id/${mine.request.id}`)).statusCode).toBe(403);
  });

  it('gives the KYC parameters of an own request', async () => {
    const { mine, theirs, call } = await world();
    const response = await call('GET', `${base}/request/${mine.request.id}/kyc/parameters`);
    expect(response.statusCode).toBe(200);
    expect(response.json().industries[0]).toEqual({ id: 1, name: 'Rolnictwo, leśnictwo, łowiectwo i rybactwo' });
    expect((await call('GET', `${base}/request/${theirs.request.id}/kyc/parameters`)).statusCode).toBe(404);
  });
});

describe('GET /investor-api/onboarding/role', () => {
  it('offers legal persons only where the host enables them, with open requests and own companies', async () => {
    const off = await world();
    const natural = await off.call('GET', `${base}/role`);
    expect(natural.statusCode).toBe(200);
    expect(natural.json()).toEqual({
      investorTypes: ['natural-person'],
      legalPersonsEnabled: false,
      openRequests: 1,
      companies: [],
    });
    const on = await world({ legalPersons: true });
    await on.call('PATCH', `${base}/request/${on.mine.request.id}/add-client`, legal({ kind: 'new', company }));
    await createOnboardingRequest(t.db, on.w.home.tenantId, { email: on.investor.email, status: 'finished' });
    const both = await on.call('GET', `${base}/role`);
    expect(both.json()).toMatchObject({
      investorTypes: ['natural-person', 'legal-person'],
      legalPersonsEnabled: true,
      openRequests: 1,
      companies: [{ name: company.name, registerNumber: '0000123456' }],
    });
  });
});

describe('client of the onboarding', () => {
  it('sets a natural person, and refuses legal persons where the host does not enable them', async () => {
    const { mine, call } = await world();
    const natural = await call('PATCH', `${base}/request/${mine.request.id}/client`, {
      investorType: 'natural-person',
    });
    expect(natural.statusCode).toBe(200);
    expect(natural.json()).toMatchObject({ investorType: 'natural-person', company: null });
    const refused = await call('PATCH', `${base}/request/${mine.request.id}/client`, legal({ kind: 'new', company }));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe(errorCodes.legalPersonsDisabled);
    expect(
      await t.db.company.count({ where: { registerNumber: company.registerNumber, tenantId: mine.request.tenantId } }),
    ).toBe(0);
  });

  it('adds a new company, then lets the investor choose it as existing; another’s company is not theirs', async () => {
    const { w, mine, theirs, call, otherToken } = await world({ legalPersons: true });
    const added = await call('PATCH', `${base}/request/${mine.request.id}/add-client`, legal({ kind: 'new', company }));
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({ investorType: 'legal-person', company: { ...company } });
    const companyId = added.json().company.id as string;

    const second = await createOnboardingRequest(t.db, w.home.tenantId, { email: w.home.investor.email });
    const chosen = await call(
      'PATCH',
      `${base}/request/${second.request.id}/client`,
      legal({ kind: 'existing', companyId }),
    );
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().company.id).toBe(companyId);

    // The company exists in the tenant: adding it again is refused, and another investor cannot choose it.
    const again = await call(
      'PATCH',
      `${base}/request/${second.request.id}/add-client`,
      legal({ kind: 'new', company: { ...company, registerNumber: '123456' } }),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: errorCodes.companyExists,
      parameters: { registerNumber: '0000123456' },
    });
    const viaClient = await call(
      'PATCH',
      `${base}/request/${second.request.id}/client`,
      legal({ kind: 'new', company }),
      otherToken,
    );
    expect(viaClient.statusCode).toBe(404);
    const stranger = await call(
      'PATCH',
      `${base}/request/${theirs.request.id}/client`,
      legal({ kind: 'existing', companyId }),
      otherToken,
    );
    expect(stranger.statusCode).toBe(422);
    expect(stranger.json().code).toBe(errorCodes.companyNotChosen);
    const unknown = await call(
      'PATCH',
      `${base}/request/${mine.request.id}/client`,
      legal({ kind: 'existing', companyId: '00000000-0000-4000-8000-000000000999' }),
    );
    expect(unknown.statusCode).toBe(422);

    // Back to a natural person: the company is let go from the request (it stays the tenant's).
    const natural = await call('PATCH', `${base}/request/${mine.request.id}/client`, {
      investorType: 'natural-person',
    });
    expect(natural.json()).toMatchObject({ investorType: 'natural-person', company: null });
    expect(await t.db.company.count({ where: { id: companyId } })).toBe(1);
  });

  it('creates a new company through client too, but add-client only adds new companies', async () => {
    const { mine, call } = await world({ legalPersons: true });
    const created = await call(
      'PATCH',
      `${base}/request/${mine.request.id}/client`,
      legal({ kind: 'new', company: otherCompany }),
    );
    expect(created.statusCode).toBe(200);
    for (const body of [
      { investorType: 'natural-person' },
      legal({ kind: 'existing', companyId: created.json().company.id }),
    ]) {
      const refused = await call('PATCH', `${base}/request/${mine.request.id}/add-client`, body);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().code).toBe(errorCodes.incorrectFormData);
    }
  });

  it('validates the company and refuses changes to a finished request', async () => {
    const { mine, call } = await world({ legalPersons: true });
    const invalid = await call(
      'PATCH',
      `${base}/request/${mine.request.id}/add-client`,
      legal({ kind: 'new', company: { ...company, statisticalNumber: '12', representatives: [] } }),
    );
    expect(invalid.statusCode).toBe(400);
    const paths = invalid.json().violations.map((v: { propertyPath: string }) => v.propertyPath);
    expect(paths).toEqual(
      expect.arrayContaining(['company.company.statisticalNumber', 'company.company.representatives']),
    );
    const wrongType = await call('PATCH', `${base}/request/${mine.request.id}/client`, { investorType: 'robot' });
    expect(wrongType.statusCode).toBe(400);
    await t.db.onboardingRequest.update({ where: { id: mine.request.id }, data: { status: 'finished' } });
    const finished = await call('PATCH', `${base}/request/${mine.request.id}/client`, {
      investorType: 'natural-person',
    });
    expect(finished.statusCode).toBe(409);
    expect(finished.json().code).toBe(errorCodes.formAlreadySent);
  });
});

describe('GET /investor-api/onboarding/company-register/:registerNumber', () => {
  it('loads a company from the register and says whether the tenant has it', async () => {
    const { mine, call } = await world({ legalPersons: true });
    const found = await call('GET', `${base}/company-register/${encodeURIComponent('KRS 0000-123-456')}`);
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual({ ...company, exists: false });
    await call('PATCH', `${base}/request/${mine.request.id}/add-client`, legal({ kind: 'new', company }));
    expect((await call('GET', `${base}/company-register/0000123456`)).json().exists).toBe(true);
    const missing = await call('GET', `${base}/company-register/0000999999`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe(errorCodes.companyNotFound);
  });

  it('refuses a lookup without a register number (400)', async () => {
    const { call } = await world();
    for (const url of [`${base}/company-register/%20%20`, `${base}/company-register/`]) {
      const response = await call('GET', url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().violations[0]).toMatchObject({
        propertyPath: 'registerNumber',
        message: 'validation:registerNumberRequired',
      });
    }
  });

  it('refuses a number that is not a KRS number (10 digits) before asking the register (400)', async () => {
    const { call } = await world({ legalPersons: true });
    for (const number of ['12345', '123456', '00001234567', 'KRS-12-AB']) {
      const response = await call('GET', `${base}/company-register/${encodeURIComponent(number)}`);
      expect(response.statusCode, number).toBe(400);
      expect(response.json()).toMatchObject({
        code: errorCodes.validation,
        violations: [
          {
            propertyPath: 'registerNumber',
            title: 'Numer KRS ma 10 cyfr, np. 0000123456.',
            message: 'validation:registerNumberFormat',
          },
        ],
      });
    }
  });
});

describe('KYC draft and send to verification', () => {
  const data = kycDataFixture();

  it('saves drafts as versions, skips an identical one, and lists the missing sections', async () => {
    const { mine, theirs, call } = await world();
    const url = `${base}/request/${mine.request.id}/kyc`;
    const first = await call('PUT', url, { investorInformation: data.investorInformation });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      version: 1,
      missingSections: ['taxStatus', 'investmentDetails', 'investorStatus', 'bankAccounts', 'fatcaCrs', 'sanctions'],
    });
    const same = await call('PUT', url, { investorInformation: data.investorInformation });
    expect(same.json().version).toBe(1);
    const second = await call('PUT', url, { investorInformation: data.investorInformation, taxStatus: data.taxStatus });
    expect(second.json().version).toBe(2);
    expect(second.json().missingSections).toHaveLength(5);
    const invalid = await call('PUT', url, { taxStatus: { ...data.taxStatus, actsOnOwnBehalf: false } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().violations[0].propertyPath).toBe('taxStatus.beneficialOwners');
    expect((await call('PUT', `${base}/request/${theirs.request.id}/kyc`, {})).statusCode).toBe(404);
    const detail = await call('GET', `${base}/request/by-id/${mine.request.id}`);
    expect(detail.json().kyc).toMatchObject({ version: 2, submitted: false });
    expect(detail.json().kyc.data.investorInformation.phone).toBe('+48600123456');
  });

  it('refuses to send an incomplete KYC, then an unverified identity, then finishes once', async () => {
    const { w, investor, mine, call } = await world();
    // The same person has an investor account with another broker (another tenant).
    const theirAccount = await createInvestor(t.db, w.foreign.tenantId, investor.email);
    const send = () => call('PATCH', `${base}/request/${mine.request.id}/kyc/send-to-verification`);
    const nothing = await send();
    expect(nothing.statusCode).toBe(422);
    expect(nothing.json()).toMatchObject({ code: errorCodes.kycIncomplete });
    expect(nothing.json().parameters.missing.split(',')).toHaveLength(7);
    await call('PUT', `${base}/request/${mine.request.id}/kyc`, { ...data, sanctions: undefined });
    const partial = await send();
    expect(partial.json()).toMatchObject({ code: errorCodes.kycIncomplete, parameters: { missing: 'sanctions' } });
    await call('PUT', `${base}/request/${mine.request.id}/kyc`, data);
    const unverified = await send();
    expect(unverified.statusCode).toBe(409);
    expect(unverified.json().code).toBe(errorCodes.identityNotVerified);
    await createIdentityVerification(t.db, mine.request, 'verified', new Date(Date.now() - 60_000));
    await createIdentityVerification(t.db, mine.request, 'failed');
    expect((await send()).json().code).toBe(errorCodes.identityNotVerified);
    await createIdentityVerification(t.db, mine.request, 'verified', new Date(Date.now() + 1000));

    const results = await Promise.all([send(), send(), send()]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const done = results.find((r) => r.statusCode === 200);
    expect(done?.json()).toMatchObject({
      status: 'finished',
      investorType: 'natural-person',
      name: 'Anna Maria Nowak',
      taxNumber: '5260250274',
      kyc: { version: 3, submitted: true, missingSections: [] },
    });
    // The investor is now greeted by the names of the KYC (issue 19), in this tenant only.
    const me = await call('GET', '/api/auth/data');
    expect(me.json().user).toMatchObject({ firstName: 'Anna', surname: 'Nowak' });
    const elsewhere = await t.db.user.findUniqueOrThrow({ where: { id: theirAccount.user.id } });
    expect(elsewhere).toMatchObject({ firstName: 'Irena', surname: 'Inwestor' });
    const after = await call('PUT', `${base}/request/${mine.request.id}/kyc`, data);
    expect(after.statusCode).toBe(409);
    expect(after.json().code).toBe(errorCodes.formAlreadySent);
    expect(await t.db.kycSubmission.count({ where: { onboardingRequestId: mine.request.id } })).toBe(3);
    // Only the submission that won recorded what was in force (decision 043), with the investor.
    const records = await t.db.legalAcceptance.findMany({ where: { onboardingRequestId: mine.request.id } });
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ purpose: 'kyc_submission', kycVersion: 3 });
    expect(records[0]?.investorId).not.toBeNull();
  });

  it('needs the company of a legal person, and revalidates the stored draft', async () => {
    const { mine, call } = await world({ legalPersons: true });
    await t.db.onboardingRequest.update({ where: { id: mine.request.id }, data: { investorType: 'legal_person' } });
    await call('PUT', `${base}/request/${mine.request.id}/kyc`, data);
    await createIdentityVerification(t.db, mine.request, 'verified');
    const send = () => call('PATCH', `${base}/request/${mine.request.id}/kyc/send-to-verification`);
    expect((await send()).json().code).toBe(errorCodes.companyNotChosen);
    await call('PATCH', `${base}/request/${mine.request.id}/add-client`, legal({ kind: 'new', company }));
    // A draft stored when its document was still valid for long enough, now about to expire.
    const expiring = JSON.parse(JSON.stringify(data)) as Prisma.InputJsonObject & typeof data;
    expiring.investorInformation.identityDocument.expiryDate = new Date(Date.now() + 86_400_000)
      .toISOString()
      .slice(0, 10);
    await t.db.kycSubmission.create({ data: { onboardingRequestId: mine.request.id, version: 2, data: expiring } });
    const stale = await send();
    expect(stale.statusCode).toBe(400);
    expect(stale.json().violations[0].propertyPath).toBe('investorInformation.identityDocument.expiryDate');
    await call('PUT', `${base}/request/${mine.request.id}/kyc`, data);
    const done = await send();
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ status: 'finished', investorType: 'legal-person', name: company.name });
  });
});
