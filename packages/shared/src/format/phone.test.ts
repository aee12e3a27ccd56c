import { describe, expect, it } from 'vitest';
import { formatPhone } from './phone.ts';

describe('formatPhone (issue 19: the preview shows phones formatted)', () => {
  it.each([
    ['+48600123456', '+48 600 123 456'],
    ['600123456', '+48 600 123 456'],
    [' 600 123 456 ', '+48 600 123 456'],
    ['+48 22 123 45 67', '+48 22 123 45 67'],
    ['+493012345678', '+49 30 12345678'],
    ['+442071838750', '+44 20 7183 8750'],
    ['not a phone', 'not a phone'],
    ['12', '12'],
    ['', ''],
    ['   ', ''],
    [null, ''],
    [undefined, ''],
  ])('%j → %j', (value, expected) => {
    expect(formatPhone(value)).toBe(expected);
  });
});
