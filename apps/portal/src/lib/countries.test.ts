import { describe, expect, it } from 'vitest';
import { countryName, countryOptions } from './countries.ts';

describe('countryOptions', () => {
  it('names every country in the language and sorts by that language', () => {
    const polish = countryOptions('pl');
    expect(polish.find((option) => option.value === 'DE')?.label).toBe('Niemcy');
    const labels = polish.map((option) => option.label);
    // Polish order: "Ł" after "L" and before "M".
    const latvia = labels.indexOf('Łotwa');
    expect(latvia).toBeGreaterThan(labels.indexOf('Luksemburg'));
    expect(latvia).toBeLessThan(labels.indexOf('Macedonia Północna'));
    expect(countryOptions('en').find((option) => option.value === 'DE')?.label).toBe('Germany');
  });

  it('makes the list of a language once, however many fields ask for it', () => {
    expect(countryOptions('pl')).toBe(countryOptions('pl'));
    expect(countryOptions('pl', 'PL')).toBe(countryOptions('pl'));
    expect(countryOptions('en')).not.toBe(countryOptions('pl'));
  });

  it('keeps a stored code the list lacks, in a list of its own', () => {
    const withKosovo = countryOptions('pl', 'XK');
    expect(withKosovo).toHaveLength(countryOptions('pl').length + 1);
    expect(withKosovo.some((option) => option.value === 'XK')).toBe(true);
    expect(countryOptions('pl').some((option) => option.value === 'XK')).toBe(false);
  });
});

describe('countryName', () => {
  it('falls back to the code when the browser has no name for it', () => {
    expect(countryName('PL', 'pl')).toBe('Polska');
    expect(countryName('not a code', 'pl')).toBe('not a code');
  });
});
