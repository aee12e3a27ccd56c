import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { errorBodySchema, errorCodes } from '@wl/shared/errors';
import { identityVerificationAnswerSchema } from '@wl/shared/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashToken, randomToken } from '../core/tokens.ts';
import { SandboxSigningProvider } from '../providers/sandbox-signing.ts';
import {
  createInvestor,
  createTenant,
  createTestApi,
  TEST_JWT_SECRET,
  type TestApi,
  type TestTenant,
} from '../testing/index.ts';
import { accessToken } from '../testing/matrix.ts';

/** Callbacks over real HTTP: the API listens on 127.0.0.1, the tenant's host and (configured) public origin. */
let t: TestApi;
let host: string;
let origin: string;
let tenant: TestTenant;
const sandbox = new SandboxSigningProvider({ secret: TEST_JWT_SECRET, db: () => t.db });
beforeAll(async () => {
  t = await createTestApi({ signing: sandbox });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  host = `127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  origin = `http://${host}`;
  tenant = await createTenant(t.db, { host: '127.0.0.1', publicOrigin: `http://${host}` });
});

const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

async function investorWithRequest(status: 'sent' | 'finished' = 'sent') {
  const investor = await createInvestor(t.db, tenant.tenantId);
  const request = await t.db.onboardingRequest.create({
    data: { tenantId: tenant.tenantId, email: investor.email, tokenHash: hashToken(randomToken()), status },
  });
  const token = await accessToken(t.db, investor.user, tenant.tenantId, 'investor-panel');
  return { investor, request, token, url: `/investor-api/onboarding/request/${request.id}/identity` };
}

const page = (verificationUrl: string, userAgent: string) =>
  t.call({ method: 'GET', url: new URL(verificationUrl).pathname, host, headers: { 'user-agent': userAgent } });

async function decide(verificationUrl: string, action: 'verify' | 'fail', userAgent = PHONE) {
  const html = (await page(verificationUrl, PHONE)).body;
  const nonce = html.match(/name="nonce" value="([^"]+)"/)?.[1] ?? '';
  return t.app.inject({
    method: 'POST',
    url: `${new URL(verificationUrl).pathname}/${action}`,
    headers: { host, 'content-type': 'application/x-www-form-urlencoded', 'user-agent': userAgent },
    payload: new URLSearchParams({ nonce }).toString(),
  });
}

function refusal(response: { statusCode: number; json(): unknown }, status: number, code: string) {
  expect(response.statusCode, JSON.stringify(response.json())).toBe(status);
  expect(errorBodySchema.strict().parse(response.json()).code).toBe(code);
}

describe('identity verification of an onboarding request', () => {
  it('starts once, shows a QR code on a desktop and buttons on a phone, and ends verified', async () => {
    const w = await investorWithRequest();
    refusal(await t.call({ method: 'GET', url: w.url, host, token: w.token }), 404, errorCodes.notFound);

    const started = await t.call({ method: 'POST', url: w.url, host, token: w.token });
    expect(started.statusCode, started.body).toBe(200);
    const answer = identityVerificationAnswerSchema.parse(started.json());
    expect(answer.status).toBe('pending');
    expect(answer.verificationUrl).toMatch(new RegExp(`^${origin}/sandbox/identity/sbx-identity-`));
    // A second start answers the pending one.
    expect((await t.call({ method: 'POST', url: w.url, host, token: w.token })).json()).toEqual(answer);
    expect((await t.call({ method: 'GET', url: w.url, host, token: w.token })).json()).toEqual(answer);

    const desktop = await page(answer.verificationUrl, DESKTOP);
    expect(desktop.statusCode).toBe(200);
    expect(desktop.body).toContain('Otwórz tę stronę na telefonie');
    expect(desktop.body).toMatch(/<img src="data:image\/png;base64,/);
    expect(desktop.body).not.toContain('<form');
    expect(desktop.body).not.toContain('<button');
    // Nor can a desktop browser decide by posting the form itself.
    expect((await decide(answer.verificationUrl, 'verify', DESKTOP)).statusCode).toBe(403);

    const phone = await page(answer.verificationUrl, PHONE);
    expect(phone.body).toContain('/verify');
    expect(phone.body).toContain('/fail');
    expect(phone.body).not.toContain('<img');

    const verified = await decide(answer.verificationUrl, 'verify');
    expect(verified.statusCode, verified.body).toBe(303);
    expect(verified.headers.location).toBe(`${origin}/identity-confirmed?request=${w.request.id}`);
    const after = await t.call({ method: 'GET', url: w.url, host, token: w.token });
    expect(after.json()).toEqual({ status: 'verified', verificationUrl: answer.verificationUrl });
    // Verified stays verified: no new verification starts.
    expect((await t.call({ method: 'POST', url: w.url, host, token: w.token })).json()).toMatchObject({
      status: 'verified',
    });
    expect(await t.db.identityVerification.count({ where: { onboardingRequestId: w.request.id } })).toBe(1);
    expect((await page(answer.verificationUrl, PHONE)).body).toContain('Tożsamość została potwierdzona.');
  });

  it('after a failed verification a new one may start', async () => {
    const w = await investorWithRequest();
    const first = identityVerificationAnswerSchema.parse(
      (await t.call({ method: 'POST', url: w.url, host, token: w.token })).json(),
    );
    expect((await decide(first.verificationUrl, 'fail')).statusCode).toBe(303);
    expect((await t.call({ method: 'GET', url: w.url, host, token: w.token })).json()).toMatchObject({
      status: 'failed',
    });
    const second = identityVerificationAnswerSchema.parse(
      (await t.call({ method: 'POST', url: w.url, host, token: w.token })).json(),
    );
    expect(second.status).toBe('pending');
    expect(second.verificationUrl).not.toBe(first.verificationUrl);
  });

  it('is a 404 for another investor’s request and a 409 for a finished one', async () => {
    const w = await investorWithRequest();
    const other = await investorWithRequest();
    refusal(await t.call({ method: 'POST', url: w.url, host, token: other.token }), 404, errorCodes.notFound);
    refusal(await t.call({ method: 'GET', url: w.url, host, token: other.token }), 404, errorCodes.notFound);
    refusal(
      await t.call({
        method: 'POST',
        url: `/investor-api/onboarding/request/${randomUUID()}/identity`,
        host,
        token: w.token,
      }),
      404,
      errorCodes.notFound,
    );
    const finished = await investorWithRequest('finished');
    refusal(
      await t.call({ method: 'POST', url: finished.url, host, token: finished.token }),
      409,
      errorCodes.formAlreadySent,
    );
  });

  it('needs a signed-in investor on an open panel', async () => {
    const w = await investorWithRequest();
    expect((await t.call({ method: 'POST', url: w.url, host })).statusCode).toBe(401);
  });

  it('a replayed identity callback is refused and a final status is kept', async () => {
    const w = await investorWithRequest();
    await t.call({ method: 'POST', url: w.url, host, token: w.token });
    const row = await t.db.identityVerification.findFirstOrThrow({ where: { onboardingRequestId: w.request.id } });
    const { callbackKey, signCallback, SIGNATURE_HEADER } = await import('../providers/sandbox-callback-signature.ts');
    const key = callbackKey(TEST_JWT_SECRET);
    const post = (status: string, eventId = randomUUID()) => {
      const body = JSON.stringify({
        eventId,
        kind: 'identity',
        providerRef: row.providerRef,
        status,
        occurredAt: new Date().toISOString(),
      });
      return t.app.inject({
        method: 'POST',
        url: '/provider-api/e-signature/callback',
        headers: { host, 'content-type': 'application/json', [SIGNATURE_HEADER]: signCallback(key, body) },
        payload: body,
      });
    };
    const eventId = randomUUID();
    expect((await post('verified', eventId)).json()).toEqual({ applied: true });
    refusal(await post('verified', eventId), 409, errorCodes.providerCallbackReplayed);
    expect((await post('failed')).json()).toEqual({ applied: false });
    expect((await t.db.identityVerification.findUniqueOrThrow({ where: { id: row.id } })).status).toBe('verified');
  });
});
