import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/testing/fake-api.ts';
import { acceptedOfferFixture } from '@/testing/offer-fixture.ts';
import { fileNameOfDisposition, investorOfferSource, publicOfferSource } from './offer-source.ts';

const offer = acceptedOfferFixture();
const file = {
  id: 'f1f1f1f1-0000-4000-8000-000000000001',
  fileName: 'a.pdf',
  size: 10,
  contentType: 'application/pdf',
  uploadedAt: '2026-01-01T00:00:00.000Z',
};

afterEach(() => vi.unstubAllGlobals());

describe('offer sources', () => {
  it.each([
    ['investor', investorOfferSource(offer.id), `/investor-api/offer/${offer.id}`],
    ['public', publicOfferSource('tok-12345678'), '/public-api/campaign-offer/tok-12345678'],
  ])('the %s source calls the spec §7 paths', async (_kind, source, base) => {
    const api = fakeApi({
      [`GET ${base}`]: () => ({ body: offer }),
      [`PATCH ${base}/interest`]: () => ({ body: offer }),
      [`PATCH ${base}/accept`]: () => ({ body: offer }),
      [`POST ${base}/upload`]: () => ({ body: offer }),
    });
    await source.load();
    await source.expressInterest();
    await source.accept({ amount: '25000', consent2: true, consent3: true });
    await source.upload(new File(['%PDF-1.4'], 'przelew.pdf', { type: 'application/pdf' }));
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      `GET ${base}`,
      `PATCH ${base}/interest`,
      `PATCH ${base}/accept`,
      `POST ${base}/upload`,
    ]);
    expect(api.calls[2]?.body).toEqual({ amount: '25000', consent2: true, consent3: true });
    const uploadBody = vi.mocked(fetch).mock.calls[3]?.[1]?.body;
    expect(uploadBody).toBeInstanceOf(FormData);
    expect(uploadBody instanceof FormData ? uploadBody.get('file') : null).toBeInstanceOf(File);
  });

  it('downloads the PDF summary under the name the server gives and a confirmation as a blob', async () => {
    const base = '/public-api/campaign-offer/tok-12345678';
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
        const path = new URL(String(input), 'http://demo.localhost').pathname;
        if (path === `${base}/pdf` && init.method === 'POST') {
          return new Response('%PDF-1.7', {
            headers: {
              'content-type': 'application/pdf',
              'content-disposition': `attachment; filename="podsumowanie-DEMO-12M.pdf"; filename*=UTF-8''podsumowanie-DEMO-12M.pdf`,
            },
          });
        }
        if (path === `${base}/files/${file.id}`) return new Response('%PDF-1.4');
        return new Response(null, { status: 404 });
      }),
    );
    const source = publicOfferSource('tok-12345678');
    const summary = await source.downloadSummary();
    expect(summary.fileName).toBe('podsumowanie-DEMO-12M.pdf');
    expect(await summary.blob.text()).toBe('%PDF-1.7');
    expect(await (await source.downloadFile(file)).text()).toBe('%PDF-1.4');
  });
});

describe('fileNameOfDisposition', () => {
  it('prefers the RFC 5987 name and falls back to the plain one', () => {
    expect(fileNameOfDisposition(`attachment; filename="a_b.pdf"; filename*=UTF-8''a%C5%82%20b.pdf`)).toBe('ał b.pdf');
    expect(fileNameOfDisposition('attachment; filename="summary.pdf"')).toBe('summary.pdf');
    expect(fileNameOfDisposition(null)).toBeNull();
  });
});
