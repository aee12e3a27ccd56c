import { describe, expect, it } from 'vitest';
import {
  canLoadFromRegister,
  existingCompanySchema,
  isExistingCompany,
  isKrsNumber,
  krsNumberOf,
  registerLookupSchema,
} from './company.ts';
import { issuesOf, keyOf } from './testing.ts';

describe('company chosen from existing ones', () => {
  const existing = [12, 'abc-7'];

  it.each([
    [12, true],
    ['12', true],
    ['abc-7', true],
    [13, false],
    ['ACME sp. z o.o.', false],
    ['', false],
    [null, false],
  ])('%j is an existing company: %s', (value, expected) => {
    expect(isExistingCompany(value, existing)).toBe(expected);
  });

  it.each([
    [12, undefined],
    ['nowa firma', 'validation:companyNotListed'],
    [undefined, 'validation:required'],
    [{ id: 12 }, 'validation:companyNotListed'],
  ])('%j → %s', (input, key) => {
    expect(keyOf(existingCompanySchema(existing), input)).toBe(key);
  });

  it('reads a changing list at each validation', () => {
    let ids = [1];
    const schema = existingCompanySchema(() => ids);
    expect(keyOf(schema, 2)).toBe('validation:companyNotListed');
    ids = [1, 2];
    expect(keyOf(schema, 2)).toBeUndefined();
    expect(issuesOf(schema, 3, 'pl')[0]?.text).toBe('Wybierz firmę z listy.');
  });
});

describe('no load from the company register without a register number', () => {
  it.each([
    [{ registerNumber: '0000123456' }, undefined],
    [{ registerNumber: '   ' }, 'validation:registerNumberRequired'],
    [{}, 'validation:registerNumberRequired'],
    // A KRS number has 10 digits: a shorter one is a format error, not "no such company".
    [{ registerNumber: '12345' }, 'validation:registerNumberFormat'],
    [{ registerNumber: '123456' }, 'validation:registerNumberFormat'],
    [{ registerNumber: '00001234567' }, 'validation:registerNumberFormat'],
    [{ registerNumber: '000012345a' }, 'validation:registerNumberFormat'],
    [{ registerNumber: 'KRS' }, 'validation:registerNumberFormat'],
  ])('%j → %s', (input, key) => {
    expect(keyOf(registerLookupSchema, input)).toBe(key);
  });

  it.each([
    ['0000123456', '0000123456'],
    [' KRS 0000-123-456 ', '0000123456'],
    ['krs0000123456', '0000123456'],
    ['000 012 3456', '0000123456'],
  ])('reads %j as the KRS number %s', (typed, number) => {
    expect(registerLookupSchema.parse({ registerNumber: typed }).registerNumber).toBe(number);
    expect(isKrsNumber(typed)).toBe(true);
    expect(krsNumberOf(typed)).toBe(number);
  });

  it('says what a KRS number looks like in both languages', () => {
    expect(issuesOf(registerLookupSchema, { registerNumber: '12345' }, 'pl')[0]?.text).toBe(
      'Numer KRS ma 10 cyfr, np. 0000123456.',
    );
    expect(issuesOf(registerLookupSchema, { registerNumber: '12345' }, 'en')[0]?.text).toBe(
      'A KRS number has 10 digits, e.g. 0000123456.',
    );
  });

  it('says why in both languages', () => {
    expect(canLoadFromRegister(' ')).toBe(false);
    expect(canLoadFromRegister('0000123456')).toBe(true);
    expect(issuesOf(registerLookupSchema, {}, 'pl')[0]?.text).toBe(
      'Podaj numer rejestrowy, aby pobrać dane firmy z rejestru.',
    );
  });
});
