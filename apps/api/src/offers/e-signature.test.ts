import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { errorBodySchema, errorCodes } from '@wl/shared/errors';
import { campaignOfferSchema } from '@wl/shared/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { LocalFileStorage } from '../files/storage.ts';
import { callbackKey, SIGNATURE_HEADER, signCallback } from '../providers/sandbox-callback-signature.ts';
import { SandboxSigningProvider } from '../providers/sandbox-signing.ts';
import type { SigningProvider } from '../providers/signing-provider.ts';
import { CALLBACK_PATH } from '../providers/signing-provider.ts';
import { createTenant, createTestApi, TEST_JWT_SECRET, type TestApi, type TestTenant } from '../testing/index.ts';
import { createCampaignWithProduct, createOffer } from '../testing/public-factories.ts';
import { fileUpload, tinyPdf } from '../testing/upload-fixtures.ts';
import { startContract } from './services/start-contract.ts';

/**
 * The sandbox's callbacks travel over real HTTP: the API listens on a port of 127.0.0.1 and the
 * tenant's host is 127.0.0.1 with that address as its configured public origin (decision 028), so
 * every callback URL points back at this server.
 */
let t: TestApi;
let host: string;
let origin: string;
let tenant: TestTenant;
const sandbox = new SandboxSigningProvider({ secret: TEST_JWT_SECRET, db: () => t.db });
beforeAll(async () => {
  t = await createTestApi({ signing: sandbox });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  host = `127.0.0.1:${port}`;
  origin = `http://${host}`;
  tenant = await createTenant(t.db, { host: '127.0.0.1', publicOrigin: origin });
});

const consents = { consent2: true, consent3: true };
const key = callbackKey(TEST_JWT_SECRET);

/** An offer of the tenant accepted through the public link (which starts the contract). */
async function acceptedOffer(amount = '125000') {
  const created = await createCampaignWithProduct(t.db, tenant.tenantId);
  const { offer, token } = await createOffer(t.db, tenant.tenantId, created);
  const response = await t.call({
    method: 'PATCH',
    url: `/public-api/campaign-offer/${token}/accept`,
    host,
    body: { amount, ...consents },
  });
  expect(response.statusCode, response.body).toBe(200);
  await sandbox.settled();
  return { offer, token, view: campaignOfferSchema.parse(response.json()) };
}

const contractOf = (offerId: string) =>
  t.db.contract.findFirstOrThrow({ where: { offerId }, orderBy: { createdAt: 'desc' } });
const offerRow = (offerId: string) => t.db.offer.findUniqueOrThrow({ where: { id: offerId } });

async function signingPage(signingUrl: string) {
  const response = await t.call({ method: 'GET', url: new URL(signingUrl).pathname, host });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('text/html');
  return { html: response.body, nonce: response.body.match(/name="nonce" value="([^"]+)"/)?.[1] ?? '' };
}

function postForm(path: string, form: Record<string, string>, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: path,
    headers: { host, 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(form).toString(),
  });
}

function postCallback(body: object, options: { timestamp?: number; signature?: string } = {}) {
  const raw = JSON.stringify(body);
  return t.app.inject({
    method: 'POST',
    url: CALLBACK_PATH,
    headers: {
      host,
      'content-type': 'application/json',
      [SIGNATURE_HEADER]: options.signature ?? signCallback(key, raw, options.timestamp),
    },
    payload: raw,
  });
}

const contractEvent = (providerRef: string, status: string) => ({
  eventId: randomUUID(),
  kind: 'contract',
  providerRef,
  status,
  occurredAt: new Date().toISOString(),
});

function refusal(response: { statusCode: number; json(): unknown }, status: number, code: string) {
  expect(response.statusCode, JSON.stringify(response.json())).toBe(status);
  expect(errorBodySchema.strict().parse(response.json()).code).toBe(code);
}

describe('contract after acceptance', () => {
  it('sends the summary to the provider: the offer shows Processing and the signing page', async () => {
    const { offer, view } = await acceptedOffer();
    expect(view.contractStatus).toBe('Processing');
    expect(view.signingUrl).toMatch(new RegExp(`^${origin}/sandbox/e-signature/sbx-contract-`));
    const contract = await contractOf(offer.id);
    expect(contract).toMatchObject({ status: 'Processing', signingUrl: view.signingUrl });
    expect(contract.documentFileId).not.toBeNull();
    const file = await t.db.storedFile.findUniqueOrThrow({ where: { id: contract.documentFileId as string } });
    expect(file.contentType).toBe('application/pdf');
    // The provider reported Draft and Processing by callback; neither moved the contract back.
    const events = await t.db.contractEvent.findMany({ where: { contractId: contract.id } });
    expect(events.map((event) => event.status).sort()).toEqual(['Draft', 'Processing']);
    // The session of the provider holds the document.
    const session = await t.db.providerSandboxSession.findUniqueOrThrow({ where: { ref: contract.providerRef } });
    expect(session).toMatchObject({ kind: 'contract', status: 'Processing', callbackUrl: `${origin}${CALLBACK_PATH}` });
  });

  it('signing on the page completes the contract by callback and redirects back', async () => {
    const { offer, token, view } = await acceptedOffer();
    const page = await signingPage(view.signingUrl as string);
    expect(page.html).toContain('Irena Inwestor');
    expect(page.html).toContain('/document');
    expect(page.html).toContain('>Podpisz</button>');
    expect(page.html).toContain('>Odrzuć</button>');

    const document = await t.call({
      method: 'GET',
      url: `${new URL(view.signingUrl as string).pathname}/document`,
      host,
    });
    expect(document.headers['content-type']).toBe('application/pdf');
    expect(document.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const signed = await postForm(`${new URL(view.signingUrl as string).pathname}/sign`, { nonce: page.nonce });
    expect(signed.statusCode, signed.body).toBe(303);
    // Back to the offer's own page, the link the investor was sent.
    expect(signed.headers.location).toBe(`${origin}/campaign?token=${token}`);

    expect((await contractOf(offer.id)).status).toBe('Completed');
    const row = await offerRow(offer.id);
    expect(row.contractStatus).toBe('Completed');
    // No payment confirmation yet: the offer stays accepted.
    expect(row.status).toBe('accepted');

    const after = await t.call({ method: 'GET', url: `/public-api/campaign-offer/${token}`, host });
    expect(after.json()).toMatchObject({ contractStatus: 'Completed', signingUrl: null });

    // The signed agreement can be downloaded by the link (issue 19), as the document that was signed.
    const agreement = await t.call({ method: 'GET', url: `/public-api/campaign-offer/${token}/agreement`, host });
    expect(agreement.statusCode).toBe(200);
    expect(agreement.headers['content-type']).toBe('application/pdf');
    expect(agreement.headers['content-disposition']).toContain('umowa-');
    expect(agreement.rawPayload.equals(document.rawPayload)).toBe(true);

    // The page now shows the outcome only; a second decision is refused.
    const final = await signingPage(view.signingUrl as string);
    expect(final.html).toContain('Dokument został podpisany.');
    expect(final.html).not.toContain('<form');
    const again = await postForm(`${new URL(view.signingUrl as string).pathname}/reject`, { nonce: page.nonce });
    expect(again.statusCode).toBe(409);
    expect((await contractOf(offer.id)).status).toBe('Completed');
  });

  it('activates an offer whose payment was confirmed once the contract is signed', async () => {
    const { offer, view } = await acceptedOffer();
    const file = await t.db.storedFile.create({
      data: {
        tenantId: tenant.tenantId,
        storageKey: `${tenant.tenantId}/${randomUUID()}`,
        fileName: 'przelew.pdf',
        contentType: 'application/pdf',
        size: 1,
        sha256: '0'.repeat(64),
      },
    });
    await t.db.offerPaymentConfirmation.create({ data: { offerId: offer.id, fileId: file.id } });
    const page = await signingPage(view.signingUrl as string);
    const signed = await postForm(`${new URL(view.signingUrl as string).pathname}/sign`, { nonce: page.nonce });
    expect(signed.statusCode).toBe(303);
    const row = await offerRow(offer.id);
    expect(row).toMatchObject({ status: 'active', contractStatus: 'Completed' });
    expect(row.agreementDate).not.toBeNull();
  });

  it('rejecting on the page records Rejected', async () => {
    const { offer, view } = await acceptedOffer();
    const path = new URL(view.signingUrl as string).pathname;
    const page = await signingPage(view.signingUrl as string);
    expect((await postForm(`${path}/reject`, { nonce: page.nonce })).statusCode).toBe(303);
    expect((await contractOf(offer.id)).status).toBe('Rejected');
    expect(await offerRow(offer.id)).toMatchObject({ status: 'accepted', contractStatus: 'Rejected' });
    expect((await signingPage(view.signingUrl as string)).html).toContain('Podpisanie dokumentu zostało odrzucone.');
  });

  it('refuses a decision without the page’s nonce', async () => {
    const { offer, view } = await acceptedOffer();
    const response = await postForm(`${new URL(view.signingUrl as string).pathname}/sign`, { nonce: 'forged' });
    expect(response.statusCode).toBe(403);
    expect((await contractOf(offer.id)).status).toBe('Processing');
  });

  it('answers an unknown session with a 404 page', async () => {
    const response = await t.call({ method: 'GET', url: `/sandbox/e-signature/sbx-contract-${randomUUID()}`, host });
    expect(response.statusCode).toBe(404);
  });
});

describe('POST /provider-api/e-signature/callback', () => {
  it('refuses a replayed event with 409, also when both arrive at once', async () => {
    const { offer } = await acceptedOffer();
    const { providerRef } = await contractOf(offer.id);
    const event = contractEvent(providerRef, 'Withdrawing');
    const first = await postCallback(event);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ applied: true });
    refusal(await postCallback(event), 409, errorCodes.providerCallbackReplayed);

    const concurrent = contractEvent(providerRef, 'Withdrawn');
    const answers = await Promise.all([postCallback(concurrent), postCallback(concurrent)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await offerRow(offer.id)).toMatchObject({ contractStatus: 'Withdrawn' });
  });

  it('refuses a bad signature, a stale timestamp and a malformed body with 401', async () => {
    const { offer } = await acceptedOffer();
    const { providerRef } = await contractOf(offer.id);
    const event = contractEvent(providerRef, 'Completed');
    refusal(
      await postCallback(event, { signature: `t=${Math.floor(Date.now() / 1000)},v1=${'ab'.repeat(32)}` }),
      401,
      errorCodes.providerCallbackInvalid,
    );
    refusal(
      await postCallback(event, {
        signature: signCallback(callbackKey('another-secret-of-at-least-32-chars!!'), JSON.stringify(event)),
      }),
      401,
      errorCodes.providerCallbackInvalid,
    );
    refusal(
      await postCallback(event, { timestamp: Math.floor(Date.now() / 1000) - 6 * 60 }),
      401,
      errorCodes.providerCallbackInvalid,
    );
    refusal(await postCallback({ ...event, status: 'Signed' }), 401, errorCodes.providerCallbackInvalid);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: CALLBACK_PATH,
      headers: { host, 'content-type': 'application/json' },
      payload: JSON.stringify(event),
    });
    refusal(unsigned, 401, errorCodes.providerCallbackInvalid);
    expect((await contractOf(offer.id)).status).toBe('Processing');
  });

  it('answers an unknown reference with 404', async () => {
    refusal(await postCallback(contractEvent(`sbx-contract-${randomUUID()}`, 'Completed')), 404, errorCodes.notFound);
  });

  it('never moves a final status: a later event is recorded but not applied', async () => {
    const { offer } = await acceptedOffer();
    const contract = await contractOf(offer.id);
    expect((await postCallback(contractEvent(contract.providerRef, 'Completed'))).json()).toEqual({ applied: true });
    for (const status of ['Processing', 'Rejected', 'Error']) {
      const response = await postCallback(contractEvent(contract.providerRef, status));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ applied: false });
    }
    expect((await contractOf(offer.id)).status).toBe('Completed');
    expect((await offerRow(offer.id)).contractStatus).toBe('Completed');
    expect(await t.db.contractEvent.count({ where: { contractId: contract.id } })).toBe(6);
  });

  it('does not move a contract back to an earlier step', async () => {
    const { offer } = await acceptedOffer();
    const contract = await contractOf(offer.id);
    expect((await postCallback(contractEvent(contract.providerRef, 'Draft'))).json()).toEqual({ applied: false });
    expect((await contractOf(offer.id)).status).toBe('Processing');
  });
});

describe('startContract', () => {
  const failing: SigningProvider = {
    name: 'down',
    createContract: () => Promise.reject(new Error('provider unreachable')),
    withdrawContract: () => Promise.reject(new Error('provider unreachable')),
    startIdentityVerification: () => Promise.reject(new Error('provider unreachable')),
    verifyCallback: () => null,
  };

  it('records a provider failure as Error without failing, and a later start tries again', async () => {
    const created = await createCampaignWithProduct(t.db, tenant.tenantId);
    const { offer } = await createOffer(t.db, tenant.tenantId, created, {
      status: 'accepted',
      investmentValue: '20000',
    });
    const errors: unknown[] = [];
    const context = {
      db: t.db,
      storage: new LocalFileStorage(mkdtempSync(join(tmpdir(), 'wl-contract-'))),
      signing: failing,
      tenant: {
        tenantId: tenant.tenantId,
        host: '127.0.0.1',
        origin,
        language: 'pl' as const,
        branding: (await import('@wl/db')).builtInDefaultBranding,
      },
      language: 'pl' as const,
      log: { error: (...args: unknown[]) => errors.push(args), warn: () => undefined },
    };
    await startContract(context, offer.id);
    expect(errors).toHaveLength(1);
    expect(String((errors[0] as [{ err: Error }])[0].err.message)).toBe('provider unreachable');
    expect((await contractOf(offer.id)).status).toBe('Error');
    expect((await offerRow(offer.id)).contractStatus).toBe('Error');

    await startContract({ ...context, signing: sandbox }, offer.id);
    await sandbox.settled();
    expect((await contractOf(offer.id)).status).toBe('Processing');
    // An open contract gets no second one.
    await startContract({ ...context, signing: sandbox }, offer.id);
    expect(await t.db.contract.count({ where: { offerId: offer.id } })).toBe(2);
    expect((await offerRow(offer.id)).contractStatus).toBe('Processing');
  });
});

describe('after a refused signature (decision 053)', () => {
  async function rejectedOffer() {
    const accepted = await acceptedOffer();
    const path = new URL(accepted.view.signingUrl as string).pathname;
    const page = await signingPage(accepted.view.signingUrl as string);
    expect((await postForm(`${path}/reject`, { nonce: page.nonce })).statusCode).toBe(303);
    return accepted;
  }

  const uploadTo = (token: string) => {
    const { payload, headers } = fileUpload('przelew.pdf', tinyPdf());
    return t.app.inject({
      method: 'POST',
      url: `/public-api/campaign-offer/${token}/upload`,
      headers: { host, ...headers },
      payload,
    });
  };

  it('refuses a payment confirmation until the agreement is signed again', async () => {
    const { offer, token } = await rejectedOffer();
    const refused = await uploadTo(token);
    expect(refused.statusCode).toBe(409);
    expect(errorBodySchema.parse(refused.json())).toMatchObject({
      code: 'offer.agreement_not_signed',
      label: 'Umowa nie została podpisana: podpisz ją, zanim dodasz potwierdzenie płatności.',
    });
    expect(await t.db.offerPaymentConfirmation.count({ where: { offerId: offer.id } })).toBe(0);
  });

  it('starts a new signing: a second agreement with its own link, which can be signed', async () => {
    const { offer, token, view } = await rejectedOffer();
    // Refused: nothing signed to download.
    const unsigned = await t.call({ method: 'GET', url: `/public-api/campaign-offer/${token}/agreement`, host });
    expect(unsigned.statusCode).toBe(409);
    expect(errorBodySchema.parse(unsigned.json()).code).toBe(errorCodes.contractNotAvailable);
    const again = await t.call({ method: 'POST', url: `/public-api/campaign-offer/${token}/contract`, host });
    expect(again.statusCode, again.body).toBe(200);
    await sandbox.settled();
    const now = campaignOfferSchema.parse(
      (await t.call({ method: 'GET', url: `/public-api/campaign-offer/${token}`, host })).json(),
    );
    expect(now.status).toBe('accepted');
    expect(now.contractStatus).toBe('Processing');
    expect(now.signingUrl).not.toBe(view.signingUrl);
    expect(await t.db.contract.count({ where: { offerId: offer.id } })).toBe(2);
    // While the new agreement waits for its signature, the investor may pay again…
    expect((await uploadTo(token)).statusCode).toBe(200);
    // …and asking for yet another signing is out of date.
    const open = await t.call({ method: 'POST', url: `/public-api/campaign-offer/${token}/contract`, host });
    expect(open.statusCode).toBe(409);
    expect(errorBodySchema.parse(open.json()).code).toBe(errorCodes.offerOutOfDate);

    const page = await signingPage(now.signingUrl as string);
    const signed = await postForm(`${new URL(now.signingUrl as string).pathname}/sign`, { nonce: page.nonce });
    expect(signed.statusCode).toBe(303);
    // Signed and paid: the investment is active.
    expect(await offerRow(offer.id)).toMatchObject({ status: 'active', contractStatus: 'Completed' });
    const afterSigned = await t.call({ method: 'POST', url: `/public-api/campaign-offer/${token}/contract`, host });
    expect(afterSigned.statusCode).toBe(409);
  });

  it('starts one agreement when two requests come at once', async () => {
    const { offer, token } = await rejectedOffer();
    const answers = await Promise.all(
      [1, 2].map(() => t.call({ method: 'POST', url: `/public-api/campaign-offer/${token}/contract`, host })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    await sandbox.settled();
    expect(await t.db.contract.count({ where: { offerId: offer.id } })).toBe(2);
  });

  it('refuses a new signing of an offer whose agreement is still open, or that is not accepted', async () => {
    const { token } = await acceptedOffer();
    const open = await t.call({ method: 'POST', url: `/public-api/campaign-offer/${token}/contract`, host });
    expect(open.statusCode).toBe(409);
    const created = await createCampaignWithProduct(t.db, tenant.tenantId);
    const invited = await createOffer(t.db, tenant.tenantId, created);
    const early = await t.call({ method: 'POST', url: `/public-api/campaign-offer/${invited.token}/contract`, host });
    expect(early.statusCode).toBe(409);
    const unknown = await t.call({ method: 'POST', url: '/public-api/campaign-offer/no-such-token/contract', host });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('payment instructions (decision 061)', () => {
  it('sends the campaign’s payment account and the subscription’s time with the offer', async () => {
    const { offer, token } = await acceptedOffer();
    const payment = { accountHolder: 'Demo Emitent S.A.', iban: 'PL61109010140000071219812874', deadlineDays: 7 };
    const row = await offerRow(offer.id);
    const campaign = await t.db.campaign.findUniqueOrThrow({ where: { id: row.campaignId } });
    await t.db.campaign.update({
      where: { id: campaign.id },
      data: { data: { ...(campaign.data as object), payment } },
    });
    const response = await t.call({ method: 'GET', url: `/public-api/campaign-offer/${token}`, host });
    expect(response.statusCode, response.body).toBe(200);
    const view = campaignOfferSchema.parse(response.json());
    expect(view.campaign.data.payment).toEqual(payment);
    expect(view.acceptedAt).toBe(row.consentsAcceptedAt?.toISOString());
  });
});

describe('declining an offer', () => {
  it('declines an accepted offer and withdraws its agreement at the provider', async () => {
    const { offer, token, view } = await acceptedOffer();
    const declined = await t.call({ method: 'PATCH', url: `/public-api/campaign-offer/${token}/decline`, host });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(campaignOfferSchema.parse(declined.json()).status).toBe('declined');
    await sandbox.settled();
    expect(await offerRow(offer.id)).toMatchObject({ status: 'declined', contractStatus: 'Withdrawn' });
    expect((await contractOf(offer.id)).status).toBe('Withdrawn');
    const history = await t.db.offerStatusChange.findMany({
      where: { offerId: offer.id },
      orderBy: { changedAt: 'asc' },
    });
    expect(history.at(-1)).toMatchObject({ fromStatus: 'accepted', toStatus: 'declined' });
    // The signing page no longer takes a signature.
    const page = await signingPage(view.signingUrl as string);
    expect(page.html).toContain('Dokument został wycofany przez nadawcę');
    expect(page.html).not.toContain('<form');
    // Declined is final for the investor: no second decline, no upload.
    const again = await t.call({ method: 'PATCH', url: `/public-api/campaign-offer/${token}/decline`, host });
    expect(again.statusCode).toBe(409);
  });

  it('refuses to decline an offer whose agreement is signed', async () => {
    const { offer, token, view } = await acceptedOffer();
    const page = await signingPage(view.signingUrl as string);
    await postForm(`${new URL(view.signingUrl as string).pathname}/sign`, { nonce: page.nonce });
    const refused = await t.call({ method: 'PATCH', url: `/public-api/campaign-offer/${token}/decline`, host });
    expect(refused.statusCode).toBe(409);
    expect(errorBodySchema.parse(refused.json()).code).toBe(errorCodes.offerOutOfDate);
    expect((await offerRow(offer.id)).status).toBe('accepted');
  });

  it('declines an offer not yet accepted, with nothing to withdraw', async () => {
    const created = await createCampaignWithProduct(t.db, tenant.tenantId);
    const { offer, token } = await createOffer(t.db, tenant.tenantId, created);
    const declined = await t.call({ method: 'PATCH', url: `/public-api/campaign-offer/${token}/decline`, host });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(await offerRow(offer.id)).toMatchObject({ status: 'declined', contractStatus: null });
  });
});
