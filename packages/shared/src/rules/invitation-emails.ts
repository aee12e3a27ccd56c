import { z } from 'zod';
import { checkEmail, MAX_EMAIL_LENGTH, MAX_EMAIL_LOCAL_PART_LENGTH } from './email.ts';
import { addRuleIssue, type RuleFailure } from './messages.ts';

export const INVITATION_EMAIL_SEPARATOR = ';';

export interface InvitationEmails {
  /** The addresses, trimmed, in the order typed; each valid and unique when there are no failures. */
  emails: string[];
  /** The entries that are not e-mail addresses, as typed (trimmed). */
  invalid: string[];
  /** The entries that would be addresses but are too long (the local part or the whole), as typed (trimmed). */
  tooLong: string[];
  /** Addresses given more than once (ignoring case), each listed once, as first typed. */
  duplicates: string[];
}

/**
 * Splits "a@x.pl; b@y.com;" into addresses: on semicolons, trimmed, empty entries dropped (a
 * trailing ";" is common). Duplicates compare case-insensitively, since mailboxes virtually
 * always do; the list keeps only the first spelling.
 */
export function splitInvitationEmails(raw: string): InvitationEmails {
  const emails: string[] = [];
  const invalid: string[] = [];
  const tooLong: string[] = [];
  const duplicates: string[] = [];
  const seen = new Map<string, string>();
  for (const entry of raw.split(INVITATION_EMAIL_SEPARATOR)) {
    const email = entry.trim();
    if (email === '') continue;
    const failure = checkEmail(email);
    if (failure) {
      const list = failure.key === 'validation:email' ? invalid : tooLong;
      if (!list.includes(email)) list.push(email);
      continue;
    }
    const key = email.toLowerCase();
    const first = seen.get(key);
    if (first === undefined) {
      seen.set(key, email);
      emails.push(email);
    } else if (!duplicates.includes(first)) {
      duplicates.push(first);
    }
  }
  return { emails, invalid, tooLong, duplicates };
}

/**
 * What is wrong with a list of invitation e-mails, each failure naming the offending addresses
 * (joined by ", ", in the `emails` param) so the user can find them in a long list.
 */
export function checkInvitationEmails(raw: string): { emails: string[]; failures: RuleFailure[] } {
  const { emails, invalid, tooLong, duplicates } = splitInvitationEmails(raw);
  const failures: RuleFailure[] = [];
  if (invalid.length > 0)
    failures.push({ key: 'validation:invitationEmailsInvalid', params: { emails: invalid.join(', ') } });
  if (tooLong.length > 0) {
    failures.push({
      key: 'validation:invitationEmailsTooLong',
      params: { emails: tooLong.join(', '), localMax: MAX_EMAIL_LOCAL_PART_LENGTH, max: MAX_EMAIL_LENGTH },
    });
  }
  if (duplicates.length > 0) {
    failures.push({ key: 'validation:invitationEmailsDuplicate', params: { emails: duplicates.join(', ') } });
  }
  if (emails.length === 0 && invalid.length === 0 && tooLong.length === 0)
    failures.push({ key: 'validation:invitationEmailsRequired' });
  return { emails, failures };
}

/**
 * invitation e-mails valid, separated by semicolon: the text of the invite field in, the list of
 * addresses out (trimmed, no empties). Invalid entries and duplicates are refused rather than
 * silently dropped: the advisor should know who will not be invited.
 */
export const invitationEmailsSchema = z
  .string({ error: () => 'validation:invitationEmailsRequired' })
  .transform((raw, ctx): string[] => {
    const { emails, failures } = checkInvitationEmails(raw);
    for (const failure of failures) addRuleIssue(ctx, failure, undefined, raw);
    return failures.length > 0 ? z.NEVER : emails;
  });
