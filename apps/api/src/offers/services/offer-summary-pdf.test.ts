import { builtInDefaultBranding } from '@wl/db';
import type { HostBranding } from '@wl/shared';
import { describe, expect, it } from 'vitest';
import { pdfInfo, pdfText } from '../../testing/pdf-text.ts';
import { type OfferSummary, renderOfferSummaryPdf } from './offer-summary-pdf.ts';

const offer: OfferSummary = {
  status: 'accepted',
  amount: '125000.00',
  currency: 'PLN',
  consentsAcceptedAt: new Date('2026-03-04T10:15:00.000Z'),
  investor: { firstName: 'Zażółć', surname: 'Gęśląjaźń', email: 'zazolc@example.test' },
  advisor: { firstName: 'Łukasz', surname: 'Śmigły', email: 'lukasz@example.test' },
  campaign: {
    name: 'Obligacje ąęłóśżźćń',
    data: {
      translations: {
        pl: { name: 'Obligacje ąęłóśżźćń' },
        en: { name: 'Green Bonds' },
      },
    },
  },
  product: {
    code: 'OBL-27',
    name: 'Seria Ź',
    terms: {
      interestType: 'Fixed',
      interestPaymentFrequency: 'Quarterly',
      duration: 24,
      durationUnit: 'month',
      interestPerYear: '8.5',
      investmentValueMin: '10000.00',
      investmentValueMax: '500000.00',
      investmentValueStep: '0.50',
      currency: 'PLN',
    },
  },
};

const branding: HostBranding = {
  ...builtInDefaultBranding,
  admin: { ...builtInDefaultBranding.admin, siteTitle: { pl: 'Dom Maklerski Żuraw', en: 'Crane Brokers' } },
};

const now = new Date('2026-03-05T09:00:00.000Z');
const squash = (text: string) => text.replace(/\s+/g, ' ');

describe('renderOfferSummaryPdf', () => {
  it('renders the Polish summary with Polish letters, amounts per spec §9 and the host’s title', async () => {
    const bytes = await renderOfferSummaryPdf(offer, branding, 'pl', { now });
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = squash(pdfText(bytes));
    expect(text).toContain('Dom Maklerski Żuraw');
    expect(text).toContain('Podsumowanie wniosku inwestycyjnego');
    expect(text).toContain('Data: 05.03.2026');
    expect(text).toContain('Zażółć Gęśląjaźń');
    expect(text).toContain('zazolc@example.test');
    expect(text).toContain('Łukasz Śmigły (lukasz@example.test)');
    expect(text).toContain('Obligacje ąęłóśżźćń');
    expect(text).toContain('OBL-27');
    expect(text).toContain('Seria Ź');
    expect(text).toContain('Rodzaj oprocentowania Stałe');
    expect(text).toContain('Co kwartał');
    // Polish plurals (issue 19): 24 miesiące, not "24 miesięcy".
    expect(text).toContain('24 miesiące');
    expect(text).toContain('8,50 %');
    expect(text).toContain('10 000,00 PLN');
    expect(text).toContain('500 000,00 PLN');
    expect(text).toContain('0,50 PLN');
    expect(text).toContain('Kwota inwestycji 125 000,00 PLN');
    expect(text).toContain('Zaakceptowana');
    expect(text).toContain('04.03.2026, 11:15');
  });

  it('renders the English summary with the English campaign name and labels', async () => {
    const bytes = await renderOfferSummaryPdf(offer, branding, 'en', { now });
    const text = squash(pdfText(bytes));
    expect(text).toContain('Crane Brokers');
    expect(text).toContain('Investment application summary');
    expect(text).toContain('Green Bonds');
    expect(text).toContain('Interest type Fixed');
    expect(text).toContain('Quarterly');
    expect(text).toContain('24 months');
    expect(text).toContain('Investment amount 125 000,00 PLN');
    // Names are the person's own, in any language.
    expect(text).toContain('Zażółć Gęśląjaźń');
  });

  it('sets the document information: title, author = site title, creation date', async () => {
    const info = pdfInfo(await renderOfferSummaryPdf(offer, branding, 'pl', { now }));
    expect(info.Title).toBe('Podsumowanie wniosku inwestycyjnego — Obligacje ąęłóśżźćń');
    expect(info.Author).toBe('Dom Maklerski Żuraw');
    expect(info.Creator).toBe('Dom Maklerski Żuraw');
  });

  it('draws what people typed as text, never as markup', async () => {
    const hostile = { ...offer, investor: { ...offer.investor, firstName: '<script>alert(1)</script>' } };
    const text = squash(pdfText(await renderOfferSummaryPdf(hostile, branding, 'pl', { now })));
    expect(text).toContain('<script>alert(1)</script> Gęśląjaźń');
  });
});
