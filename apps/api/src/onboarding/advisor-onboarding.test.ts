import { errorCodes } from '@wl/shared/errors';
import { TOTAL_COUNT_HEADER } from '@wl/shared/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../core/tokens.ts';
import { createTestApi, type TestApi } from '../testing/index.ts';
import { type AuthorizationWorld, createAuthorizationWorld } from '../testing/matrix.ts';
import { createOnboardingRequest } from '../testing/onboarding-factories.ts';

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});

const SEND = '/api/advisor/kyc/investor-request/send';
const LIST = '/api/advisor/kyc/investor-request';
const message = 'Dzień dobry, proszę o wypełnienie <b>ankiety</b> & "formularza".';

function tokenOfLink(text: string): string {
  const match = text.match(/\/kyc-form\?token=([A-Za-z0-9_-]+)/);
  if (!match?.[1]) throw new Error(`no link in ${text}`);
  return match[1];
}

describe('POST /api/advisor/kyc/investor-request/send', () => {
  it('creates a sent request with a token, the investor account and a branded mail with the link', async () => {
    const w = await createAuthorizationWorld(t.db);
    const response = await t.call({
      method: 'POST',
      url: SEND,
      host: w.home.host,
      token: w.home.advisor.token,
      body: { investorEmail: 'New.Client@Example.test', message },
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      email: 'new.client@example.test',
      name: null,
      taxNumber: null,
      status: 'sent',
      sourceName: 'Adam Doradca',
    });
    const stored = await t.db.onboardingRequest.findUniqueOrThrow({ where: { id: body.id } });
    expect(stored).toMatchObject({ tenantId: w.home.tenantId, sourceAdvisorId: w.home.advisor.advisor.id });
    const mails = await t.db.mailOutbox.findMany({
      where: { tenantId: w.home.tenantId, toAddress: 'new.client@example.test' },
    });
    expect(mails).toHaveLength(1);
    const mail = mails[0] as (typeof mails)[number];
    expect(mail.template).toBe('kyc-invitation');
    expect(mail.html).toContain(`http://${w.home.host}/kyc-form?token=`);
    expect(mail.html).toContain('&#60;b&#62;ankiety&#60;/b&#62; &#38; &#34;formularza&#34;');
    expect(mail.html).not.toContain('<b>ankiety</b>');
    expect(mail.text).toContain(message);
    expect(mail.text).toContain('Adam Doradca');
    const token = tokenOfLink(mail.text);
    expect(stored.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);
    const user = await t.db.user.findUniqueOrThrow({
      where: { tenantId_email: { tenantId: w.home.tenantId, email: 'new.client@example.test' } },
    });
    expect(
      await t.db.investor.findUnique({ where: { tenantId_userId: { tenantId: w.home.tenantId, userId: user.id } } }),
    ).not.toBeNull();
    const form = await t.call({ method: 'GET', url: `/public-api/kyc/investor-request/${token}`, host: w.home.host });
    expect(form.statusCode).toBe(200);
  });

  it('sends an open request of the same advisor again with a new link: the old link stops working', async () => {
    const w = await createAuthorizationWorld(t.db);
    const send = (token: string, text = message) =>
      t.call({
        method: 'POST',
        url: SEND,
        host: w.home.host,
        token,
        body: { investorEmail: 'again@example.test', message: text },
      });
    const first = await send(w.home.advisor.token);
    const firstMail = await t.db.mailOutbox.findFirstOrThrow({ where: { toAddress: 'again@example.test' } });
    const oldToken = tokenOfLink(firstMail.text);
    const opened = await t.call({
      method: 'GET',
      url: `/public-api/kyc/investor-request/${oldToken}`,
      host: w.home.host,
    });
    expect(opened.json().status).toBe('viewed');

    const second = await send(w.home.advisor.token, 'Przypominam o formularzu KYC.');
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ id: first.json().id, status: 'viewed' });
    const mails = await t.db.mailOutbox.findMany({
      where: { toAddress: 'again@example.test' },
      orderBy: { createdAt: 'asc' },
    });
    expect(mails).toHaveLength(2);
    const newToken = tokenOfLink((mails[1] as (typeof mails)[number]).text);
    expect(newToken).not.toBe(oldToken);
    const old = await t.call({ method: 'GET', url: `/public-api/kyc/investor-request/${oldToken}`, host: w.home.host });
    expect(old.statusCode).toBe(404);
    expect(old.json()).toMatchObject({ label: 'Token is invalid.', code: 'token.not_active' });
    const fresh = await t.call({
      method: 'GET',
      url: `/public-api/kyc/investor-request/${newToken}`,
      host: w.home.host,
    });
    expect(fresh.json().message).toBe('Przypominam o formularzu KYC.');

    // Another advisor's invitation to the same address is a request of its own.
    const other = await send(w.home.outsider.token);
    expect(other.statusCode).toBe(201);
    expect(other.json().id).not.toBe(first.json().id);
    expect(await t.db.onboardingRequest.count({ where: { email: 'again@example.test' } })).toBe(2);
  });

  it('sends a new request when the earlier one is finished', async () => {
    const w = await createAuthorizationWorld(t.db);
    const { request } = await createOnboardingRequest(t.db, w.home.tenantId, {
      email: 'done@example.test',
      sourceAdvisorId: w.home.advisor.advisor.id,
      status: 'finished',
    });
    const response = await t.call({
      method: 'POST',
      url: SEND,
      host: w.home.host,
      token: w.home.advisor.token,
      body: { investorEmail: 'done@example.test', message },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().id).not.toBe(request.id);
  });

  it.each([
    [{ investorEmail: 'not-an-email', message }, 'investorEmail'],
    [{ investorEmail: 'a@example.test', message: 'za krótka' }, 'message'],
    [{ investorEmail: 'a@example.test', message: '          ' }, 'message'],
    [{ message }, 'investorEmail'],
  ])('refuses %j with a violation at %s', async (body, path) => {
    const w = await createAuthorizationWorld(t.db);
    const response = await t.call({ method: 'POST', url: SEND, host: w.home.host, token: w.home.advisor.token, body });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe(errorCodes.validation);
    expect(response.json().violations.map((v: { propertyPath: string }) => v.propertyPath)).toContain(path);
    expect(await t.db.onboardingRequest.count({ where: { tenantId: w.home.tenantId } })).toBe(0);
  });

  it('is for advisor-panel callers only', async () => {
    const w = await createAuthorizationWorld(t.db);
    const body = { investorEmail: 'x@example.test', message };
    expect((await t.call({ method: 'POST', url: SEND, host: w.home.host, body })).statusCode).toBe(401);
    const investor = await t.call({ method: 'POST', url: SEND, host: w.home.host, token: w.home.investor.token, body });
    expect(investor.statusCode).toBe(403);
    const foreign = await t.call({ method: 'POST', url: SEND, host: w.home.host, token: w.foreign.admin.token, body });
    expect(foreign.statusCode).toBe(401);
  });
});

async function listWorld() {
  const w = await createAuthorizationWorld(t.db);
  const day = (d: number) => new Date(Date.UTC(2025, 0, d, 12));
  const make = (sourceAdvisorId: string | null, email: string, d: number, extra = {}) =>
    createOnboardingRequest(t.db, w.home.tenantId, { sourceAdvisorId, email, createdAt: day(d), ...extra });
  const own = await make(w.home.advisor.advisor.id, 'a-own@example.test', 1, { name: 'Zofia Adamska' });
  const networkMember = await make(w.home.subject.advisor.id, 'b-member@example.test', 2, {
    status: 'viewed',
    taxNumber: '5260250274',
  });
  const coordinators = await make(w.home.coordinator.advisor.id, 'c-coord@example.test', 3, { status: 'finished' });
  const outsiders = await make(w.home.outsider.advisor.id, 'd-outsider@example.test', 4, { name: 'Adam Zieliński' });
  const anonymous = await make(null, 'e-none@example.test', 5);
  const foreign = await createOnboardingRequest(t.db, w.foreign.tenantId, {
    sourceAdvisorId: w.foreign.advisor.advisor.id,
  });
  return { w, own, networkMember, coordinators, outsiders, anonymous, foreign };
}

const emailsOf = (response: { json(): unknown }) => (response.json() as { email: string }[]).map((row) => row.email);

describe('GET /api/advisor/kyc/investor-request', () => {
  it('shows each role its scope: own; plus coordinated networks; the whole tenant', async () => {
    const { w } = await listWorld();
    const list = (token: string) => t.call({ method: 'GET', url: `${LIST}?sort=email:asc`, host: w.home.host, token });
    const advisor = await list(w.home.advisor.token);
    expect(emailsOf(advisor)).toEqual(['a-own@example.test']);
    expect(advisor.headers[TOTAL_COUNT_HEADER]).toBe('1');
    expect(emailsOf(await list(w.home.coordinator.token))).toEqual([
      'a-own@example.test',
      'b-member@example.test',
      'c-coord@example.test',
    ]);
    expect(emailsOf(await list(w.home.outsider.token))).toEqual(['d-outsider@example.test']);
    const admin = await list(w.home.admin.token);
    expect(emailsOf(admin)).toEqual([
      'a-own@example.test',
      'b-member@example.test',
      'c-coord@example.test',
      'd-outsider@example.test',
      'e-none@example.test',
    ]);
    expect(admin.headers[TOTAL_COUNT_HEADER]).toBe('5');
    expect(admin.headers['access-control-expose-headers']).toContain(TOTAL_COUNT_HEADER);
    const row = (admin.json() as { email: string }[]).find((r) => r.email === 'd-outsider@example.test');
    expect(row).toMatchObject({ sourceName: 'Adam Doradca', name: 'Adam Zieliński', status: 'sent' });
    expect(JSON.stringify(admin.json())).not.toContain(w.foreign.tenantId);
  });

  it('filters, sorts and pages with x-total-count', async () => {
    const { w } = await listWorld();
    const list = async (query: string) => {
      const response = await t.call({
        method: 'GET',
        url: `${LIST}?${query}`,
        host: w.home.host,
        token: w.home.admin.token,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response;
    };
    expect(emailsOf(await list(''))).toEqual([
      'e-none@example.test',
      'd-outsider@example.test',
      'c-coord@example.test',
      'b-member@example.test',
      'a-own@example.test',
    ]);
    const paged = await list('sort=createdAt:asc&limit=2&offset=1');
    expect(emailsOf(paged)).toEqual(['b-member@example.test', 'c-coord@example.test']);
    expect(paged.headers[TOTAL_COUNT_HEADER]).toBe('5');
    expect(emailsOf(await list('filter[email][like]=OUTSIDER'))).toEqual(['d-outsider@example.test']);
    expect(emailsOf(await list('filter[name][like]=adams'))).toEqual(['a-own@example.test']);
    expect(emailsOf(await list('filter[taxNumber][like]=526'))).toEqual(['b-member@example.test']);
    const byStatus = await list('filter[status][in]=viewed&filter[status][in]=finished&sort=email:asc');
    expect(emailsOf(byStatus)).toEqual(['b-member@example.test', 'c-coord@example.test']);
    expect(byStatus.headers[TOTAL_COUNT_HEADER]).toBe('2');
    expect(
      emailsOf(await list('filter[createdAt][from]=2025-01-02&filter[createdAt][to]=2025-01-03&sort=email:asc')),
    ).toEqual(['b-member@example.test', 'c-coord@example.test']);
    expect(emailsOf(await list('filter[sourceName][like]=doradca'))).toHaveLength(4);
    expect(emailsOf(await list('filter[email][like]=%25'))).toEqual([]);
    expect(emailsOf(await list('sort=name:asc')).slice(0, 2)).toEqual([
      'd-outsider@example.test',
      'a-own@example.test',
    ]);
    expect(emailsOf(await list('sort=sourceName:asc,email:asc')).at(-1)).toBe('e-none@example.test');
  });

  it('refuses a malformed query with violations', async () => {
    const { w } = await listWorld();
    for (const query of [
      'sort=nope:asc',
      'filter[status][in]=lost',
      'limit=-1',
      'filter[createdAt][from]=2025-13-01',
    ]) {
      const response = await t.call({
        method: 'GET',
        url: `${LIST}?${query}`,
        host: w.home.host,
        token: w.home.admin.token,
      });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().violations.length, query).toBeGreaterThan(0);
    }
  });
});

describe('GET /api/advisor/kyc/investor-request/:id', () => {
  it('previews a request in scope with its client and latest KYC version', async () => {
    const { w, own, outsiders, foreign } = await listWorld();
    await t.db.kycSubmission.createMany({
      data: [
        { onboardingRequestId: own.request.id, version: 1, data: { sanctions: {} } },
        { onboardingRequestId: own.request.id, version: 2, data: { sanctions: {}, fatcaCrs: {} } },
      ],
    });
    const preview = await t.call({
      method: 'GET',
      url: `${LIST}/${own.request.id}`,
      host: w.home.host,
      token: w.home.advisor.token,
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({
      id: own.request.id,
      message: 'Proszę o wypełnienie formularza KYC.',
      investorType: null,
      company: null,
      kyc: { version: 2, submitted: false, data: { sanctions: {}, fatcaCrs: {} } },
    });
    expect(preview.json().kyc.missingSections).toEqual([
      'investorInformation',
      'taxStatus',
      'investmentDetails',
      'investorStatus',
      'bankAccounts',
    ]);
    for (const [id, token] of [
      [outsiders.request.id, w.home.advisor.token],
      [foreign.request.id, w.home.admin.token],
    ] as const) {
      const response = await t.call({ method: 'GET', url: `${LIST}/${id}`, host: w.home.host, token });
      expect(response.statusCode).toBe(404);
    }
    const coordinator = await t.call({
      method: 'GET',
      url: `${LIST}/${own.request.id}`,
      host: w.home.host,
      token: w.home.coordinator.token,
    });
    expect(coordinator.statusCode).toBe(200);
  });
});

describe('GET /api/onboarding/kyc/kyc-form-parameters/natural-person', () => {
  it('gives any signed-in caller the industries in the request language', async () => {
    const w: AuthorizationWorld = await createAuthorizationWorld(t.db);
    const url = '/api/onboarding/kyc/kyc-form-parameters/natural-person';
    const pl = await t.call({ method: 'GET', url, host: w.home.host, token: w.home.advisor.token });
    expect(pl.statusCode).toBe(200);
    expect(pl.json().industries).toHaveLength(12);
    expect(pl.json().industries[2]).toEqual({ id: 3, name: 'Budownictwo' });
    const en = await t.call({
      method: 'GET',
      url,
      host: w.home.host,
      token: w.home.investor.token,
      headers: { 'accept-language': 'en' },
    });
    expect(en.json().industries[2]).toEqual({ id: 3, name: 'Construction' });
    expect((await t.call({ method: 'GET', url, host: w.home.host })).statusCode).toBe(401);
  });
});
