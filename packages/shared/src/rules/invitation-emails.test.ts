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

  it('splits without judging', () => {
    expect(splitInvitationEmails('a@b.pl; x; A@b.pl; x')).toEqual({
      emails: ['a@b.pl'],
      invalid: ['x'],
      duplicates: ['a@b.pl'],
    });
  });
});
