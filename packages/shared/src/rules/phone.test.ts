import { describe, expect, it } from 'vitest';
import { isValidPhone, phoneSchema, toE164 } from './phone.ts';
import { issuesOf, keyOf } from './testing.ts';

describe('isValidPhone (default country PL)', () => {
  it.each([
    '600 123 456',
    '600-123-456',
    '+48 600 123 456',
    '0048600123456',
    '22 123 45 67',
    '+49 30 1234567',
    '+44 20 7946 0958',
    '+1 212 555 0123',
  ])('accepts %j', (phone) => {
    expect(isValidPhone(phone)).toBe(true);
  });

  it.each(['', '123', '60012', '600 123 4567', '+48 123', 'telefon', '+999 123 456 789'])('refuses %j', (phone) => {
    expect(isValidPhone(phone)).toBe(false);
  });

  it('reads national numbers in another default country', () => {
    expect(isValidPhone('030 1234567', 'DE')).toBe(true);
    expect(isValidPhone('030 1234567')).toBe(false);
  });
});

describe('phoneSchema', () => {
  it('outputs E.164', () => {
    expect(phoneSchema().parse(' 600 123 456 ')).toBe('+48600123456');
    expect(toE164('+49 30 1234567')).toBe('+49301234567');
    expect(toE164('123')).toBeUndefined();
  });

  it.each([
    ['', 'validation:required'],
    ['12', 'validation:phone'],
  ])('%j → %s', (input, key) => {
    expect(keyOf(phoneSchema(), input)).toBe(key);
  });

  it('says it in both languages', () => {
    expect(issuesOf(phoneSchema(), '12', 'pl')[0]?.text).toBe('Podaj prawidłowy numer telefonu.');
    expect(issuesOf(phoneSchema(), '12', 'en')[0]?.text).toBe('Please enter a valid phone number.');
  });
});
