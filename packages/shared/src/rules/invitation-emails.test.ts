import { describe, expect, it } from 'vitest';
import { invitationEmailsSchema, splitInvitationEmails } from './invitation-emails.ts';
import { issuesOf } from './testing.ts';

describe('invitationEmailsSchema', () => {
  it.each([
    ['ala@example.com', ['ala@example.com']],
    [' ala@example.com ; Ola@Example.pl; ', ['ala@example.com', 'Ola@Example.pl']],
    [';;ala@example.com;;;ola@example.pl;', ['ala@example.com', 'ola@example.pl']],
  ])('turns %j into %j', (input, emails) => {
    expect(invitationEmailsSchema.parse(input)).toEqual(emails);
  });

  it.each([
    ['', [['validation:invitationEmailsRequired', {}]]],
    [' ; ;', [['validation:invitationEmailsRequired', {}]]],
    [undefined, [['validation:invitationEmailsRequired', {}]]],
    [
      'ala@example.com, ola@example.pl',
      [['validation:invitationEmailsInvalid', { emails: 'ala@example.com, ola@example.pl' }]],
    ],
    ['ala@example.com; ola@; x', [['validation:invitationEmailsInvalid', { emails: 'ola@, x' }]]],
    [
      'ala@example.com; ALA@example.com; ola@example.pl; Ola@Example.PL; ala@example.com',
      [['validation:invitationEmailsDuplicate', { emails: 'ala@example.com, ola@example.pl' }]],
    ],
    [
      'zle; ala@example.com; ala@example.com; zle',
      [
        ['validation:invitationEmailsInvalid', { emails: 'zle' }],
        ['validation:invitationEmailsDuplicate', { emails: 'ala@example.com' }],
      ],
    ],
  ])('refuses %j', (input, expected) => {
    const result = invitationEmailsSchema.safeParse(input);
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(
      result.error.issues.map((issue) => [issue.message, (issue as { params?: Record<string, unknown> }).params ?? {}]),
    ).toEqual(expected);
  });

  it('names the offending addresses in both languages', () => {
    expect(issuesOf(invitationEmailsSchema, 'ala@example.com; ola@', 'pl')[0]?.text).toBe(
      'Nieprawidłowe adresy e-mail: ola@. Kolejne adresy oddziel średnikiem (;).',
    );
    expect(issuesOf(invitationEmailsSchema, 'a@b.pl; A@B.pl', 'en')[0]?.text).toBe(
      'These e-mail addresses are given more than once: a@b.pl.',
    );
    expect(issuesOf(invitationEmailsSchema, 'a@b.pl; A@B.pl', 'pl')[0]?.text).toBe(
      'Te adresy e-mail podano więcej niż raz: a@b.pl.',
    );
  });

  it('names the addresses that are too long apart from the invalid ones (64 before the @, 254 in all)', () => {
    const long = `${'a'.repeat(212)}@example.com`;
    const result = invitationEmailsSchema.safeParse(`ala@example.com; ${long}; ola@`);
    expect(result.success).toBe(false);
    expect(
      result.error?.issues.map((issue) => [issue.message, (issue as { params?: Record<string, unknown> }).params]),
    ).toEqual([
      ['validation:invitationEmailsInvalid', { emails: 'ola@' }],
      ['validation:invitationEmailsTooLong', { emails: long, localMax: 64, max: 254 }],
    ]);
    expect(issuesOf(invitationEmailsSchema, `${'b'.repeat(65)}@example.com`, 'en')[0]?.text).toBe(
      `These e-mail addresses are too long: ${'b'.repeat(65)}@example.com. An address may have at most 64 characters before the @ and 254 in all.`,
    );
    expect(issuesOf(invitationEmailsSchema, `${'b'.repeat(65)}@example.com`, 'pl')[0]?.text).toBe(
      `Te adresy e-mail są za długie: ${'b'.repeat(65)}@example.com. Maksymalna liczba znaków adresu: 64 przed znakiem @ i 254 łącznie.`,
    );
    expect(splitInvitationEmails(`${'b'.repeat(64)}@example.com`).emails).toHaveLength(1);
  });

  it('splits without judging', () => {
    expect(splitInvitationEmails('a@b.pl; x; A@b.pl; x')).toEqual({
      emails: ['a@b.pl'],
      invalid: ['x'],
      tooLong: [],
      duplicates: ['a@b.pl'],
    });
  });
});
