import { z } from 'zod';
import { mailAddressSchema } from '../config/mail-sender.ts';
import { idSchema } from '../schemas/fields.ts';
import type { ConsoleRefusal } from './refusal.ts';

/*
 * Mail per brand (issue 17, item 9; decision 042): which sender a host's mails carry, whether its
 * sending domain's SPF, DKIM and DMARC records are in place, and a test mail from the console.
 */

/**
 * A DNS record's state: `ok` (in place), `missing` (no such record), `mismatch` (a record, but it
 * does not authorise the platform: SPF without the platform's include), `unknown` (the lookup
 * failed or took too long), `platform` (the host sends from the platform's own address, whose
 * records are the platform's business, not the broker's).
 */
export const mailRecordStates = ['ok', 'missing', 'mismatch', 'unknown', 'platform'] as const;
export type MailRecordState = (typeof mailRecordStates)[number];

const recordSchema = z.object({
  state: z.enum(mailRecordStates),
  /** The DNS name asked. */
  name: z.string(),
  /** The record found (null: none). */
  record: z.string().nullable(),
  /** What the record must contain, where the platform knows it (the SPF include). */
  expected: z.string().nullable(),
});

export const senderStatusInputSchema = z.strictObject({ hostConfigId: idSchema });

/** `hosts.senderStatus`: the published sender of a host and its domain's records. */
export const senderStatusSchema = z.object({
  fromName: z.string().nullable(),
  fromAddress: z.string(),
  /** The host has no From address of its own: it sends as MAIL_FROM. */
  platformAddress: z.boolean(),
  replyTo: z.string().nullable(),
  supportEmail: z.string().nullable(),
  domain: z.string(),
  spf: recordSchema,
  dkim: recordSchema,
  dmarc: recordSchema,
  checkedAt: z.iso.datetime(),
});
export type SenderStatus = z.infer<typeof senderStatusSchema>;

/** Test mails per host and window: enough to check a change, too few to spam with. */
export const TEST_MAILS_PER_WINDOW = 5;
export const TEST_MAIL_WINDOW_MINUTES = 10;

/** `hosts.sendTestMail`: a branded test mail of the published version, to any address. */
export const sendTestMailSchema = z.strictObject({ hostConfigId: idSchema, to: mailAddressSchema });
export type SendTestMail = z.infer<typeof sendTestMailSchema>;
export const sendTestMailResultSchema = z.object({ to: z.string(), from: z.string() });
export type SendTestMailResult = z.infer<typeof sendTestMailResultSchema>;

export const hostMailMessages = {
  /** TOO_MANY_REQUESTS: more test mails for this host than the window allows. */
  testMailLimit: {
    key: 'console:refusals.mail.testMailLimit',
    params: { count: TEST_MAILS_PER_WINDOW, minutes: TEST_MAIL_WINDOW_MINUTES },
  } satisfies ConsoleRefusal,
  /** CONFLICT: a host that is not live sends no mail (its brand is not public yet). */
  notLive: { key: 'console:refusals.mail.notLive' } satisfies ConsoleRefusal,
} as const;
