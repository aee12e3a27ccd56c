import { describe, expect, it } from 'vitest';
import { checkEmail, emailAddressSchema, isEmail, MAX_EMAIL_LENGTH, MAX_EMAIL_LOCAL_PART_LENGTH } from './email.ts';
import { issuesOf, keyOf } from './testing.ts';

/** `local@domain` with a local part and a whole address of the lengths asked for. */
function address(localLength: number, totalLength = localLength + 12): string {
  const domain = `${'d'.repeat(totalLength - localLength - 4)}.pl`;
  return `${'l'.repeat(localLength)}@${domain}`;
}

describe('e-mail address lengths (RFC 5321)', () => {
  it('builds addresses of the lengths asked for', () => {
    expect(address(64, 254)).toHaveLength(254);
    expect(address(64, 254).indexOf('@')).toBe(64);
  });

  it.each([
    [address(MAX_EMAIL_LOCAL_PART_LENGTH), undefined],
    [address(MAX_EMAIL_LOCAL_PART_LENGTH, MAX_EMAIL_LENGTH), undefined],
    [address(65), 'validation:emailLocalPartTooLong'],
    // The issue's example: a 212-character local part was accepted.
    [address(212), 'validation:emailLocalPartTooLong'],
    [address(20, MAX_EMAIL_LENGTH + 1), 'validation:emailTooLong'],
    ['ala@', 'validation:email'],
    ['', 'validation:required'],
  ])('%s → %s', (input, key) => {
    expect(keyOf(emailAddressSchema, input)).toBe(key);
    if (input !== '') expect(isEmail(input)).toBe(key === undefined);
  });

  it('says which part is too long, with the limit, in both languages', () => {
    expect(checkEmail(address(212))).toEqual({ key: 'validation:emailLocalPartTooLong', params: { max: 64 } });
    expect(issuesOf(emailAddressSchema, address(212), 'en')[0]?.text).toBe(
      'The part of the e-mail address before the @ may have at most 64 characters.',
    );
    expect(issuesOf(emailAddressSchema, address(212), 'pl')[0]?.text).toBe(
      'Maksymalna liczba znaków przed znakiem @ w adresie e-mail: 64.',
    );
    expect(issuesOf(emailAddressSchema, address(20, 300), 'en')[0]?.text).toBe(
      'An e-mail address may have at most 254 characters.',
    );
    expect(issuesOf(emailAddressSchema, address(20, 300), 'pl')[0]?.text).toBe(
      'Maksymalna liczba znaków w adresie e-mail: 254.',
    );
  });

  it('trims before it measures', () => {
    expect(emailAddressSchema.parse(`  ${address(64)}  `)).toBe(address(64));
  });
});
