import { kycDataFixture } from '@wl/shared/demo';
import { errorCodes } from '@wl/shared/errors';
import { beforeAll, describe, expect, it } from 'vitest';
import { createInvestor } from '../testing/factories.ts';
import { createTenant, createTestApi, type TestApi } from '../testing/index.ts';
import { addAdvisor } from '../testing/matrix.ts';
import { createOnboardingRequest, type RequestOptions } from '../testing/onboarding-factories.ts';

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});

const form = (token: string) => `/public-api/kyc/investor-request/${token}`;
const preview = (token: string) => `/public-api/kyc/investor-request/preview/${token}`;
const submit = (token: string) => `/public-api/kyc/investor-request/${token}/submit`;

async function world(options: RequestOptions = {}) {
  const tenant = await createTenant(t.db);
  const { advisor } = await addAdvisor(t.db, tenant.tenantId, { firstName: 'Ewa', surname: 'Doradczyni' });
  const created = await createOnboardingRequest(t.db, tenant.tenantId, { sourceAdvisorId: advisor.id, ...options });
  return { ...tenant, ...created };
}

const statusOf = async (id: string) => (await t.db.onboardingRequest.findUniqueOrThrow({ where: { id } })).status;

describe('GET /public-api/kyc/investor-request/:token', () => {
  it('opens the form and marks the request viewed, once', async () => {
    const w = await world({ status: 'sent' });
    const first = await t.call({ method: 'GET', url: form(w.token), host: w.host });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      email: w.request.email,
      status: 'viewed',
      sourceName: 'Ewa Doradczyni',
      message: 'Proszę o wypełnienie formularza KYC.',
      draft: null,
      investorType: null,
    });
    expect(first.json().missingSections).toHaveLength(7);
    expect(first.json().parameters.industries).toHaveLength(12);
    const updatedAt = (await t.db.onboardingRequest.findUniqueOrThrow({ where: { id: w.request.id } })).updatedAt;
    const again = await t.call({ method: 'GET', url: form(w.token), host: w.host });
    expect(again.json().status).toBe('viewed');
    expect((await t.db.onboardingRequest.findUniqueOrThrow({ where: { id: w.request.id } })).updatedAt).toEqual(
      updatedAt,
    );
  });

  it('moves a processing request to viewed, and gives the latest draft', async () => {
    const w = await world({ status: 'processing', versions: [{ data: { sanctions: { x: 1 } } }] });
    const response = await t.call({ method: 'GET', url: form(w.token), host: w.host });
    expect(response.json()).toMatchObject({ status: 'viewed', draft: { sanctions: { x: 1 } } });
    expect(response.json().missingSections).not.toContain('sanctions');
    expect(await statusOf(w.request.id)).toBe('viewed');
  });

  it('refuses an unknown token and another tenant’s token with 404 Token is invalid.', async () => {
    const w = await world();
    const other = await createTenant(t.db);
    for (const [url, host] of [
      [form('no-such-token'), w.host],
      [form(w.token), other.host],
      [preview(w.token), other.host],
      [preview('no-such-token'), w.host],
    ] as const) {
      const response = await t.call({ method: 'GET', url, host });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ label: 'Token is invalid.', code: errorCodes.tokenNotActive });
    }
    const put = await t.call({ method: 'PUT', url: submit(w.token), host: other.host, body: kycDataFixture() });
    expect(put.statusCode).toBe(404);
    expect(await statusOf(w.request.id)).toBe('sent');
  });

  it('closes the form of a finished request (409 form already sent)', async () => {
    const w = await world({ status: 'finished' });
    const response = await t.call({
      method: 'GET',
      url: form(w.token),
      host: w.host,
      headers: { 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: errorCodes.formAlreadySent,
      label: 'The form is inactive because it has already been sent.',
    });
  });
});

describe('PUT /public-api/kyc/investor-request/:token/submit', () => {
  it('saves the questionnaire as a submitted version and finishes the request with name and tax number', async () => {
    const w = await world({ status: 'viewed', versions: [{ data: { sanctions: {} } }] });
    const data = kycDataFixture({ firstName: 'Maria', surname: 'Wójcik', mainTaxNumber: '5272525995' });
    const response = await t.call({ method: 'PUT', url: submit(w.token), host: w.host, body: data });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 'finished', submitted: true, name: 'Maria Maria Wójcik' });
    // What a link shows is masked (decision 033); what is stored is whole.
    expect(response.json().data.bankAccounts.bankAccounts[0].iban).toBe('••••••••••••••••••••••2874');
    const stored = await t.db.onboardingRequest.findUniqueOrThrow({
      where: { id: w.request.id },
      include: { submissions: { orderBy: { version: 'asc' } } },
    });
    expect(JSON.stringify(stored.submissions[1]?.data)).toContain('61109010140000071219812874');
    expect(stored).toMatchObject({ status: 'finished', name: 'Maria Maria Wójcik', taxNumber: '5272525995' });
    expect(stored.submissions.map((s) => [s.version, s.submitted])).toEqual([
      [1, false],
      [2, true],
    ]);
    // Which documents were in force, in which language (decision 043): one record, of version 2.
    const records = await t.db.legalAcceptance.findMany({ where: { onboardingRequestId: w.request.id } });
    expect(records).toMatchObject([{ purpose: 'kyc_submission', kycVersion: 2, language: 'pl', documents: [] }]);

    // The link is closed: the form and a second submit are refused; the preview still answers.
    const reopen = await t.call({ method: 'GET', url: form(w.token), host: w.host });
    expect(reopen.statusCode).toBe(409);
    const again = await t.call({ method: 'PUT', url: submit(w.token), host: w.host, body: data });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe(errorCodes.formAlreadySent);
    const read = await t.call({ method: 'GET', url: preview(w.token), host: w.host });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ status: 'finished', submitted: true });
    expect(read.json().data.investorInformation.surname).toBe('Wójcik');
    expect(read.json().submittedAt).toEqual(expect.any(String));
    expect(await t.db.kycSubmission.count({ where: { onboardingRequestId: w.request.id } })).toBe(2);
  });

  it('refuses invalid data with violations at their property paths and changes nothing', async () => {
    const w = await world();
    const data = kycDataFixture();
    const bad = {
      ...data,
      investorInformation: { ...data.investorInformation, pesel: '85041212346' },
      bankAccounts: { bankAccounts: [{ ...data.bankAccounts.bankAccounts[0], iban: 'PL00 1234' }] },
    };
    const response = await t.call({ method: 'PUT', url: submit(w.token), host: w.host, body: bad });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe(errorCodes.validation);
    const paths = response.json().violations.map((v: { propertyPath: string }) => v.propertyPath);
    expect(paths).toEqual(expect.arrayContaining(['investorInformation.pesel', 'bankAccounts.bankAccounts[0].iban']));
    const missing = await t.call({
      method: 'PUT',
      url: submit(w.token),
      host: w.host,
      body: { sanctions: data.sanctions },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().violations.map((v: { propertyPath: string }) => v.propertyPath)).toContain(
      'investorInformation',
    );
    const industry = await t.call({
      method: 'PUT',
      url: submit(w.token),
      host: w.host,
      body: { ...data, investmentDetails: { ...data.investmentDetails, industries: [3, 999] } },
    });
    expect(industry.statusCode).toBe(400);
    expect(industry.json().violations).toEqual([
      expect.objectContaining({ propertyPath: 'investmentDetails.industries[1]', message: 'validation:invalid' }),
    ]);
    const notJson = await t.call({
      method: 'PUT',
      url: submit(w.token),
      host: w.host,
      headers: { 'content-type': 'application/json' },
      body: undefined,
    });
    expect(notJson.statusCode).toBe(400);
    expect(await statusOf(w.request.id)).toBe('sent');
    expect(await t.db.kycSubmission.count({ where: { onboardingRequestId: w.request.id } })).toBe(0);
  });

  it('gives the investor account with the request’s e-mail the names of the questionnaire, and no other', async () => {
    const email = `kyc-${Date.now()}@example.test`;
    const w = await world({ email: email.toUpperCase() });
    const account = await createInvestor(t.db, w.tenantId, email);
    const elsewhere = await createTenant(t.db);
    const other = await createInvestor(t.db, elsewhere.tenantId, email);
    const data = kycDataFixture({ firstName: 'Maria', surname: 'Wójcik', mainTaxNumber: '5272525995' });
    const response = await t.call({ method: 'PUT', url: submit(w.token), host: w.host, body: data });
    expect(response.statusCode, response.body).toBe(200);
    const named = (id: string) => t.db.user.findUniqueOrThrow({ where: { id } });
    expect(await named(account.user.id)).toMatchObject({ firstName: 'Maria', surname: 'Wójcik' });
    expect(await named(other.user.id)).toMatchObject({ firstName: 'Irena', surname: 'Inwestor' });

    // A request sent to an advisor's address (no investor account): the advisor keeps their name.
    const advisorEmail = `adv-${Date.now()}@example.test`;
    const { user } = await addAdvisor(t.db, w.tenantId, { firstName: 'Ola', surname: 'Doradca', email: advisorEmail });
    const toAdvisor = await createOnboardingRequest(t.db, w.tenantId, { email: advisorEmail });
    const sent = await t.call({ method: 'PUT', url: submit(toAdvisor.token), host: w.host, body: data });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(await named(user.id)).toMatchObject({ firstName: 'Ola', surname: 'Doradca' });
  });

  it('lets exactly one of two submits at once win', async () => {
    const w = await world({ status: 'viewed' });
    const data = kycDataFixture();
    const responses = await Promise.all(
      Array.from({ length: 4 }, () => t.call({ method: 'PUT', url: submit(w.token), host: w.host, body: data })),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
    const versions = await t.db.kycSubmission.findMany({ where: { onboardingRequestId: w.request.id } });
    expect(versions).toHaveLength(1);
    expect(versions[0]?.submitted).toBe(true);
  });
});

describe('GET /public-api/kyc/investor-request/preview/:token', () => {
  it('shows the latest draft before the request is finished, without changing its status', async () => {
    const w = await world({ status: 'sent', versions: [{ data: { a: 1 } }, { data: { sanctions: { b: 2 } } }] });
    const response = await t.call({ method: 'GET', url: preview(w.token), host: w.host });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      email: w.request.email,
      name: null,
      status: 'sent',
      submitted: false,
      submittedAt: null,
      data: { sanctions: { b: 2 } },
      parameters: { industries: expect.any(Array) },
    });
    expect(response.json().parameters.industries).toHaveLength(12);
    expect(await statusOf(w.request.id)).toBe('sent');
    const empty = await world();
    expect((await t.call({ method: 'GET', url: preview(empty.token), host: empty.host })).json().data).toBeNull();
  });
});
