import { errorBodySchema, errorCodes } from '@wl/shared/errors';
import { campaignOfferSchema } from '@wl/shared/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../files/uploads.ts';
import { createInvestor, createTestApi, type TestApi } from '../testing/index.ts';
import { createAuthorizationWorld } from '../testing/matrix.ts';
import { createCampaignWithProduct, createOffer } from '../testing/public-factories.ts';
import { fileUpload, multipartBody, tinyJpeg, tinyPdf, tinyPng } from '../testing/upload-fixtures.ts';
import { MAX_PAYMENT_CONFIRMATIONS, PAYMENT_CONFIRMATION_LIMIT_CODE } from './services/payment-confirmations.ts';

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});

type OfferStatus = 'invited' | 'viewed' | 'interested' | 'accepted' | 'active' | 'rejected' | 'declined' | 'archived';

/**
 * The authorization world with a campaign and offers of the home investor, owned by the home
 * advisor in the network the coordinator coordinates; and an offer of the foreign tenant.
 */
async function world() {
  const w = await createAuthorizationWorld(t.db);
  const home = await createCampaignWithProduct(t.db, w.home.tenantId);
  const offer = async (status: OfferStatus, investorId = w.home.investor.investor.id) => {
    const created = await createOffer(t.db, w.home.tenantId, home, {
      investorId,
      ownerAdvisorId: w.home.advisor.advisor.id,
      status,
      investmentValue: '20000',
    });
    await t.db.offer.update({ where: { id: created.offer.id }, data: { networkId: w.home.networks.coordinated.id } });
    return created;
  };
  const foreignCampaign = await createCampaignWithProduct(t.db, w.foreign.tenantId);
  const foreignOffer = await createOffer(t.db, w.foreign.tenantId, foreignCampaign, {
    ownerAdvisorId: w.foreign.advisor.advisor.id,
    status: 'accepted',
    investmentValue: '20000',
  });
  return { ...w, offer, foreignOffer };
}

function upload(host: string, url: string, body: { payload: Buffer; headers: Record<string, string> }, token?: string) {
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

describe('POST /public-api/campaign-offer/{token}/upload', () => {
  it('stores a PDF as a payment confirmation of an accepted offer and answers the offer', async () => {
    const w = await world();
    const { offer, token } = await w.offer('accepted');
    const pdf = tinyPdf();
    const response = await upload(
      w.home.host,
      `/public-api/campaign-offer/${token}/upload`,
      fileUpload('../../Potwierdzenie wpłaty.pdf', pdf, 'text/html'),
    );
    expect(response.statusCode).toBe(200);
    const body = campaignOfferSchema.parse(response.json());
    expect(body.id).toBe(offer.id);
    expect(body.status).toBe('accepted');
    expect(body.paymentConfirmations).toEqual([
      expect.objectContaining({
        fileName: 'Potwierdzenie wpłaty.pdf',
        contentType: 'application/pdf',
        size: pdf.length,
      }),
    ]);
    const stored = await t.db.storedFile.findUniqueOrThrow({
      where: { id: body.paymentConfirmations[0]?.id as string },
    });
    expect(stored).toMatchObject({ tenantId: w.home.tenantId, uploadedByUserId: null, contentType: 'application/pdf' });
    expect(stored.storageKey).toMatch(new RegExp(`^${w.home.tenantId}/[0-9a-f-]{36}$`));
  });

  it('refuses an unknown token, and another tenant’s, as "Token is invalid."', async () => {
    const w = await world();
    for (const token of ['no-such-token', w.foreignOffer.token]) {
      const response = await upload(
        w.home.host,
        `/public-api/campaign-offer/${token}/upload`,
        fileUpload('a.pdf', tinyPdf()),
      );
      expect(refusal(response, 404, errorCodes.tokenNotActive).label).toBe('Token is invalid.');
    }
  });

  it('refuses an offer that is not accepted or active (409 out of date) and stores nothing', async () => {
    const w = await world();
    for (const status of ['invited', 'interested', 'rejected', 'archived'] as const) {
      const { token } = await w.offer(status);
      const response = await upload(
        w.home.host,
        `/public-api/campaign-offer/${token}/upload`,
        fileUpload('a.pdf', tinyPdf()),
      );
      refusal(response, 409, errorCodes.offerOutOfDate);
    }
    expect(await t.db.storedFile.count({ where: { tenantId: w.home.tenantId } })).toBe(0);
  });

  it('activates an accepted offer whose agreement is signed, with a history row', async () => {
    const w = await world();
    const { offer, token } = await w.offer('accepted');
    await t.db.offer.update({ where: { id: offer.id }, data: { contractStatus: 'Completed' } });
    const response = await upload(
      w.home.host,
      `/public-api/campaign-offer/${token}/upload`,
      fileUpload('przelew.png', tinyPng()),
    );
    expect(response.statusCode).toBe(200);
    expect(campaignOfferSchema.parse(response.json()).status).toBe('active');
    const history = await t.db.offerStatusChange.findMany({ where: { offerId: offer.id } });
    expect(history).toEqual([expect.objectContaining({ fromStatus: 'accepted', toStatus: 'active' })]);
    expect((await t.db.offer.findUniqueOrThrow({ where: { id: offer.id } })).agreementDate).not.toBeNull();
  });

  it(`allows at most ${MAX_PAYMENT_CONFIRMATIONS} confirmations per offer`, async () => {
    const w = await world();
    const { offer, token } = await w.offer('active');
    for (let index = 0; index < MAX_PAYMENT_CONFIRMATIONS; index += 1) {
      const file = await t.db.storedFile.create({
        data: {
          tenantId: w.home.tenantId,
          storageKey: `${w.home.tenantId}/limit-${offer.id}-${index}`,
          fileName: `p${index}.pdf`,
          contentType: 'application/pdf',
          size: 1,
          sha256: 'x',
        },
      });
      await t.db.offerPaymentConfirmation.create({ data: { offerId: offer.id, fileId: file.id } });
    }
    const response = await upload(
      w.home.host,
      `/public-api/campaign-offer/${token}/upload`,
      fileUpload('a.pdf', tinyPdf()),
    );
    const body = refusal(response, 409, PAYMENT_CONFIRMATION_LIMIT_CODE);
    expect(body.label).toBe(`Do oferty można dodać najwyżej ${MAX_PAYMENT_CONFIRMATIONS} potwierdzeń płatności.`);
    expect(body.parameters).toEqual({ max: MAX_PAYMENT_CONFIRMATIONS });
  });
});

describe('what an upload may hold', () => {
  async function accepted() {
    const w = await world();
    const { token } = await w.offer('accepted');
    const send = (body: { payload: Buffer; headers: Record<string, string> }, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST',
        url: `/public-api/campaign-offer/${token}/upload`,
        headers: { host: w.home.host, ...body.headers, ...headers },
        payload: body.payload,
      });
    return { w, send };
  }

  it('accepts PDF, PNG and JPEG by their content, whatever the client calls them', async () => {
    const { send } = await accepted();
    for (const [name, bytes, type] of [
      ['skan.PDF', tinyPdf(), 'application/pdf'],
      ['zdjęcie.png', tinyPng(), 'image/png'],
      ['zdjęcie.jpeg', tinyJpeg(), 'image/jpeg'],
      ['zdjęcie.jpg', tinyJpeg(), 'image/jpeg'],
      ['bez rozszerzenia', tinyPng(), 'image/png'],
    ] as const) {
      const response = await send(fileUpload(name, bytes, 'application/x-whatever'));
      expect(response.statusCode, name).toBe(200);
      const confirmations = campaignOfferSchema.parse(response.json()).paymentConfirmations;
      expect(confirmations.at(-1)?.contentType).toBe(type);
    }
    const response = await send(fileUpload('x.pdf', tinyPdf()));
    const names = campaignOfferSchema.parse(response.json()).paymentConfirmations.map((file) => file.fileName);
    expect(names).toContain('bez rozszerzenia.png');
  });

  it('refuses a file over 10 MB with 413 fileTooLarge and the limit', async () => {
    const { send } = await accepted();
    const big = Buffer.concat([tinyPdf(), Buffer.alloc(MAX_UPLOAD_BYTES, 0x20)]);
    const response = await send(fileUpload('big.pdf', big, 'application/pdf'));
    const body = refusal(response, 413, errorCodes.fileTooLarge);
    expect(body.parameters).toEqual({ maxBytes: MAX_UPLOAD_BYTES });
    expect(body.label).toBe('Plik jest za duży.');
  });

  it.each([
    ['a PNG named .pdf', 'scan.pdf', tinyPng()],
    ['a PDF named .png', 'scan.png', tinyPdf()],
    ['a renamed Windows program', 'faktura.pdf', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)])],
    ['a program named .exe', 'setup.exe', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)])],
    ['HTML', 'page.pdf', Buffer.from('<!doctype html><html><script>alert(1)</script></html>')],
    ['SVG', 'image.png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    [
      'a PDF/HTML polyglot',
      'poly.pdf',
      Buffer.from('%PDF-1.4\n<html><body><script>alert(1)</script></body></html>\n%%EOF'),
    ],
    ['a PDF header without a PDF', 'cut.pdf', Buffer.from('%PDF-1.4\nnothing more')],
    ['a GIF (sniffable but not allowed)', 'anim.gif', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1')],
    ['plain text', 'notes.pdf', Buffer.from('just some text')],
    ['an empty file', 'empty.pdf', Buffer.alloc(0)],
  ])('refuses %s with 415 fileUnsupportedType', async (_what, name, bytes) => {
    const { w, send } = await accepted();
    const response = await send(fileUpload(name, bytes, 'application/pdf'));
    expect(refusal(response, 415, errorCodes.fileUnsupportedType).label).toBe('Ten typ pliku nie jest obsługiwany.');
    expect(await t.db.storedFile.count({ where: { tenantId: w.home.tenantId } })).toBe(0);
  });

  it('answers in English when asked', async () => {
    const { send } = await accepted();
    const response = await send(fileUpload('x.pdf', tinyPng()), { 'accept-language': 'en' });
    expect(refusal(response, 415, errorCodes.fileUnsupportedType).label).toBe('This file type is not supported.');
  });

  it('needs the field `file` (400 with a violation on file)', async () => {
    const { send } = await accepted();
    for (const body of [
      multipartBody([{ field: 'attachment', fileName: 'a.pdf', bytes: tinyPdf() }]),
      multipartBody([{ field: 'note', bytes: 'no file here' }]),
    ]) {
      const response = await send(body);
      const refused = refusal(response, 400, errorCodes.validation);
      expect(refused.violations).toEqual([expect.objectContaining({ propertyPath: 'file' })]);
    }
  });

  it('refuses a body that is not multipart, and a broken multipart body, without a 500', async () => {
    const { w, send } = await accepted();
    const json = await t.app.inject({
      method: 'POST',
      url: `/public-api/campaign-offer/${(await w.offer('accepted')).token}/upload`,
      headers: { host: w.home.host, 'content-type': 'application/json' },
      payload: JSON.stringify({ file: 'x' }),
    });
    refusal(json, 415, errorCodes.fileUnsupportedType);
    const noBoundary = await send({
      payload: Buffer.from('garbage'),
      headers: { 'content-type': 'multipart/form-data' },
    });
    expect(noBoundary.statusCode).toBe(400);
    errorBodySchema.parse(noBoundary.json());
    const { payload, headers } = fileUpload('a.pdf', tinyPdf());
    const cut = await send({ payload: payload.subarray(0, payload.length - 30), headers });
    expect(cut.statusCode).toBeGreaterThanOrEqual(400);
    expect(cut.statusCode).toBeLessThan(500);
    errorBodySchema.parse(cut.json());
  });
});

describe('POST /investor-api/offer/{id}/upload', () => {
  it('adds a confirmation to the investor’s own offer, recording the uploader', async () => {
    const w = await world();
    const { offer } = await w.offer('active');
    const response = await upload(
      w.home.host,
      `/investor-api/offer/${offer.id}/upload`,
      fileUpload('potwierdzenie.jpg', tinyJpeg()),
      w.home.investor.token,
    );
    expect(response.statusCode).toBe(200);
    const [file] = campaignOfferSchema.parse(response.json()).paymentConfirmations;
    const stored = await t.db.storedFile.findUniqueOrThrow({ where: { id: file?.id as string } });
    expect(stored.uploadedByUserId).toBe(w.home.investor.user.id);
  });

  it('refuses another investor’s offer and another tenant’s offer as not found', async () => {
    const w = await world();
    const other = await createInvestor(t.db, w.home.tenantId);
    const { offer } = await w.offer('accepted', other.investor.id);
    for (const id of [offer.id, w.foreignOffer.offer.id]) {
      const response = await upload(
        w.home.host,
        `/investor-api/offer/${id}/upload`,
        fileUpload('a.pdf', tinyPdf()),
        w.home.investor.token,
      );
      refusal(response, 404, errorCodes.notFound);
    }
  });

  it('needs an investor: no token 401, an advisor 403; a not-accepted offer 409', async () => {
    const w = await world();
    const { offer } = await w.offer('viewed');
    const url = `/investor-api/offer/${offer.id}/upload`;
    expect((await upload(w.home.host, url, fileUpload('a.pdf', tinyPdf()))).statusCode).toBe(401);
    expect((await upload(w.home.host, url, fileUpload('a.pdf', tinyPdf()), w.home.admin.token)).statusCode).toBe(403);
    refusal(
      await upload(w.home.host, url, fileUpload('a.pdf', tinyPdf()), w.home.investor.token),
      409,
      errorCodes.offerOutOfDate,
    );
  });
});

describe('downloads of payment confirmations', () => {
  async function withFile() {
    const w = await world();
    const created = await w.offer('accepted');
    const pdf = tinyPdf('download');
    const response = await upload(
      w.home.host,
      `/public-api/campaign-offer/${created.token}/upload`,
      fileUpload('Potwierdzenie wpłaty (maj).pdf', pdf),
    );
    const fileId = campaignOfferSchema.parse(response.json()).paymentConfirmations[0]?.id as string;
    const get = (url: string, token?: string, host = w.home.host) =>
      t.call({ method: 'GET', url, host, ...(token ? { token } : {}) });
    return { ...w, token: created.token, confirmed: created.offer, pdf, fileId, get };
  }

  function expectFile(response: Awaited<ReturnType<TestApi['call']>>, bytes: Buffer) {
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(bytes)).toBe(true);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Potwierdzenie wplaty (maj).pdf"; filename*=UTF-8''Potwierdzenie%20wp%C5%82aty%20%28maj%29.pdf`,
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('private, no-store');
  }

  it('serves the bytes by public link, to the investor, and to advisors whose scope holds the offer', async () => {
    const w = await withFile();
    expectFile(await w.get(`/public-api/campaign-offer/${w.token}/files/${w.fileId}`), w.pdf);
    expectFile(await w.get(`/investor-api/offer/${w.confirmed.id}/files/${w.fileId}`, w.home.investor.token), w.pdf);
    for (const caller of [w.home.advisor, w.home.coordinator, w.home.admin]) {
      expectFile(await w.get(`/api/advisor/investor/${w.confirmed.id}/files/${w.fileId}`, caller.token), w.pdf);
    }
  });

  it('refuses callers outside the offer’s scope, and files of other offers, as not found', async () => {
    const w = await withFile();
    const advisorUrl = `/api/advisor/investor/${w.confirmed.id}/files/${w.fileId}`;
    refusal(await w.get(advisorUrl, w.home.outsider.token), 404, errorCodes.notFound);
    // Another tenant's admin on its own host, with the home ids.
    refusal(await w.get(advisorUrl, w.foreign.admin.token, w.foreign.host), 404, errorCodes.notFound);
    // The home tenant's token on the foreign host is not a principal there.
    expect((await w.get(advisorUrl, w.home.admin.token, w.foreign.host)).statusCode).toBe(401);
    refusal(
      await w.get(`/public-api/campaign-offer/${w.token}/files/${w.fileId}`, undefined, w.foreign.host),
      404,
      errorCodes.tokenNotActive,
    );

    // The file through another offer the caller may see.
    const second = await w.offer('accepted');
    refusal(await w.get(`/public-api/campaign-offer/${second.token}/files/${w.fileId}`), 404, errorCodes.notFound);
    refusal(
      await w.get(`/investor-api/offer/${second.offer.id}/files/${w.fileId}`, w.home.investor.token),
      404,
      errorCodes.notFound,
    );
    refusal(
      await w.get(`/api/advisor/investor/${second.offer.id}/files/${w.fileId}`, w.home.admin.token),
      404,
      errorCodes.notFound,
    );
    refusal(await w.get(`/public-api/campaign-offer/nope/files/${w.fileId}`), 404, errorCodes.tokenNotActive);
  });

  it('needs a token where the route is behind one; a malformed id is a 400', async () => {
    const w = await withFile();
    expect((await w.get(`/investor-api/offer/${w.confirmed.id}/files/${w.fileId}`)).statusCode).toBe(401);
    expect((await w.get(`/api/advisor/investor/${w.confirmed.id}/files/${w.fileId}`)).statusCode).toBe(401);
    expect(
      (await w.get(`/api/advisor/investor/${w.confirmed.id}/files/${w.fileId}`, w.home.investor.token)).statusCode,
    ).toBe(403);
    expect(
      (await w.get(`/investor-api/offer/${w.confirmed.id}/files/${w.fileId}`, w.home.admin.token)).statusCode,
    ).toBe(403);
    refusal(
      await w.get(`/investor-api/offer/${w.confirmed.id}/files/not-a-uuid`, w.home.investor.token),
      400,
      errorCodes.validation,
    );
  });
});
