import { describe, expect, it } from 'vitest';
import { messageSchema } from './message.ts';
import { issuesOf, keyOf } from './testing.ts';

describe('messageSchema (at least 10 characters)', () => {
  it.each([
    ['1234567890', undefined],
    ['  Dzień dobry!  ', undefined],
    ['Zażółć gęś', undefined],
    ['123456789', 'validation:messageMinLength'],
    ['   123456789     ', 'validation:messageMinLength'],
    ['😀😀😀😀😀', 'validation:messageMinLength'],
    ['', 'validation:required'],
    ['          ', 'validation:required'],
  ])('%j → %s', (input, key) => {
    expect(keyOf(messageSchema, input)).toBe(key);
  });

  it('trims and says it in both languages', () => {
    expect(messageSchema.parse('  Dzień dobry!  ')).toBe('Dzień dobry!');
    expect(issuesOf(messageSchema, 'krótko', 'pl')[0]?.text).toBe('Wiadomość musi mieć co najmniej 10 znaków.');
    expect(issuesOf(messageSchema, 'short', 'en')[0]?.text).toBe('The message must be at least 10 characters long.');
  });
});
