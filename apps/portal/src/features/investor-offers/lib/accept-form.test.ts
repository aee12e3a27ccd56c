import { errorBody, errorCodes } from '@wl/shared/errors';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@/lib/api/api-error.ts';
import { offerFixture } from '@/testing/offer-fixture.ts';
import { acceptPayloadOf, acceptRefusal, amountLimits, prefilledAmount, validateAcceptForm } from './accept-form.ts';

const terms = offerFixture().product.terms;
const consents = { consent2: true, consent3: true };

describe('validateAcceptForm', () => {
  it('wants an amount and both consents', () => {
    expect(validateAcceptForm({ amount: '', consent2: false, consent3: false }, terms, 'pl')).toEqual({
      amount: 'To pole jest wymagane.',
      consent2: 'To pole musi zostać zaznaczone.',
      consent3: 'To pole musi zostać zaznaczone.',
    });
  });

  it('words the limits as money (spec §9), in the language in use', () => {
    expect(validateAcceptForm({ amount: '5 000', ...consents }, terms, 'pl')).toEqual({
      amount: 'Minimalna kwota inwestycji to 10\u00a0000,00\u00a0PLN.',
    });
    expect(validateAcceptForm({ amount: '600000', ...consents }, terms, 'en')).toEqual({
      amount: 'The maximum investment amount is 500\u00a0000,00\u00a0PLN.',
    });
    expect(validateAcceptForm({ amount: '25 000,50', ...consents }, terms, 'pl')).toEqual({
      amount: 'Kwota inwestycji musi być wielokrotnością 1\u00a0000,00\u00a0PLN.',
    });
  });

  it('says what is wrong with text that is not an amount', () => {
    expect(validateAcceptForm({ amount: 'dużo', ...consents }, terms, 'pl').amount).toBe('Wpisz liczbę, np. 1 234,56.');
    expect(validateAcceptForm({ amount: '25000,123', ...consents }, terms, 'en').amount).toBe(
      'Enter an amount with at most 2 decimal places.',
    );
  });

  it('accepts an amount typed with spaces and a decimal comma, and sends it as a plain decimal', () => {
    const values = { amount: '25 000,00', ...consents };
    expect(validateAcceptForm(values, terms, 'pl')).toEqual({});
    expect(acceptPayloadOf(values, terms)).toEqual({ amount: '25000', consent2: true, consent3: true });
  });
});

describe('amountLimits', () => {
  it('formats the hint under the amount', () => {
    expect(amountLimits(terms)).toEqual({
      min: '10\u00a0000,00\u00a0PLN',
      max: '500\u00a0000,00\u00a0PLN',
      step: '1\u00a0000,00\u00a0PLN',
    });
  });
});

describe('prefilledAmount (decision 013)', () => {
  const lead = {
    offerId: 'x',
    campaignName: 'Obligacje Demo 2025',
    productCode: 'DEMO25-6M',
    amount: '25000.00',
    currency: 'PLN' as const,
    consentsAcceptedAt: '2026-01-02T10:00:00.000Z',
    consentLanguage: 'pl' as const,
    documents: [{ kind: 'terms' as const, language: 'pl' as const, version: 1 }],
  };

  it('starts from the last subscription when this offer takes its amount', () => {
    expect(prefilledAmount(lead, terms)).toBe('25000,00');
  });

  it('starts empty without one, in another currency, or outside this offer’s limits and step', () => {
    expect(prefilledAmount(null, terms)).toBe('');
    expect(prefilledAmount({ ...lead, currency: 'EUR' }, terms)).toBe('');
    expect(prefilledAmount({ ...lead, amount: '5000.00' }, terms)).toBe('');
    expect(prefilledAmount({ ...lead, amount: '25500.00' }, terms)).toBe('');
  });
});

describe('acceptRefusal', () => {
  const refused = (status: number, body: unknown) => new ApiRequestError(status, body);

  it('puts the amount codes of spec §8 on the amount, with the limit from the parameters', () => {
    const below = refused(
      422,
      errorBody('Below', errorCodes.offerBelowMinimum, { investmentValueMin: '10000.00', currency: 'PLN' }),
    );
    const refusal = acceptRefusal(below, 'pl');
    expect(refusal.formError).toBeNull();
    expect(refusal.final).toBe(false);
    expect(refusal.fieldErrors.amount).toMatch(/10\u00a0000,00/);
  });

  it('puts the server’s violations on their fields', () => {
    const violation = refused(
      400,
      errorBody('Validation', errorCodes.validation, {}, [
        {
          propertyPath: 'amount',
          title: 'Kwota inwestycji musi być wielokrotnością 1000.',
          message: 'validation:amountStep',
        },
      ]),
    );
    expect(acceptRefusal(violation, 'pl').fieldErrors).toEqual({
      amount: 'Kwota inwestycji musi być wielokrotnością 1000.',
    });
  });

  it('shows a closed campaign or an out-of-date offer above the button, as final', () => {
    const closed = acceptRefusal(refused(409, errorBody('x', errorCodes.campaignCompleted)), 'pl');
    expect(closed).toEqual({ fieldErrors: {}, formError: 'Kampania została już zakończona.', final: true });
    const outdated = acceptRefusal(refused(409, errorBody('x', errorCodes.offerOutOfDate)), 'en');
    expect(outdated.formError).toBe('The offer is out of date or the request has already been sent.');
    expect(outdated.final).toBe(true);
  });

  it('shows a failed network call as the default message, not final', () => {
    expect(acceptRefusal(new ApiRequestError(0, null), 'pl')).toEqual({
      fieldErrors: {},
      formError: 'Coś poszło nie tak. Spróbuj ponownie później.',
      final: false,
    });
  });
});
