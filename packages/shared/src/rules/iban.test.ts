import fc from 'fast-check';
import { composeIBAN, friendlyFormatIBAN } from 'ibantools';
import { describe, expect, it } from 'vitest';
import {
  bankAccountSchema,
  electronicFormat,
  ibanSchema,
  isValidBankAccount,
  isValidIban,
  isValidNrb,
} from './iban.ts';
import { issuesOf, keyOf } from './testing.ts';

/** Published example IBANs (bank and registry documentation), valid by ibantools. */
const KNOWN_IBANS = [
  'PL61109010140000071219812874',
  'DE89370400440532013000',
  'GB82WEST12345698765432',
  'NL91ABNA0417164300',
  'FR1420041010050500013M02606',
  'ES9121000418450200051332',
  'CH9300762011623852957',
  'BE68539007547034',
  'IT60X0542811101000000123456',
  'CZ6508000000192000145399',
  'AT611904300234573201',
  'LT121000011101001000',
];

const DIGITS = '0123456789';
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * Every string that differs from `value` in one character of the same kind (a digit for a digit,
 * a letter for a letter): mod 97 catches all of those in any IBAN. A letter typed for a digit is
 * caught by the country's layout where a position is strictly numeric or alphabetic (see the
 * generated IBANs below), but not always in alphanumeric positions (CH, IT, FR): 'T' counts as
 * 29 there, and that is a property of IBAN itself.
 */
function* sameKindMutations(value: string): Generator<string> {
  for (let index = 0; index < value.length; index++) {
    const current = value[index] ?? '';
    for (const character of DIGITS.includes(current) ? DIGITS : LETTERS) {
      if (character !== current) yield value.slice(0, index) + character + value.slice(index + 1);
    }
  }
}

/** A PL account number's bank-branch check digit (the 8th digit), which ibantools also checks. */
function withPolishBranchCheck(digits: string): string {
  const weights = [3, 9, 7, 1, 3, 9, 7];
  const sum = weights.reduce((total, weight, index) => total + weight * Number(digits[index]), 0);
  return digits.slice(0, 7) + String((10 - (sum % 10)) % 10) + digits.slice(8);
}

const digitString = (length: number) =>
  fc.array(fc.constantFrom(...DIGITS), { minLength: length, maxLength: length }).map((d) => d.join(''));
const letterString = (length: number) =>
  fc.array(fc.constantFrom(...LETTERS), { minLength: length, maxLength: length }).map((l) => l.join(''));

/**
 * Random IBANs of countries whose layout is strictly letters or digits per position, where any
 * one-character change, of whatever kind, must be refused.
 */
const generatedIban = fc.oneof(
  digitString(24).map((bban) => composeIBAN({ countryCode: 'PL', bban: withPolishBranchCheck(bban) })),
  digitString(18).map((bban) => composeIBAN({ countryCode: 'DE', bban })),
  digitString(16).map((bban) => composeIBAN({ countryCode: 'AT', bban })),
  fc
    .tuple(letterString(4), digitString(14))
    .map(([bank, rest]) => composeIBAN({ countryCode: 'GB', bban: bank + rest })),
  fc
    .tuple(letterString(4), digitString(10))
    .map(([bank, rest]) => composeIBAN({ countryCode: 'NL', bban: bank + rest })),
);

describe('isValidIban', () => {
  it.each(KNOWN_IBANS)('accepts %s in electronic, print and lower-case form', (iban) => {
    expect(isValidIban(iban)).toBe(true);
    expect(isValidIban(friendlyFormatIBAN(iban) ?? '')).toBe(true);
    expect(isValidIban(` ${iban.toLowerCase()} `)).toBe(true);
  });

  it.each([
    '',
    'PL',
    'PL61 1090 1014 0000 0712 1981 2875',
    'PL6110901014000007121981287',
    'PL611090101400000712198128741',
    'XX61109010140000071219812874',
    '61109010140000071219812874',
    'DE89 3704 0044 0532 0130 01',
    'GB82WEST1234569876543A',
    'PL61_1090_1014_0000_0712_1981_2874',
  ])('refuses %j', (value) => {
    expect(isValidIban(value)).toBe(false);
  });

  it.each(KNOWN_IBANS)('refuses every one-character change of %s', (iban) => {
    for (const mutation of sameKindMutations(iban)) {
      expect(isValidIban(mutation), mutation).toBe(false);
    }
  });

  it('accepts generated IBANs and refuses any one-character change of them', () => {
    fc.assert(
      fc.property(generatedIban, fc.nat(), fc.constantFrom(...DIGITS, ...LETTERS), (iban, position, character) => {
        if (iban === null) throw new Error('composeIBAN refused a well-formed BBAN');
        expect(isValidIban(iban)).toBe(true);
        expect(isValidIban(friendlyFormatIBAN(iban) ?? '')).toBe(true);
        const index = position % iban.length;
        fc.pre(iban[index] !== character);
        expect(isValidIban(iban.slice(0, index) + character + iban.slice(index + 1))).toBe(false);
      }),
      { numRuns: 500 },
    );
  });
});

describe('Polish NRB as a bank account', () => {
  it.each([
    ['61109010140000071219812874', true],
    ['61 1090 1014 0000 0712 1981 2874', true],
    ['61 1090 1014 0000 0712 1981 2875', false],
    ['6110901014000007121981287', false],
    ['PL61109010140000071219812874', false],
    ['611090101400000712198128a4', false],
  ])('%j is an NRB: %s', (value, valid) => {
    expect(isValidNrb(value)).toBe(valid);
  });

  it('takes an IBAN or an NRB', () => {
    expect(isValidBankAccount('61 1090 1014 0000 0712 1981 2874')).toBe(true);
    expect(isValidBankAccount('DE89 3704 0044 0532 0130 00')).toBe(true);
    expect(isValidBankAccount('1234')).toBe(false);
  });

  it('accepts the NRB of every generated PL IBAN', () => {
    fc.assert(
      fc.property(digitString(24), (bban) => {
        const iban = composeIBAN({ countryCode: 'PL', bban: withPolishBranchCheck(bban) }) ?? '';
        expect(isValidNrb(iban.slice(2))).toBe(true);
      }),
    );
  });
});

describe('ibanSchema and bankAccountSchema', () => {
  it.each([
    [ibanSchema, 'pl61 1090 1014 0000 0712 1981 2874', 'PL61109010140000071219812874'],
    [bankAccountSchema, '61 1090 1014 0000 0712 1981 2874', '61109010140000071219812874'],
    [bankAccountSchema, 'GB82 WEST 1234 5698 7654 32', 'GB82WEST12345698765432'],
  ])('outputs the electronic form', (schema, input, output) => {
    expect(schema.parse(input)).toBe(output);
  });

  it.each([
    [ibanSchema, '', 'validation:required'],
    [ibanSchema, '61109010140000071219812874', 'validation:iban'],
    [ibanSchema, 'PL61109010140000071219812875', 'validation:iban'],
    [bankAccountSchema, 'PL61109010140000071219812875', 'validation:bankAccount'],
    [bankAccountSchema, '12345', 'validation:bankAccount'],
  ])('reports %#', (schema, input, key) => {
    expect(keyOf(schema, input)).toBe(key);
  });

  it('says it in both languages', () => {
    expect(issuesOf(bankAccountSchema, 'x', 'pl')[0]?.text).toBe('Podaj prawidłowy numer rachunku bankowego lub IBAN.');
    expect(issuesOf(ibanSchema, 'x', 'en')[0]?.text).toBe('Please enter a valid IBAN.');
    expect(electronicFormat(' de89-3704 ')).toBe('DE893704');
  });
});
