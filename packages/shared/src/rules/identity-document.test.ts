import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/translate.ts';
import {
  checkIdentityDocumentNumber,
  FOREIGN_DOCUMENT_NUMBER_MAX_LENGTH,
  isValidPolishDocumentNumber,
  polishDocumentCheckDigit,
} from './identity-document.ts';

const polish = (type: string, number: string) => checkIdentityDocumentNumber({ type, country: 'PL', number });
const foreign = (number: string, type = 'PASSPORT') => checkIdentityDocumentNumber({ type, country: 'DE', number });

describe('Polish identity card numbers (3 letters, 6 digits, the 4th character the check digit)', () => {
  it.each([
    // The specimen number of the card, and the demo seed's numbers.
    'ABA300000',
    'AXB000000',
    'DEM101001',
    'CUS801001',
    'ABC523456',
  ])('accepts %s', (number) => {
    expect(isValidPolishDocumentNumber('ID_CARD', number)).toBe(true);
    expect(polish('ID_CARD', number)).toBeUndefined();
  });

  it('computes the check digit with weights 7, 3, 1 over the other characters (A=10 … Z=35)', () => {
    // A·7 + B·3 + A·1 + 0·7 + 0·3 + 0·1 + 0·7 + 0·3 = 70 + 33 + 10 = 113 → 3.
    expect(polishDocumentCheckDigit('ABA300000', 3)).toBe(3);
    expect(polishDocumentCheckDigit('ABC123456', 3)).toBe(5);
  });

  it.each(['ABA300001', 'ABA400000', 'ABC123456', 'ABB300000'])(
    'refuses %s, whose check digit does not match',
    (number) => {
      expect(polish('ID_CARD', number)).toEqual({ key: 'validation:documentNumberCheckDigit' });
    },
  );

  it.each(['!!', 'AB300000', 'ABA3000000', 'ABA 300000', '123456789', 'AB1300000', 'ĄBA300000'])(
    'refuses %j by its format',
    (number) => {
      expect(polish('ID_CARD', number)).toEqual({ key: 'validation:idCardNumber' });
    },
  );
});

describe('Polish passport numbers (2 letters, 7 digits, the 3rd character the check digit)', () => {
  it.each(['ZS0000177', 'EF2987654', 'PA8234567', 'AA3234567'])('accepts %s', (number) => {
    expect(polish('PASSPORT', number)).toBeUndefined();
  });

  it.each(['ZS1000177', 'ZS0000178', 'PA1234567', 'AA1234567'])(
    'refuses %s, whose check digit does not match',
    (number) => {
      expect(polish('PASSPORT', number)).toEqual({ key: 'validation:documentNumberCheckDigit' });
    },
  );

  it.each(['!!', 'ABA300000', 'ZS000017', 'Z10000177', 'EF987654'])('refuses %j by its format', (number) => {
    expect(polish('PASSPORT', number)).toEqual({ key: 'validation:passportNumber' });
  });

  it('does not take an identity card number for a passport, or the reverse', () => {
    expect(polish('PASSPORT', 'ABA300000')).toEqual({ key: 'validation:passportNumber' });
    expect(polish('ID_CARD', 'ZS0000177')).toEqual({ key: 'validation:idCardNumber' });
  });
});

describe('documents of other countries', () => {
  it.each(['C01X00T47', 'L01X00T47', '123 456 789', 'AB-123456', 'X1234', 'ΑΒ123456', 'PA1234567'])(
    'accepts %j (letters, digits, single spaces and hyphens)',
    (number) => {
      expect(foreign(number)).toBeUndefined();
      expect(foreign(number, 'ID_CARD')).toBeUndefined();
    },
  );

  it.each([
    '!!',
    'AB!123456',
    'ABC',
    'AB_123456',
    ' AB123456',
    'AB--123456',
    'AB123456-',
    'A'.repeat(FOREIGN_DOCUMENT_NUMBER_MAX_LENGTH + 1),
  ])('refuses %j', (number) => {
    expect(foreign(number)).toEqual({ key: 'validation:documentNumber', params: { min: 4, max: 20 } });
  });
});

describe('messages', () => {
  it('names the expected format in both languages', () => {
    expect(translate('en', 'validation:idCardNumber')).toBe(
      'Enter the ID card number as 3 letters and 6 digits, e.g. ABA300000.',
    );
    expect(translate('pl', 'validation:idCardNumber')).toBe(
      'Podaj numer dowodu osobistego: 3 litery i 6 cyfr, np. ABA300000.',
    );
    expect(translate('pl', 'validation:passportNumber')).toBe(
      'Podaj numer paszportu: 2 litery i 7 cyfr, np. ZS0000177.',
    );
    expect(translate('en', 'validation:documentNumber', { min: 4, max: 20 })).toBe(
      'Enter the document number with letters, digits, spaces and hyphens only, 4 to 20 characters.',
    );
  });
});
