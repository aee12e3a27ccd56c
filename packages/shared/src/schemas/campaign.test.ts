import { describe, expect, it } from 'vitest';
import {
  acceptOfferPayloadSchema,
  acceptOfferPayloadSchemaFor,
  CAMPAIGN_DEFAULT_LANGUAGE,
  campaignChoicesResponseSchema,
  campaignDataSchema,
  campaignListResponseSchema,
  campaignOfferSchema,
  campaignSchema,
  campaignTranslation,
  invitationFormSchema,
  invitationPayloadSchema,
  kycInvitationFormSchema,
  kycInvitationPayloadSchema,
  offerTermsSchema,
  paymentConfirmationUploadResponseSchema,
  transferTitle,
} from './campaign.ts';
import { issuesOf, uuid } from './test-helpers.ts';

const terms = {
  interestType: 'Fixed',
  interestPaymentFrequency: 'SemiAnnually',
  duration: 24,
  durationUnit: 'month',
  investmentValueMin: '10000',
  investmentValueMax: '500000',
  investmentValueStep: '1000',
  interestPerYear: '8.5',
  currency: 'PLN',
} as const;

const data = { translations: { pl: { name: 'Obligacje 2027' }, en: { name: 'Bonds 2027', summary: 'Secured.' } } };
const summary = {
  id: uuid(1),
  name: 'Obligacje 2027',
  startDate: '2025-01-01',
  endDate: '2025-06-30',
  phase: 'active',
};
const product = { id: uuid(2), campaignId: uuid(1), code: 'OBL-27', name: 'Seria A', terms };
const file = {
  id: uuid(7),
  fileName: 'potwierdzenie.pdf',
  size: 12_345,
  contentType: 'application/pdf',
  uploadedAt: '2025-02-01T10:00:00.000Z',
};

describe('offer terms', () => {
  it('accepts terms with decimal-string amounts', () => {
    expect(offerTermsSchema.parse(terms)).toEqual(terms);
  });

  it.each([
    [{ investmentValueMin: 10000 }, { investmentValueMin: 'validation:invalid' }],
    // What is wrong with a number that is not money, rather than "enter a number".
    [{ investmentValueMin: '10000.001' }, { investmentValueMin: 'validation:moneyScale' }],
    [{ investmentValueMin: '-100' }, { investmentValueMin: 'validation:notNegative' }],
    [{ investmentValueStep: '1234567890123456' }, { investmentValueStep: 'validation:moneyTooLarge' }],
    [{ investmentValueMin: '10 000' }, { investmentValueMin: 'validation:number' }],
    [{ investmentValueMin: '600000' }, { investmentValueMax: 'validation:min' }],
    [{ investmentValueStep: '0' }, { investmentValueStep: 'validation:amountPositive' }],
    // The column holds numeric(7, 4): a larger or finer rate would fail in the database (found by fuzzing).
    [{ interestPerYear: '12345' }, { interestPerYear: 'validation:number' }],
    [{ interestPerYear: '8.12345' }, { interestPerYear: 'validation:number' }],
    [{ interestPaymentFrequency: 'Semi-annually' }, { interestPaymentFrequency: 'validation:invalid' }],
    [{ durationUnit: 'week' }, { durationUnit: 'validation:invalid' }],
    [{ currency: 'GBP' }, { currency: 'validation:invalid' }],
    [{ duration: 0 }, { duration: 'validation:min' }],
  ])('refuses %j', (change, expected) => {
    expect(issuesOf(offerTermsSchema, { ...terms, ...change })).toEqual(expected);
  });
});

describe('campaigns', () => {
  it('parses the list, a campaign and the choices', () => {
    expect(campaignListResponseSchema.parse({ results: [summary] }).results).toHaveLength(1);
    expect(campaignSchema.parse({ ...summary, data, products: [product] }).products[0]?.terms.currency).toBe('PLN');
    expect(issuesOf(campaignSchema, { ...summary, phase: 'open', data, products: [] })).toEqual({
      phase: 'validation:invalid',
    });
    expect(
      campaignChoicesResponseSchema.parse([
        { id: uuid(1), name: 'Obligacje', products: [{ id: uuid(2), code: 'A', name: 'A' }] },
      ]),
    ).toHaveLength(1);
  });

  it('keys public texts by language, Polish by default', () => {
    expect(CAMPAIGN_DEFAULT_LANGUAGE).toBe('pl');
    const parsed = campaignDataSchema.parse(data);
    expect(campaignTranslation(parsed, 'en').name).toBe('Bonds 2027');
    expect(campaignTranslation(campaignDataSchema.parse({ translations: { pl: { name: 'PL' } } }), 'en').name).toBe(
      'PL',
    );
    expect(campaignTranslation(campaignDataSchema.parse({ translations: { en: { name: 'EN' } } }), 'pl').name).toBe(
      'EN',
    );
    expect(issuesOf(campaignDataSchema, { translations: {} })).toEqual({ translations: 'validation:required' });
    expect(issuesOf(campaignDataSchema, { translations: { de: { name: 'x' } } })).toEqual({
      translations: 'validation:invalid',
    });
  });

  it('keeps a campaign’s payment account: its holder, a valid IBAN (electronic form) and the days to pay', () => {
    const payment = { accountHolder: 'Demo Emitent S.A.', iban: 'PL61109010140000071219812874', deadlineDays: 7 };
    expect(campaignDataSchema.parse({ ...data, payment }).payment).toEqual(payment);
    // Sent by the server too: encoding must work (no transform in the wire shape).
    expect(campaignDataSchema.encode({ ...data, payment }).payment).toEqual(payment);
    // The print form is the form's to compact (`electronicFormat`), not the wire's.
    expect(
      issuesOf(campaignDataSchema, { ...data, payment: { ...payment, iban: 'PL61 1090 1014 0000 0712 1981 2874' } }),
    ).toEqual({
      'payment.iban': 'validation:iban',
    });
    expect(issuesOf(campaignDataSchema, { ...data, payment: { ...payment, iban: 'PL00 1234' } })).toEqual({
      'payment.iban': 'validation:iban',
    });
    expect(Object.keys(issuesOf(campaignDataSchema, { ...data, payment: { ...payment, deadlineDays: 0 } }))).toEqual([
      'payment.deadlineDays',
    ]);
    expect(transferTitle('DEMO-12M', '0f6d1c1e-7a52-4a61-9d8c-3c9a0c1b2d3e')).toBe('DEMO-12M 0F6D1C1E');
  });

  it('parses the public offer', () => {
    const offer = {
      id: uuid(3),
      status: 'accepted',
      investorEmail: 'inv@example.com',
      message: 'Zapraszam',
      campaign: { ...summary, data },
      product: { id: uuid(2), code: 'OBL-27', name: 'Seria A', terms },
      advisor: { firstName: 'Jan', surname: 'Kowalski', email: 'jan@example.com' },
      amount: '25000.00',
      contractStatus: 'Processing',
      signingUrl: 'https://sign.example.com/e-signature/abc',
      acceptedAt: '2025-02-01T09:00:00.000Z',
      paymentConfirmations: [file],
    };
    expect(campaignOfferSchema.parse(offer)).toEqual(offer);
    expect(issuesOf(campaignOfferSchema, { ...offer, amount: 25000.5 })).toEqual({ amount: 'validation:invalid' });
    expect(issuesOf(campaignOfferSchema, { ...offer, contractStatus: 'processing' })).toEqual({
      contractStatus: 'validation:invalid',
    });
  });
});

describe('invitations', () => {
  const message = 'Zapraszam do zapoznania się z ofertą.';

  it('takes one address, a message of 10+ characters and a network per call', () => {
    expect(invitationPayloadSchema.parse({ investorEmail: 'a@b.pl', message, networkId: uuid(1) })).toEqual({
      investorEmail: 'a@b.pl',
      message,
      networkId: uuid(1),
    });
    expect(kycInvitationPayloadSchema.safeParse({ investorEmail: 'a@b.pl', message }).success).toBe(true);
    expect(issuesOf(kycInvitationPayloadSchema, { investorEmail: 'a@b.pl', message: ' krótko  ' })).toEqual({
      message: 'validation:messageMinLength',
    });
    expect(issuesOf(invitationPayloadSchema, { investorEmail: 'a@b.pl', message })).toEqual({
      networkId: 'validation:required',
    });
  });

  it('splits the form field on semicolons and needs the consent', () => {
    expect(
      invitationFormSchema.parse({
        investorEmails: 'a@b.pl; c@d.pl;',
        message,
        networkId: uuid(1),
        personalDataConsent: true,
      }).investorEmails,
    ).toEqual(['a@b.pl', 'c@d.pl']);
    expect(
      issuesOf(kycInvitationFormSchema, { investorEmails: 'a@b.pl, c@d', message, personalDataConsent: false }),
    ).toEqual({ investorEmails: 'validation:invitationEmailsInvalid', personalDataConsent: 'validation:confirm' });
  });
});

describe('accepting an offer', () => {
  const consents = { consent2: true, consent3: true };

  it('normalises a typed amount to a decimal string', () => {
    expect(acceptOfferPayloadSchema.parse({ amount: '25 000,50', ...consents })).toEqual({
      amount: '25000.5',
      ...consents,
    });
  });

  it.each([
    [{ amount: '' }, { amount: 'validation:required' }],
    [{ amount: 'dużo' }, { amount: 'validation:number' }],
    [{ amount: '5000' }, { amount: 'validation:amountMin' }],
    [{ amount: '600000' }, { amount: 'validation:amountMax' }],
    [{ amount: '10500' }, { amount: 'validation:amountStep' }],
    [{ amount: '20000', consent3: false }, { consent3: 'validation:confirm' }],
  ])('refuses %j against the offer terms', (change, expected) => {
    expect(issuesOf(acceptOfferPayloadSchemaFor(terms), { ...consents, ...change })).toEqual(expected);
  });

  it('reads the terms lazily', () => {
    let current: typeof terms | undefined;
    const schema = acceptOfferPayloadSchemaFor(() => current);
    expect(schema.safeParse({ amount: '500', ...consents }).success).toBe(true);
    current = terms;
    expect(issuesOf(schema, { amount: '500', ...consents })).toEqual({ amount: 'validation:amountMin' });
  });

  it('answers an upload with the stored file', () => {
    expect(paymentConfirmationUploadResponseSchema.parse(file)).toEqual(file);
    expect(issuesOf(paymentConfirmationUploadResponseSchema, { ...file, size: -1 })).toEqual({
      size: 'validation:min',
    });
  });
});
