import { kycDataFixture } from '@wl/shared/demo';
import { errorBodySchema, errorCodes } from '@wl/shared/errors';
import { fileMetadataSchema } from '@wl/shared/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { createInvestor, createTestApi, type TestApi } from '../testing/index.ts';
import { createAuthorizationWorld, sessionAccessToken } from '../testing/matrix.ts';
import { createOnboardingRequest } from '../testing/onboarding-factories.ts';
import { fileUpload, tinyPdf, tinyPng } from '../testing/upload-fixtures.ts';
import { KYC_DOCUMENT_LIMIT_CODE, MAX_KYC_DOCUMENTS } from './services/kyc-documents.ts';

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});

const publicBase = (token: string) => `/public-api/kyc/investor-request/${token}`;
const investorBase = (id: string) => `/investor-api/onboarding/request/${id}`;

/** A home tenant: its investor's request, another investor's request, and a foreign tenant's request. */
async function world() {
  const w = await createAuthorizationWorld(t.db);
  const investor = w.home.investor;
  const other = await createInvestor(t.db, w.home.tenantId);
  const otherToken = await sessionAccessToken(t.db, other.user, w.home.tenantId, 'investor-panel');
  const mine = await createOnboardingRequest(t.db, w.home.tenantId, {
    email: investor.email,
    sourceAdvisorId: w.home.advisor.advisor.id,
  });
  const theirs = await createOnboardingRequest(t.db, w.home.tenantId, { email: other.email });
  const foreign = await createOnboardingRequest(t.db, w.foreign.tenantId, { email: investor.email });
  return { w, investor, otherToken, mine, theirs, foreign };
}

function upload(host: string, url: string, fileName: string, bytes: Buffer, token?: string) {
  const body = fileUpload(fileName, bytes);
  return t.app.inject({
    method: 'POST',
    url,
    headers: { host, ...body.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: body.payload,
  });
}

function refusal(response: { statusCode: number; json(): unknown }, status: number, code: string | null) {
  expect(response.statusCode).toBe(status);
  const body = errorBodySchema.strict().parse(response.json());
  expect(body.code).toBe(code);
  return body;
}

describe('supporting documents of a public KYC form', () => {
  it('stores an upload, lets the submit name it and serves it back by the same link only', async () => {
    const { w, mine, theirs } = await world();
    const pdf = tinyPdf('wyciąg');
    const response = await upload(w.home.host, `${publicBase(mine.token)}/documents`, 'Wyciąg bankowy.pdf', pdf);
    expect(response.statusCode).toBe(201);
    const file = fileMetadataSchema.parse(response.json());
    expect(file).toMatchObject({ fileName: 'Wyciąg bankowy.pdf', contentType: 'application/pdf', size: pdf.length });
    // Never in the advisors' document list.
    const stored = await t.db.document.findUniqueOrThrow({ where: { id: file.id } });
    expect(stored.onboardingRequestId).toBe(mine.request.id);

    const download = await t.call({
      method: 'GET',
      url: `${publicBase(mine.token)}/documents/${file.id}`,
      host: w.home.host,
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(pdf)).toBe(true);
    const elsewhere = await t.call({
      method: 'GET',
      url: `${publicBase(theirs.token)}/documents/${file.id}`,
      host: w.home.host,
    });
    refusal(elsewhere, 404, errorCodes.notFound);

    const submitted = await t.call({
      method: 'PUT',
      url: `${publicBase(mine.token)}/submit`,
      host: w.home.host,
      body: kycDataFixture({ supportingDocuments: [file.id] }),
    });
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json().data.investmentDetails.originOfFunds[0].supportingDocuments).toEqual([file.id]);

    // Finished: no more uploads, the file still readable with the preview.
    refusal(
      await upload(w.home.host, `${publicBase(mine.token)}/documents`, 'late.png', tinyPng()),
      409,
      errorCodes.formAlreadySent,
    );
    expect(
      (await t.call({ method: 'GET', url: `${publicBase(mine.token)}/documents/${file.id}`, host: w.home.host }))
        .statusCode,
    ).toBe(200);
  });

  it('refuses a submit naming another request’s document or an unknown id, and writes nothing', async () => {
    const { w, mine, theirs } = await world();
    const foreignFile = fileMetadataSchema.parse(
      (await upload(w.home.host, `${publicBase(theirs.token)}/documents`, 'a.pdf', tinyPdf())).json(),
    );
    const response = await t.call({
      method: 'PUT',
      url: `${publicBase(mine.token)}/submit`,
      host: w.home.host,
      body: kycDataFixture({ supportingDocuments: [foreignFile.id, '00000000-0000-4000-8000-000000000001'] }),
    });
    const body = refusal(response, 400, errorCodes.validation);
    expect(body.violations.map((v) => v.propertyPath)).toEqual([
      'investmentDetails.originOfFunds[0].supportingDocuments[0]',
      'investmentDetails.originOfFunds[0].supportingDocuments[1]',
    ]);
    const request = await t.db.onboardingRequest.findUniqueOrThrow({ where: { id: mine.request.id } });
    expect(request.status).not.toBe('finished');
    expect(await t.db.kycSubmission.count({ where: { onboardingRequestId: mine.request.id } })).toBe(0);
  });

  it('refuses an unknown token, another tenant’s token and a file that is not a PDF, JPEG or PNG', async () => {
    const { w, foreign, mine } = await world();
    for (const token of ['no-such-token-at-all', foreign.token]) {
      const response = await upload(w.home.host, `${publicBase(token)}/documents`, 'a.pdf', tinyPdf());
      expect(response.statusCode).toBe(404);
      expect(response.json().label).toBe('Token is invalid.');
    }
    const html = await upload(
      w.home.host,
      `${publicBase(mine.token)}/documents`,
      'a.pdf',
      Buffer.from('<html><script>alert(1)</script></html>'),
    );
    expect(html.statusCode).toBe(415);
    expect(await t.db.document.count({ where: { onboardingRequestId: mine.request.id } })).toBe(0);
  });

  it(`keeps at most ${MAX_KYC_DOCUMENTS} documents per request`, async () => {
    const { w, mine } = await world();
    const file = await t.db.storedFile.create({
      data: {
        tenantId: w.home.tenantId,
        storageKey: `${w.home.tenantId}/limit-test`,
        fileName: 'x.pdf',
        contentType: 'application/pdf',
        size: 1,
        sha256: 'x',
      },
    });
    await t.db.document.createMany({
      data: Array.from({ length: MAX_KYC_DOCUMENTS }, () => ({
        tenantId: w.home.tenantId,
        fileId: file.id,
        onboardingRequestId: mine.request.id,
      })),
    });
    refusal(
      await upload(w.home.host, `${publicBase(mine.token)}/documents`, 'one-more.pdf', tinyPdf()),
      409,
      KYC_DOCUMENT_LIMIT_CODE,
    );
  });
});

describe('supporting documents in the investor panel', () => {
  it('uploads to the investor’s own request, and a draft may name it', async () => {
    const { w, investor, mine } = await world();
    const response = await upload(
      w.home.host,
      `${investorBase(mine.request.id)}/documents`,
      'umowa.png',
      tinyPng(),
      investor.token,
    );
    expect(response.statusCode).toBe(201);
    const file = fileMetadataSchema.parse(response.json());
    const draft = { investmentDetails: kycDataFixture({ supportingDocuments: [file.id] }).investmentDetails };
    const saved = await t.call({
      method: 'PUT',
      url: `${investorBase(mine.request.id)}/kyc`,
      host: w.home.host,
      token: investor.token,
      body: draft,
    });
    expect(saved.statusCode).toBe(200);
    const download = await t.call({
      method: 'GET',
      url: `${investorBase(mine.request.id)}/documents/${file.id}`,
      host: w.home.host,
      token: investor.token,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toContain('image/png');
  });

  it('refuses another investor’s request, another tenant’s and a draft naming a foreign file', async () => {
    const { w, investor, otherToken, mine, theirs, foreign } = await world();
    for (const id of [theirs.request.id, foreign.request.id]) {
      refusal(
        await upload(w.home.host, `${investorBase(id)}/documents`, 'a.pdf', tinyPdf(), investor.token),
        404,
        errorCodes.notFound,
      );
    }
    const file = fileMetadataSchema.parse(
      (
        await upload(w.home.host, `${investorBase(mine.request.id)}/documents`, 'a.pdf', tinyPdf(), investor.token)
      ).json(),
    );
    refusal(
      await t.call({
        method: 'GET',
        url: `${investorBase(mine.request.id)}/documents/${file.id}`,
        host: w.home.host,
        token: otherToken,
      }),
      404,
      errorCodes.notFound,
    );
    const stolen = await t.call({
      method: 'PUT',
      url: `${investorBase(theirs.request.id)}/kyc`,
      host: w.home.host,
      token: otherToken,
      body: { investmentDetails: kycDataFixture({ supportingDocuments: [file.id] }).investmentDetails },
    });
    refusal(stolen, 400, errorCodes.validation);
  });
});

describe('supporting documents in the advisor panel', () => {
  it('serves a file of a request in the advisor’s scope only', async () => {
    const { w, mine } = await world();
    const file = fileMetadataSchema.parse(
      (await upload(w.home.host, `${publicBase(mine.token)}/documents`, 'a.pdf', tinyPdf())).json(),
    );
    const url = `/api/advisor/kyc/investor-request/${mine.request.id}/documents/${file.id}`;
    const own = await t.call({ method: 'GET', url, host: w.home.host, token: w.home.advisor.token });
    expect(own.statusCode).toBe(200);
    const admin = await t.call({ method: 'GET', url, host: w.home.host, token: w.home.admin.token });
    expect(admin.statusCode).toBe(200);
    refusal(
      await t.call({ method: 'GET', url, host: w.foreign.host, token: w.foreign.admin.token }),
      404,
      errorCodes.notFound,
    );
  });
});
