import type { CampaignOffer } from '@wl/shared/schemas';

/** An offer as the API answers it (the demo's 12-month PLN bond), with the fields a test changes. */
export function offerFixture(overrides: Partial<CampaignOffer> = {}): CampaignOffer {
  return {
    id: '0f6d1c1e-7a52-4a61-9d8c-3c9a0c1b2d3e',
    status: 'viewed',
    investorEmail: 'anna@example.com',
    message: 'Zapraszam do zapoznania się z ofertą.',
    campaign: {
      id: '00000000-0000-4000-8000-000000000501',
      name: 'Obligacje Demo 2027',
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      phase: 'active',
      data: {
        translations: {
          pl: { name: 'Obligacje Demo 2027', summary: 'Obligacje o stałym oprocentowaniu.' },
          en: { name: 'Demo Bonds 2027', summary: 'Fixed-rate bonds.' },
        },
      },
    },
    product: {
      id: '00000000-0000-4000-8000-000000000601',
      code: 'DEMO-12M',
      name: 'Obligacje 12M',
      terms: {
        interestType: 'Fixed',
        interestPaymentFrequency: 'Quarterly',
        duration: 12,
        durationUnit: 'month',
        investmentValueMin: '10000.00',
        investmentValueMax: '500000.00',
        investmentValueStep: '1000.00',
        interestPerYear: '8.5',
        currency: 'PLN',
      },
    },
    advisor: { firstName: 'Dawid', surname: 'Kowalski', email: 'doradca@demo.localhost' },
    amount: null,
    contractStatus: null,
    signingUrl: null,
    acceptedAt: null,
    paymentConfirmations: [],
    ...overrides,
  };
}

/** The same offer accepted with `amount`, its agreement waiting for the signature. */
export function acceptedOfferFixture(overrides: Partial<CampaignOffer> = {}): CampaignOffer {
  return offerFixture({
    status: 'accepted',
    amount: '25000.00',
    contractStatus: 'Processing',
    signingUrl: 'http://demo.localhost/sandbox/e-signature/sbx-contract-1',
    acceptedAt: '2026-06-01T10:00:00.000Z',
    ...overrides,
  });
}
