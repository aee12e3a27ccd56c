import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { issuesOf, keyOf } from './testing.ts';
import { isValidZipCode, ZIP_CODE_FORMATS, zipCodeMatchesCountry, zipCodeSchema } from './zip-code.ts';

describe('isValidZipCode', () => {
  it.each([
    ['00-950', 'PL'],
    ['31-042', 'pl'],
    [' 80-001 ', 'PL'],
    ['10115', 'DE'],
    ['75001', 'FR'],
    ['28001', 'ES'],
    ['00184', 'IT'],
    ['SW1A 1AA', 'GB'],
    ['sw1a1aa', 'GB'],
    ['M1 1AE', 'GB'],
    ['B33 8TH', 'GB'],
    ['EC1A 1BB', 'GB'],
    ['GIR 0AA', 'GB'],
    ['10001', 'US'],
    ['10001-1234', 'US'],
    ['110 00', 'CZ'],
    ['11000', 'CZ'],
    ['811 01', 'SK'],
    ['1012 AB', 'NL'],
    ['1012ab', 'NL'],
    ['1010', 'AT'],
    ['8001', 'CH'],
    ['1000-001', 'PT'],
    ['LT-01100', 'LT'],
    ['01100', 'LT'],
    ['D02 X285', 'IE'],
    ['114 55', 'SE'],
    ['100-0001', 'JP'],
    ['K1A 0B1', 'CA'],
    ['12345', undefined],
    ['AB-12 3', ''],
  ])('accepts %j for %s', (zip, country) => {
    expect(isValidZipCode(zip, country)).toBe(true);
  });

  it.each([
    ['00950', 'PL'],
    ['00-9500', 'PL'],
    ['0-0950', 'PL'],
    ['AB-123', 'PL'],
    ['1011', 'DE'],
    ['101155', 'DE'],
    ['SW1A', 'GB'],
    ['1AA SW1', 'GB'],
    ['1000', 'US'],
    ['10001-12', 'US'],
    ['1100', 'CZ'],
    ['0123 AB', 'NL'],
    ['1012 A1', 'NL'],
    ['1000 001', 'PT'],
    ['', 'JP'],
    ['   ', 'XX'],
    ['1234567890123', 'JP'],
    ['12#45', 'JP'],
    ['--', 'JP'],
  ])('refuses %j for %s', (zip, country) => {
    expect(isValidZipCode(zip, country)).toBe(false);
  });

  it('has an example that passes its own pattern for every country', () => {
    for (const [country, format] of Object.entries(ZIP_CODE_FORMATS)) {
      expect(isValidZipCode(format.example, country), country).toBe(true);
    }
  });
});

describe('zipCodeSchema', () => {
  it('normalizes and names the expected shape', () => {
    expect(zipCodeSchema('GB').parse(' sw1a 1aa ')).toBe('SW1A 1AA');
    expect(keyOf(zipCodeSchema('PL'), '')).toBe('validation:required');
    expect(issuesOf(zipCodeSchema('PL'), '00950', 'pl')).toEqual([
      { path: '', key: 'validation:zipCodeExample', text: 'Podaj prawidłowy kod pocztowy, np. 00-950.' },
    ]);
    expect(issuesOf(zipCodeSchema('PL'), '00950', 'en')[0]?.text).toBe(
      'Please enter a valid postal code, e.g. 00-950.',
    );
    expect(issuesOf(zipCodeSchema('JP'), '#', 'en')[0]).toEqual({
      path: '',
      key: 'validation:zipCode',
      text: 'Please enter a valid postal code.',
    });
  });

  it('checks an address against its own country field', () => {
    const address = z.object({ zip: z.string(), country: z.string() }).superRefine(zipCodeMatchesCountry());
    expect(keyOf(address, { zip: '00-950', country: 'PL' })).toBeUndefined();
    expect(keyOf(address, { zip: '10115', country: 'DE' })).toBeUndefined();
    expect(issuesOf(address, { zip: '10115', country: 'PL' }).map((issue) => [issue.path, issue.key])).toEqual([
      ['zip', 'validation:zipCodeExample'],
    ]);
    expect(keyOf(address, { zip: '', country: 'PL' })).toBeUndefined();
  });
});
