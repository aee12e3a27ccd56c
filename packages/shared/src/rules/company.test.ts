import { describe, expect, it } from 'vitest';
import { canLoadFromRegister, existingCompanySchema, isExistingCompany, registerLookupSchema } from './company.ts';
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
  ])('%j → %s', (input, key) => {
    expect(keyOf(registerLookupSchema, input)).toBe(key);
  });

  it('says why in both languages', () => {
    expect(canLoadFromRegister(' ')).toBe(false);
    expect(canLoadFromRegister('0000123456')).toBe(true);
    expect(issuesOf(registerLookupSchema, {}, 'pl')[0]?.text).toBe(
      'Podaj numer rejestrowy, aby pobrać dane firmy z rejestru.',
    );
  });
});
