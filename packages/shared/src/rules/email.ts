import { z } from 'zod';
import { ifValidSoFar } from './check-order.ts';
import { addRuleIssue, type RuleFailure } from './messages.ts';

/** RFC 5321's limit on a whole address; longer ones cannot be delivered anyway. */
export const MAX_EMAIL_LENGTH = 254;

/** RFC 5321's limit on the local part (before the @); mail servers may refuse longer ones. */
export const MAX_EMAIL_LOCAL_PART_LENGTH = 64;

const emailFormat = z.email();

/**
 * What is wrong with an (already trimmed) e-mail address, or undefined when it is one. The
 * lengths are checked first (cheaply, before the format's pattern sees a long text): the local
 * part, then the whole address, each with its own message, since "not a valid address" would not
 * tell the user what to change in an address that otherwise looks right.
 */
export function checkEmail(value: string): RuleFailure | undefined {
  const at = value.lastIndexOf('@');
  if (at > MAX_EMAIL_LOCAL_PART_LENGTH) {
    return { key: 'validation:emailLocalPartTooLong', params: { max: MAX_EMAIL_LOCAL_PART_LENGTH } };
  }
  if (value.length > MAX_EMAIL_LENGTH) return { key: 'validation:emailTooLong', params: { max: MAX_EMAIL_LENGTH } };
  return emailFormat.safeParse(value).success ? undefined : { key: 'validation:email' };
}

/** Whether the (already trimmed) text is an e-mail address, by the same check as {@link emailAddressSchema}. */
export function isEmail(value: string): boolean {
  return checkEmail(value) === undefined;
}

/**
 * An e-mail address, trimmed. Its case is kept as typed (mail servers may treat the local part
 * as case-sensitive); code that compares addresses, like the duplicate check of invitations,
 * compares them case-insensitively.
 */
export const emailAddressSchema = z
  .string()
  .trim()
  .min(1, { message: 'validation:required' })
  // Not `abort: true` on "required": that would also silence the object-level rules of a form
  // holding the address (their `when`) while it is empty.
  .superRefine((value, ctx) => {
    const failure = checkEmail(value);
    if (failure) addRuleIssue(ctx, failure, undefined, value);
  }, ifValidSoFar);
