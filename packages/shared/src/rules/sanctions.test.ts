import { describe, expect, it } from 'vitest';
import { sanctionPercentageSchema, sanctionPercentagesSchema, sanctionTotal } from './sanctions.ts';
import { issuesOf, keyOf } from './testing.ts';

describe('sanctionPercentagesSchema', () => {
  it.each([
    [{}],
    [{ iran: 0, northKorea: 0, syria: 0, crimeaDonetsk: 0, cuba: 0, russia: 0 }],
    [{ russia: 100 }],
    [{ iran: '33,33', northKorea: '33,33', syria: '33,34' }],
    [{ iran: 0.1, northKorea: 0.2, syria: 99.7 }],
    [{ iran: 10, northKorea: 20, syria: 30, crimeaDonetsk: 20, cuba: 10, russia: 10 }],
    [{ iran: '', russia: null, cuba: undefined }],
  ])('accepts %j', (input) => {
    expect(keyOf(sanctionPercentagesSchema, input)).toBeUndefined();
  });

  it.each([
    [{ russia: 100.01 }, [['russia', 'validation:between']]],
    [{ russia: -1 }, [['russia', 'validation:between']]],
    [{ russia: 'dużo' }, [['russia', 'validation:number']]],
    [{ russia: true }, [['russia', 'validation:number']]],
    [{ iran: 50, russia: '50,01' }, [['', 'validation:sanctionTotal']]],
    [
      { iran: 20, northKorea: 20, syria: 20, crimeaDonetsk: 20, cuba: 20, russia: 0.01 },
      [['', 'validation:sanctionTotal']],
    ],
    [{ iran: 150, russia: 60 }, [['iran', 'validation:between']]],
  ])('refuses %j', (input, expected) => {
    expect(issuesOf(sanctionPercentagesSchema, input).map(({ path, key }) => [path, key])).toEqual(expected);
  });

  it('sums exactly', () => {
    expect(0.01 + 70.68 + 29.31).toBe(100.00000000000001);
    expect(sanctionTotal({ iran: 0.01, northKorea: 70.68, syria: 29.31 }).toFixed()).toBe('100');
    expect(keyOf(sanctionPercentagesSchema, { iran: '0,01', northKorea: '70,68', syria: 29.31 })).toBeUndefined();
    expect(sanctionPercentageSchema.parse('12,5')).toBe(12.5);
  });

  it('says it in both languages', () => {
    expect(issuesOf(sanctionPercentagesSchema, { iran: 60, cuba: 60 }, 'pl')[0]?.text).toBe(
      'Suma procentów może wynosić najwyżej 100%.',
    );
    expect(issuesOf(sanctionPercentagesSchema, { iran: 60, cuba: 60 }, 'en')[0]?.text).toBe(
      'The percentages may add up to at most 100%.',
    );
    expect(issuesOf(sanctionPercentagesSchema, { iran: 101 }, 'pl')[0]?.text).toBe(
      'Wartość musi mieścić się w przedziale od 0 do 100.',
    );
  });
});
