import { z } from 'zod';
import { emailAddressSchema } from '../rules/email.ts';

/** Longest From name: a header line must stay short, and mail clients cut long names anyway. */
export const MAIL_FROM_NAME_MAX = 100;

/**
 * The From name a host's mails carry (decision 042): one line of plain text. Control characters
 * (a line break would start a new header) are refused, not stripped.
 */
export const mailFromNameSchema = z
  .string()
  .trim()
  .min(1)
  .max(MAIL_FROM_NAME_MAX)
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  .refine((value) => !/[\u0000-\u001f\u007f]/.test(value), { message: 'console:checks.mailFromName' });

/** A host's sender, Reply-To and support address: plain addresses, no display names. */
export const mailAddressSchema = emailAddressSchema;

/** The sender of one host's mails, as the mail sender uses it. Null: the platform's default. */
export interface HostMailSender {
  mailFromName: string | null;
  mailFromAddress: string | null;
  mailReplyTo: string | null;
  supportEmail: string | null;
}

/** The domain a sender address sends from (its SPF and DKIM records live there). */
export function sendingDomain(address: string): string {
  return (address.split('@').pop() ?? '').toLowerCase();
}
