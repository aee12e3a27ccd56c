import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isStrongPassword, newPasswordSchema, passwordSchema, passwordsMatch } from './password.ts';
import { issuesOf, keyOf } from './testing.ts';

describe('passwordSchema', () => {
  it.each(['Abcdef1!', 'Zażółć1#gęśl', 'P@ssw0rd', 'aB3 $xyz', 'ŁÓDŹ2024łódź?'])('accepts %j', (password) => {
    expect(isStrongPassword(password)).toBe(true);
    expect(keyOf(passwordSchema, password)).toBeUndefined();
  });

  it.each([
    ['Abcde1!', 'too short'],
    ['abcdefg1!', 'no upper case'],
    ['ABCDEFG1!', 'no lower case'],
    ['Abcdefgh!', 'no digit'],
    ['Abcdefgh1', 'no special character'],
    ['Abcdefg1 ', 'a space is not a special character'],
    ['Ab1!😀😀', 'counts characters, not UTF-16 units'],
  ])('refuses %j (%s)', (password) => {
    expect(isStrongPassword(password)).toBe(false);
    expect(keyOf(passwordSchema, password)).toBe('validation:passwordWeak');
  });

  it('says required for an empty password', () => {
    expect(keyOf(passwordSchema, '')).toBe('validation:required');
  });

  it('explains the rule in both languages', () => {
    expect(issuesOf(passwordSchema, 'abc', 'en')[0]?.text).toBe(
      'Password too weak: use at least 8 characters with upper and lower case letters, a digit and a special character.',
    );
    expect(issuesOf(passwordSchema, 'abc', 'pl')[0]?.text).toBe(
      'Hasło jest za słabe: użyj co najmniej 8 znaków, w tym wielkiej i małej litery, cyfry oraz znaku specjalnego.',
    );
  });
});

describe('passwordsMatch', () => {
  it.each([
    [{ password: 'Abcdef1!', passwordConfirmation: 'Abcdef1!' }, []],
    [
      { password: 'Abcdef1!', passwordConfirmation: 'Abcdef1?' },
      [['passwordConfirmation', 'validation:passwordsMatch']],
    ],
    [{ password: 'Abcdef1!', passwordConfirmation: '' }, [['passwordConfirmation', 'validation:required']]],
    [
      { password: 'weak', passwordConfirmation: 'other' },
      [
        ['password', 'validation:passwordWeak'],
        ['passwordConfirmation', 'validation:passwordsMatch'],
      ],
    ],
  ])('%j', (input, expected) => {
    expect(issuesOf(newPasswordSchema, input).map(({ path, key }) => [path, key])).toEqual(expected);
  });

  it('works with other field names', () => {
    const schema = z
      .object({ newPassword: z.string(), repeat: z.string() })
      .superRefine(passwordsMatch({ password: 'newPassword', confirmation: 'repeat' }));
    expect(issuesOf(schema, { newPassword: 'a', repeat: 'b' }, 'pl')).toEqual([
      { path: 'repeat', key: 'validation:passwordsMatch', text: 'Hasła muszą być takie same.' },
    ]);
  });
});
