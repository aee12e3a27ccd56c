import { formatDate } from '@wl/shared/format';
import { addDays, todayIso } from '@wl/shared/rules';
import { describe, expect, it } from 'vitest';
import { availableAdvisorActions } from '../components/advisor-actions.tsx';
import { type AdvisorFormValues, toAdvisorPayload, validateAdvisorForm } from './advisor-form-values.ts';

const NORTH = '00000000-0000-4000-8000-0000000000a1';

function valid(overrides: Partial<AdvisorFormValues> = {}): AdvisorFormValues {
  return {
    firstName: 'Jan',
    surname: 'Kowalski',
    email: 'jan.kowalski@example.com',
    externalId: '',
    documentType: 'ID_CARD',
    documentNumber: 'ABC523456',
    documentExpiryDate: addDays(todayIso(), 30),
    country: 'PL',
    powerOfAttorneyStart: todayIso(),
    powerOfAttorneyEnd: '',
    brokerNetworkIds: [NORTH],
    ...overrides,
  };
}

describe('advisor form rules (the shared advisorFormSchema)', () => {
  it('accepts a complete form and leaves empty optional fields out of the payload', () => {
    expect(validateAdvisorForm(valid(), 'pl')).toEqual({});
    const payload = toAdvisorPayload(valid({ externalId: '  ' }));
    expect(payload).not.toHaveProperty('externalId');
    expect(payload).not.toHaveProperty('powerOfAttorneyEnd');
    expect(payload.brokerNetworkIds).toEqual([NORTH]);
  });

  it('needs at least one network', () => {
    expect(validateAdvisorForm(valid({ brokerNetworkIds: [] }), 'en')).toEqual({
      brokerNetworkIds: 'An advisor needs at least one network.',
    });
    expect(validateAdvisorForm(valid({ brokerNetworkIds: [] }), 'pl').brokerNetworkIds).toBe(
      'Doradca musi mieć co najmniej jedną sieć.',
    );
  });

  it('refuses a document that expires in fewer than 7 days, naming the earliest accepted date', () => {
    const earliest = addDays(todayIso(), 7);
    const errors = validateAdvisorForm(valid({ documentExpiryDate: addDays(todayIso(), 6) }), 'en');
    expect(errors.documentExpiryDate).toBe(
      `The document must be valid for at least 7 more days, that is until ${formatDate(earliest)} or later.`,
    );
    expect(validateAdvisorForm(valid({ documentExpiryDate: earliest }), 'en')).toEqual({});
  });

  it('checks the e-mail and the required fields', () => {
    const errors = validateAdvisorForm(valid({ email: 'jan@', firstName: ' ', documentType: '' }), 'en');
    expect(errors.email).toBe('Please enter a valid email address.');
    expect(errors.firstName).toBe('This field is required.');
    expect(errors.documentType).toBe('This field is required.');
  });

  it('refuses a power of attorney that ends before it starts', () => {
    const errors = validateAdvisorForm(
      valid({ powerOfAttorneyStart: '2026-05-10', powerOfAttorneyEnd: '2026-05-09' }),
      'en',
    );
    expect(errors.powerOfAttorneyEnd).toBe('Enter a date on or after 10.05.2026.');
  });

  it('shows the power of attorney date as DD.MM.YYYY in Polish too, and together with the other errors', () => {
    const errors = validateAdvisorForm(
      valid({ firstName: '', email: '', powerOfAttorneyStart: '2026-05-10', powerOfAttorneyEnd: '2026-05-09' }),
      'pl',
    );
    expect(errors).toEqual({
      firstName: 'To pole jest wymagane.',
      email: 'To pole jest wymagane.',
      powerOfAttorneyEnd: 'Podaj datę nie wcześniejszą niż 10.05.2026.',
    });
  });

  it('checks the document number by the document type and the issuing country', () => {
    expect(validateAdvisorForm(valid({ documentNumber: '!!' }), 'en').documentNumber).toBe(
      'Enter the ID card number as 3 letters and 6 digits, e.g. ABA300000.',
    );
    expect(
      validateAdvisorForm(valid({ documentType: 'PASSPORT', documentNumber: 'ZS0000178' }), 'pl').documentNumber,
    ).toBe('Ten numer dokumentu jest nieprawidłowy: cyfra kontrolna się nie zgadza. Sprawdź litery i cyfry.');
    expect(validateAdvisorForm(valid({ country: 'DE', documentNumber: 'C01X00T47' }), 'en')).toEqual({});
    expect(toAdvisorPayload(valid({ documentNumber: 'aba300000' })).documentNumber).toBe('ABA300000');
  });
});

describe('advisor actions by status', () => {
  const advisor = (status: 'initial' | 'active' | 'deleted', email = 'a@example.com') => ({ status, email });

  it('follows the state machine: initial → active → deleted (and back to active)', () => {
    expect(availableAdvisorActions(advisor('initial'), null)).toEqual({
      activate: true,
      sendActivation: true,
      archive: true,
      impersonate: false,
    });
    expect(availableAdvisorActions(advisor('active'), null)).toEqual({
      activate: false,
      sendActivation: false,
      archive: true,
      impersonate: true,
    });
    expect(availableAdvisorActions(advisor('deleted'), null)).toEqual({
      activate: true,
      sendActivation: false,
      archive: false,
      impersonate: false,
    });
  });

  it('never offers archiving or acting as oneself', () => {
    const self = availableAdvisorActions(advisor('active', 'Admin@Demo.localhost'), 'admin@demo.localhost');
    expect(self.archive).toBe(false);
    expect(self.impersonate).toBe(false);
  });
});
