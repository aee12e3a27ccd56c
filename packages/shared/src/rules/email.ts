import { z } from 'zod';

/** RFC 5321's limit on a whole address; longer ones cannot be delivered anyway. */
const MAX_EMAIL_LENGTH = 254;

const emailFormat = z.email();

/** Whether the (already trimmed) text is an e-mail address, by the same check as {@link emailAddressSchema}. */
export function isEmail(value: string): boolean {
  return value.length <= MAX_EMAIL_LENGTH && emailFormat.safeParse(value).success;
}

/**
 * An e-mail address, trimmed. Its case is kept as typed (mail servers may treat the local part
 * as case-sensitive); code that compares addresses, like the duplicate check of invitations,
 * compares them case-insensitively.
 */
export const emailAddressSchema = z
  .string()
  .trim()
  .min(1, { message: 'validation:required', abort: true })
  .refine(isEmail, { message: 'validation:email' });
