import type { Database } from '@wl/db';
import { kycDataFixture } from '@wl/shared/demo';
import { errorBodySchema, errorCodes } from '@wl/shared/errors';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OneTimePurpose } from './auth/services/one-time-tokens.ts';
import { hashToken, randomToken } from './core/tokens.ts';
import { saveFile } from './files/save-file.ts';
import { type ApiCall, createInvestor, createTenant, createTestApi, type TestApi } from './testing/index.ts';
import { accessToken, addAdvisor, expiredAccessToken } from './testing/matrix.ts';
import { createOnboardingRequest } from './testing/onboarding-factories.ts';
import { createCampaignWithProduct, createOffer } from './testing/public-factories.ts';
import { fileUpload, tinyPdf } from './testing/upload-fixtures.ts';

/**
 * Public tokens (issue #9): every endpoint whose credential is a token of a link — the offer of a
 * campaign link, the KYC form of an invitation, the investor's login link, activation and
 * password-reset links, the redirect token of a context change — called with a guessed token of
 * the right shape, a token whose flow has finished (reuse), an expired token and a token of
 * another tenant on this tenant's host. Each answers its refusal with the error body of spec §8,
 * leaks nothing of the offer, request or user behind a token, and writes nothing.
 *
 * The last test fails while the OpenAPI document has a public path with a token that has no row.
 */

type Scenario = 'guessed' | 'reused' | 'expired' | 'foreign';
const scenarios: Scenario[] = ['guessed', 'reused', 'expired', 'foreign'];

/** The tokens of one kind of link: a working one per tenant, one whose flow finished, one expired. */
interface Tokens {
  valid: string;
  finished: string;
  /** Null where this kind of link does not expire. */
  expired: string | null;
  foreign: string;
}

interface World {
  home: { tenantId: string; host: string };
  foreign: { tenantId: string; host: string };
  offer: Tokens;
  kyc: Tokens;
  investorLogin: Tokens;
  activation: Tokens;
  passwordReset: Tokens;
  contextChange: Tokens;
  /** A payment confirmation of the home offer, and a KYC document of the home request. */
  offerFileId: string;
  kycDocumentId: string;
  /** What no refusal on the home host may show. */
  secrets: string[];
}

type TokenKind = 'offer' | 'kyc' | 'investorLogin' | 'activation' | 'passwordReset' | 'contextChange';
/** The status a scenario must get (and its error code), or `open` when the link still works by design. */
type Outcome = { status: number; code: string | null } | 'open' | 'n/a';

interface Row {
  endpoint: string;
  kind: TokenKind;
  request: (token: string, w: World) => Omit<ApiCall, 'host'>;
  expect: Record<Scenario, Outcome>;
}

const invalidOffer = { status: 404, code: errorCodes.tokenNotActive };
const invalidLink = { status: 401, code: errorCodes.tokenNotActive };
const outOfDate = { status: 409, code: null };
const pw = { password: 'N3w!Passw0rd-long', passwordConfirmation: 'N3w!Passw0rd-long' };
const consents = { consent2: true, consent3: true };

// An expired link (issue #15, finding 8, decision 033) is the spec's "token no longer active" on every
// endpoint: an offer's past its campaign's end and the grace days, a KYC link past its days.
const offerRow = (endpoint: string, request: Row['request'], reused: Outcome): Row => ({
  endpoint,
  kind: 'offer',
  request,
  expect: { guessed: invalidOffer, reused, expired: invalidOffer, foreign: invalidOffer },
});

const kycRow = (endpoint: string, request: Row['request'], reused: Outcome): Row => ({
  endpoint,
  kind: 'kyc',
  request,
  expect: { guessed: invalidOffer, reused, expired: invalidOffer, foreign: invalidOffer },
});

const linkRow = (endpoint: string, kind: TokenKind, request: Row['request']): Row => ({
  endpoint,
  kind,
  request,
  expect: { guessed: invalidLink, reused: invalidLink, expired: invalidLink, foreign: invalidLink },
});

const checkedLink = { status: 404, code: errorCodes.tokenNotActive };
const checkRow = (endpoint: string, kind: TokenKind, request: Row['request']): Row => ({
  endpoint,
  kind,
  request,
  expect: { guessed: checkedLink, reused: checkedLink, expired: checkedLink, foreign: checkedLink },
});

const offerPath = (token: string) => `/public-api/campaign-offer/${encodeURIComponent(token)}`;
const kycPath = (token: string) => `/public-api/kyc/investor-request/${encodeURIComponent(token)}`;

const rows: Row[] = [
  // An accepted offer stays readable by its link (the investor comes back to it); it cannot be acted on again.
  offerRow('GET /public-api/campaign-offer/{token}', (token) => ({ method: 'GET', url: offerPath(token) }), 'open'),
  offerRow(
    'PATCH /public-api/campaign-offer/{token}/interest',
    (token) => ({ method: 'PATCH', url: `${offerPath(token)}/interest` }),
    outOfDate,
  ),
  // The finished offer was accepted with 10 000: the same acceptance again is the retry of a lost
  // answer (answered alike, writing nothing); another amount is out of date.
  offerRow(
    'PATCH /public-api/campaign-offer/{token}/accept',
    (token) => ({ method: 'PATCH', url: `${offerPath(token)}/accept`, body: { amount: '20000', ...consents } }),
    outOfDate,
  ),
  // Its agreement is not signed yet: there is no signed agreement to download.
  offerRow(
    'GET /public-api/campaign-offer/{token}/agreement',
    (token) => ({ method: 'GET', url: `${offerPath(token)}/agreement` }),
    outOfDate,
  ),
  // The accepted offer's agreement is not signed: its investor may still say no by the link.
  offerRow(
    'PATCH /public-api/campaign-offer/{token}/decline',
    (token) => ({ method: 'PATCH', url: `${offerPath(token)}/decline` }),
    'open',
  ),
  // A new signing only follows a refused agreement (decision 053); this one's is still open.
  offerRow(
    'POST /public-api/campaign-offer/{token}/contract',
    (token) => ({ method: 'POST', url: `${offerPath(token)}/contract` }),
    outOfDate,
  ),
  // Payment confirmations are sent after acceptance: that is when the link is for them.
  offerRow(
    'POST /public-api/campaign-offer/{token}/upload',
    (token) => {
      const body = fileUpload('potwierdzenie.pdf', tinyPdf());
      return { method: 'POST', url: `${offerPath(token)}/upload`, headers: body.headers, rawPayload: body.payload };
    },
    'open',
  ),
  offerRow(
    'GET /public-api/campaign-offer/{token}/files/{fileId}',
    (token, w) => ({ method: 'GET', url: `${offerPath(token)}/files/${w.offerFileId}` }),
    { status: 404, code: null },
  ),
  offerRow(
    'POST /public-api/campaign-offer/{token}/pdf',
    (token) => ({ method: 'POST', url: `${offerPath(token)}/pdf`, body: {} }),
    'open',
  ),
  // The submitted data of a finished request stays readable by its link (the portal's preview).
  kycRow(
    'GET /public-api/kyc/investor-request/preview/{token}',
    (token) => ({ method: 'GET', url: `/public-api/kyc/investor-request/preview/${encodeURIComponent(token)}` }),
    'open',
  ),
  kycRow(
    'GET /public-api/kyc/investor-request/{token}',
    (token) => ({ method: 'GET', url: kycPath(token) }),
    outOfDate,
  ),
  kycRow(
    'PUT /public-api/kyc/investor-request/{token}/submit',
    (token) => ({ method: 'PUT', url: `${kycPath(token)}/submit`, body: kycDataFixture() }),
    outOfDate,
  ),
  kycRow(
    'POST /public-api/kyc/investor-request/{token}/documents',
    (token) => {
      const body = fileUpload('wyciag.pdf', tinyPdf());
      return { method: 'POST', url: `${kycPath(token)}/documents`, headers: body.headers, rawPayload: body.payload };
    },
    outOfDate,
  ),
  kycRow(
    'GET /public-api/kyc/investor-request/{token}/documents/{documentId}',
    (token, w) => ({ method: 'GET', url: `${kycPath(token)}/documents/${w.kycDocumentId}` }),
    { status: 404, code: null },
  ),
  linkRow('POST /auth/login-investor', 'investorLogin', (token) => ({
    method: 'POST',
    url: '/auth/login-investor',
    body: { token },
  })),
  linkRow('POST /auth/activate', 'activation', (token) => ({
    method: 'POST',
    url: '/auth/activate',
    body: { token, ...pw },
  })),
  linkRow('POST /auth/activate-from-email', 'activation', (token) => ({
    method: 'POST',
    url: '/auth/activate-from-email',
    body: { token, ...pw },
  })),
  linkRow('POST /auth/password/set', 'passwordReset', (token) => ({
    method: 'POST',
    url: '/auth/password/set',
    body: { token, ...pw },
  })),
  // The checks of a link when its page opens (decision 067): 404, like the offer and KYC links, so a
  // check never ends the session of whoever is signed in on that browser.
  checkRow('POST /auth/activate/check', 'activation', (token) => ({
    method: 'POST',
    url: '/auth/activate/check',
    body: { token },
  })),
  checkRow('POST /auth/password/check', 'passwordReset', (token) => ({
    method: 'POST',
    url: '/auth/password/check',
    body: { token },
  })),
  {
    endpoint: 'PATCH /auth/change-context',
    kind: 'contextChange',
    request: (token) => ({ method: 'PATCH', url: '/auth/change-context', body: { token } }),
    // An access token is not single-use: "reuse" is the same as a valid one, and works.
    expect: {
      guessed: invalidLink,
      reused: 'n/a',
      expired: { status: 401, code: null },
      foreign: { status: 401, code: null },
    },
  },
];

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});

async function oneTimeToken(
  db: Database,
  purpose: OneTimePurpose,
  userId: string,
  tenantId: string,
  state: { used?: boolean; expired?: boolean } = {},
) {
  const token = randomToken();
  const now = Date.now();
  await db.oneTimeToken.create({
    data: {
      purpose,
      tokenHash: hashToken(token),
      userId,
      tenantId,
      expiresAt: new Date(state.expired ? now - 60_000 : now + 3600_000),
      usedAt: state.used ? new Date(now - 120_000) : null,
    },
  });
  return token;
}

async function tenantTokens(tenantId: string) {
  const db = t.db;
  const open = await createCampaignWithProduct(db, tenantId);
  // Ended longer ago than the offer links' grace days (default 30): its links have expired.
  const ended = await createCampaignWithProduct(db, tenantId, { startDays: -90, endDays: -45 });
  const offer = await createOffer(db, tenantId, open);
  const accepted = await createOffer(db, tenantId, open, { status: 'accepted', investmentValue: '10000' });
  const lapsed = await createOffer(db, tenantId, ended);
  const kyc = await createOnboardingRequest(db, tenantId, { status: 'sent' });
  const kycExpired = await createOnboardingRequest(db, tenantId, {
    status: 'sent',
    linkExpiresAt: new Date(Date.now() - 60_000),
  });
  const kycFinished = await createOnboardingRequest(db, tenantId, {
    status: 'finished',
    versions: [{ data: kycDataFixture(), submitted: true }],
  });
  const investor = await createInvestor(db, tenantId);
  const initial = await addAdvisor(db, tenantId, { status: 'initial' });
  const active = await addAdvisor(db, tenantId, { role: 'admin' });
  const links = async (purpose: OneTimePurpose, userId: string) => ({
    valid: await oneTimeToken(db, purpose, userId, tenantId),
    finished: await oneTimeToken(db, purpose, userId, tenantId, { used: true }),
    expired: await oneTimeToken(db, purpose, userId, tenantId, { expired: true }),
  });
  return {
    offer: { valid: offer.token, finished: accepted.token, expired: lapsed.token, offerId: offer.offer.id },
    kyc: { valid: kyc.token, finished: kycFinished.token, expired: kycExpired.token, requestId: kyc.request.id },
    investorLogin: await links('investor_login', investor.user.id),
    activation: await links('activation', initial.user.id),
    passwordReset: await links('password_reset', active.user.id),
    contextChange: {
      valid: await accessToken(t.db, active.user, tenantId),
      finished: await accessToken(t.db, active.user, tenantId),
      expired: await expiredAccessToken(active.user, tenantId),
    },
    secrets: [
      tenantId,
      offer.offer.id,
      accepted.offer.id,
      lapsed.offer.id,
      open.campaign.id,
      open.product.code,
      kyc.request.id,
      kyc.request.email,
      kycFinished.request.email,
      investor.email,
      initial.email,
      active.email,
      'Obligacje Testowe',
    ],
  };
}

async function createWorld(): Promise<World> {
  const home = await createTenant(t.db);
  const foreign = await createTenant(t.db);
  const h = await tenantTokens(home.tenantId);
  const f = await tenantTokens(foreign.tenantId);
  const pdf = (tenantId: string) =>
    saveFile(t.db, t.storage, {
      tenantId,
      fileName: 'plik.pdf',
      contentType: 'application/pdf',
      bytes: tinyPdf(),
      uploadedByUserId: null,
    });
  const offerFile = await pdf(home.tenantId);
  await t.db.offerPaymentConfirmation.create({ data: { offerId: h.offer.offerId, fileId: offerFile.id } });
  const kycFile = await pdf(home.tenantId);
  const kycDocument = await t.db.document.create({
    data: { tenantId: home.tenantId, fileId: kycFile.id, onboardingRequestId: h.kyc.requestId },
  });
  const kinds = ['offer', 'kyc', 'investorLogin', 'activation', 'passwordReset', 'contextChange'] as const;
  const tokens = Object.fromEntries(kinds.map((kind) => [kind, { ...h[kind], foreign: f[kind].valid }])) as Record<
    TokenKind,
    Tokens
  >;
  return {
    home,
    foreign,
    ...tokens,
    offerFileId: offerFile.id,
    kycDocumentId: kycDocument.id,
    // The home tenant's own data may appear only where a link works; the foreign tenant's never.
    secrets: [...h.secrets, ...f.secrets],
  };
}

function tokenOf(w: World, kind: TokenKind, scenario: Scenario): string | null {
  const tokens = w[kind];
  switch (scenario) {
    case 'guessed':
      return randomToken();
    case 'reused':
      return tokens.finished;
    case 'expired':
      return tokens.expired;
    case 'foreign':
      return tokens.foreign;
  }
}

/**
 * Everything a public-token flow writes, as one comparable value. The audit log is checked on
 * its own: a refused login link is recorded as `login.failed` by design (ASVS V7.2).
 */
async function snapshot() {
  const db = t.db;
  return JSON.stringify(
    await Promise.all([
      db.offer.findMany({
        select: { id: true, status: true, investmentValue: true, consentsAcceptedAt: true },
        orderBy: { id: 'asc' },
      }),
      db.offerStatusChange.count(),
      db.offerPaymentConfirmation.count(),
      db.onboardingRequest.findMany({ select: { id: true, status: true, name: true }, orderBy: { id: 'asc' } }),
      db.kycSubmission.count(),
      db.document.count(),
      db.storedFile.count(),
      db.oneTimeToken.findMany({ select: { id: true, usedAt: true }, orderBy: { id: 'asc' } }),
      db.refreshToken.count(),
      db.user.findMany({ select: { id: true, passwordHash: true }, orderBy: { id: 'asc' } }),
      db.advisor.findMany({ select: { id: true, status: true }, orderBy: { id: 'asc' } }),
      db.contract.count(),
      db.mailOutbox.count(),
    ]),
  );
}

describe.each(rows)('$endpoint', (row) => {
  it.each(scenarios)('with a %s token', async (scenario) => {
    const outcome = row.expect[scenario];
    const w = await createWorld();
    const token = tokenOf(w, row.kind, scenario);
    if (outcome === 'n/a' || token === null) {
      expect(outcome, `${row.endpoint}: a ${scenario} token exists but the row says n/a`).toBe('n/a');
      return;
    }
    const request = row.request(token, w);
    const before = await snapshot();
    const auditedBefore = new Set((await t.db.auditLog.findMany({ select: { id: true } })).map((entry) => entry.id));
    const { rawPayload, ...call } = request as Omit<ApiCall, 'host'> & { rawPayload?: Buffer };
    const response = rawPayload
      ? await t.app.inject({
          method: call.method,
          url: call.url,
          headers: { host: w.home.host, ...call.headers },
          payload: rawPayload,
        })
      : await t.call({ ...call, host: w.home.host });

    if (outcome === 'open') {
      expect(response.statusCode, response.body).toBeLessThan(300);
      return;
    }
    expect(response.statusCode, response.body).toBe(outcome.status);
    const body = errorBodySchema.strict().parse(response.json());
    if (outcome.code !== null) expect(body.code).toBe(outcome.code);
    expect(body.label).not.toBe('');
    if (scenario !== 'reused' && scenario !== 'expired') {
      // Nothing tells a guessed or another tenant's token apart from each other.
      expect(body.violations).toEqual([]);
    }
    for (const secret of w.secrets) expect(response.body, secret).not.toContain(secret);
    expect(response.body).not.toContain(token);
    expect(await snapshot()).toEqual(before);
    const audited = (await t.db.auditLog.findMany()).filter((entry) => !auditedBefore.has(entry.id));
    for (const entry of audited) {
      expect(entry.event).toMatch(/failed$/);
      expect(JSON.stringify(entry)).not.toContain(token);
    }
  });
});

describe('guessed and foreign tokens', () => {
  it('get the same answer, so a guess learns nothing about other tenants', async () => {
    // The redirect token of a context change is an access token: its holder knows whose it is.
    for (const row of rows.filter((candidate) => candidate.kind !== 'contextChange')) {
      const w = await createWorld();
      const answers = [];
      for (const scenario of ['guessed', 'foreign'] as const) {
        const token = tokenOf(w, row.kind, scenario) as string;
        const { rawPayload, ...call } = row.request(token, w) as Omit<ApiCall, 'host'> & { rawPayload?: Buffer };
        const response = rawPayload
          ? await t.app.inject({
              method: call.method,
              url: call.url,
              headers: { host: w.home.host, ...call.headers },
              payload: rawPayload,
            })
          : await t.call({ ...call, host: w.home.host });
        answers.push({ status: response.statusCode, body: response.json() });
      }
      expect(answers[1], row.endpoint).toEqual(answers[0]);
    }
  });
});

describe('the table', () => {
  it('has a row for every public endpoint that takes a token', async () => {
    const document = (await t.app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { security?: unknown[]; requestBody?: unknown }>>;
    };
    const tokened = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => (operation.security ?? []).length === 0)
        .filter(
          ([, operation]) => path.includes('{token}') || /"token"/.test(JSON.stringify(operation.requestBody ?? {})),
        )
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    const covered = new Set(rows.map((row) => row.endpoint));
    expect(tokened.filter((endpoint) => !covered.has(endpoint))).toEqual([]);
    expect(tokened.length).toBeGreaterThanOrEqual(15);
  });
});
