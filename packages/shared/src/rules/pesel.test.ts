import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { addDays } from './calendar-date.ts';
import { birthDateMatchesPesel, composePesel, decodePesel, isValidPesel, peselSchema, type Sex } from './pesel.ts';
import { issuesOf, keyOf } from './testing.ts';

describe('decodePesel', () => {
  it.each([
    // The check digit of each is computed by hand from the weights 1-3-7-9.
    ['44051401359', '1944-05-14', 'male'],
    ['02070803628', '1902-07-08', 'female'],
    ['02270803624', '2002-07-08', 'female'],
  ])('%s is %s, %s', (pesel, birthDate, sex) => {
    expect(decodePesel(pesel)).toEqual({ birthDate, sex });
  });

  it.each([
    ['1800-01-01', 'male'],
    ['1899-12-31', 'female'],
    ['1900-01-01', 'male'],
    ['1999-12-31', 'female'],
    ['2000-02-29', 'male'],
    ['2000-01-01', 'female'],
    ['2099-12-31', 'male'],
    ['2100-01-01', 'female'],
    ['2199-12-31', 'male'],
    ['2200-01-01', 'female'],
    ['2299-12-31', 'male'],
    ['2299-12-31', 'female'],
    ['2024-02-29', 'female'],
  ] as const)('round-trips %s, %s through every century offset', (birthDate, sex) => {
    const pesel = composePesel(birthDate, sex, 123);
    expect(isValidPesel(pesel)).toBe(true);
    expect(decodePesel(pesel)).toEqual({ birthDate, sex });
  });

  it('encodes 2299-12-31 with month 72', () => {
    expect(composePesel('2299-12-31', 'male', 0).slice(0, 6)).toBe('997231');
  });

  it.each([
    ['', 'empty'],
    ['4405140135', 'ten digits'],
    ['440514013599', 'twelve digits'],
    ['4405140135a', 'a letter'],
    ['44051401358', 'wrong check digit'],
    ['00022900000', '29 February 1900 (month 02, no offset), whatever the check digit'],
    ['00133100000', 'month 13'],
    ['00003100000', 'month 0'],
    ['00810100000', 'month 81 is fine but this check digit is not'],
  ])('refuses %j (%s)', (pesel) => {
    expect(isValidPesel(pesel)).toBe(false);
  });

  it('accepts 29 February 2000 only: 1800, 1900, 2100 and 2200 are not leap years', () => {
    // Build the body by hand so the check digit is right and only the date is wrong.
    const withCheck = (body: string) => {
      const weights = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3];
      const sum = weights.reduce((total, weight, index) => total + weight * Number(body[index]), 0);
      return body + String((10 - (sum % 10)) % 10);
    };
    expect(isValidPesel(withCheck('0002290000'))).toBe(false);
    expect(decodePesel(withCheck('0022290000'))).toEqual({ birthDate: '2000-02-29', sex: 'female' });
    expect(isValidPesel(withCheck('0082290000'))).toBe(false);
    expect(isValidPesel(withCheck('0042290001'))).toBe(false);
    expect(isValidPesel(withCheck('0062290001'))).toBe(false);
    expect(decodePesel(withCheck('0462290001'))).toEqual({ birthDate: '2204-02-29', sex: 'male' });
  });

  it('refuses to compose outside 1800–2299', () => {
    expect(() => composePesel('1799-12-31', 'male')).toThrow(RangeError);
    expect(() => composePesel('2300-01-01', 'male')).toThrow(RangeError);
    expect(() => composePesel('2000-02-30', 'male')).toThrow(RangeError);
  });
});

const FIRST_DAY = '1800-01-01';
const DAYS_1800_TO_2299 = 182_621; // 1800-01-01 … 2299-12-31 inclusive
const peselFacts = fc.record({
  birthDate: fc.integer({ min: 0, max: DAYS_1800_TO_2299 - 1 }).map((offset) => addDays(FIRST_DAY, offset)),
  sex: fc.constantFrom<Sex>('female', 'male'),
  serial: fc.integer({ min: 0, max: 999 }),
});

describe('PESEL properties', () => {
  it('covers exactly 1800-01-01 to 2299-12-31', () => {
    expect(addDays(FIRST_DAY, DAYS_1800_TO_2299 - 1)).toBe('2299-12-31');
  });

  it('accepts a PESEL for any date and sex, and decodes them back', () => {
    fc.assert(
      fc.property(peselFacts, ({ birthDate, sex, serial }) => {
        const pesel = composePesel(birthDate, sex, serial);
        expect(pesel).toMatch(/^\d{11}$/);
        expect(decodePesel(pesel)).toEqual({ birthDate, sex });
      }),
      { numRuns: 2000 },
    );
  });

  it('refuses any single-digit change', () => {
    fc.assert(
      fc.property(
        peselFacts,
        fc.integer({ min: 0, max: 10 }),
        fc.integer({ min: 1, max: 9 }),
        ({ birthDate, sex, serial }, position, delta) => {
          const pesel = composePesel(birthDate, sex, serial);
          const digit = (Number(pesel[position]) + delta) % 10;
          const changed = pesel.slice(0, position) + String(digit) + pesel.slice(position + 1);
          expect(isValidPesel(changed)).toBe(false);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('peselSchema and birthDateMatchesPesel', () => {
  const pesel = composePesel('1985-07-23', 'female', 42);

  it.each([
    [pesel, undefined],
    [` ${pesel} `, undefined],
    ['', 'validation:required'],
    ['12345678901', 'validation:pesel'],
  ])('%j → %s', (input, key) => {
    expect(keyOf(peselSchema, input)).toBe(key);
  });

  const person = z.object({ pesel: z.string(), birthDate: z.string() }).superRefine(birthDateMatchesPesel());

  it.each([
    [{ pesel, birthDate: '1985-07-23' }, []],
    [{ pesel, birthDate: '1985-07-24' }, [['birthDate', 'validation:birthDatePesel']]],
    [{ pesel: '12345678901', birthDate: '1985-07-24' }, []],
    [{ pesel, birthDate: 'yesterday' }, []],
  ])('%j', (input, expected) => {
    expect(issuesOf(person, input).map(({ path, key }) => [path, key])).toEqual(expected);
  });

  it('says it in both languages', () => {
    expect(issuesOf(person, { pesel, birthDate: '1985-07-24' }, 'pl')[0]?.text).toBe(
      'Data urodzenia musi być zgodna z numerem PESEL.',
    );
    expect(issuesOf(peselSchema, '1', 'pl')[0]?.text).toBe('Numer PESEL jest nieprawidłowy.');
    expect(issuesOf(peselSchema, '1', 'en')[0]?.text).toBe('The PESEL number is not valid.');
  });
});
