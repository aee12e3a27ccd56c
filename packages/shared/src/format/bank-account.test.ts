import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatBankAccount } from './bank-account.ts';

describe('formatBankAccount (spec §9)', () => {
  it.each([
    ['61109010140000071219812874', '61 1090 1014 0000 0712 1981 2874'],
    ['61 1090 1014 0000 0712 1981 2874', '61 1090 1014 0000 0712 1981 2874'],
    ['PL61109010140000071219812874', 'PL61 1090 1014 0000 0712 1981 2874'],
    ['pl61 1090 1014 0000 0712 1981 2874', 'PL61 1090 1014 0000 0712 1981 2874'],
    ['DE89370400440532013000', 'DE89 3704 0044 0532 0130 00'],
    ['GB29NWBK60161331926819', 'GB29 NWBK 6016 1331 9268 19'],
    ['123456', '12 3456'],
    ['12', '12'],
    ['1', '1'],
    ['', ''],
    ['   ', ''],
    [null, ''],
    [undefined, ''],
  ])('%j → %j', (value, expected) => {
    expect(formatBankAccount(value)).toBe(expected);
  });

  it('keeps every character, in order, only adding single spaces between groups', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789ABCDEFabcdef -/ '), maxLength: 40 }), (value) => {
        const formatted = formatBankAccount(value);
        expect(formatted.replace(/ /g, '')).toBe(value.replace(/\s+/g, '').toUpperCase());
        expect(formatted).not.toMatch(/^ | $| {2}/);
      }),
    );
  });

  it('writes numeric accounts as two characters, then groups of four', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{3,34}$/), (value) => {
        const [head, ...groups] = formatBankAccount(value).split(' ');
        expect(head).toHaveLength(2);
        for (const group of groups.slice(0, -1)) expect(group).toHaveLength(4);
        expect(groups.at(-1)?.length ?? 4).toBeLessThanOrEqual(4);
      }),
    );
  });
});
