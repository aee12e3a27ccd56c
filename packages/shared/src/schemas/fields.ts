// Stamps 'validation:required' on missing values for every schema (see the module).
import '../i18n/zod-messages.ts';
import { z } from 'zod';
import { addRuleIssue, checkMoneyFormat, emailAddressSchema, type ValidationKey } from '../rules/index.ts';

/**
 * Field schemas every contract is built from. They fix the wire formats of the platform once:
 * ids are uuid strings, calendar dates `YYYY-MM-DD`, instants ISO 8601 with an offset, money a
 * decimal string. Messages are i18n keys (`validation:*`); zod's own checks are mapped to keys by
 * `issueKey` of the i18n module.
 */

/** `{ message }` for zod's own checks, typed so that only existing `validation:` keys can be named. */
export function message(key: ValidationKey): { message: ValidationKey } {
  return { message: key };
}

/**
 * Runs a rule schema of the rules module on a value inside a refinement and reports its issues
 * (keys and params intact) at `path`: for rules that apply only when another field says so.
 */
export function applyRule(rule: z.ZodType, value: unknown, ctx: z.core.$RefinementCtx, path: PropertyKey[]): void {
  const result = rule.safeParse(value);
  for (const issue of result.error?.issues ?? []) {
    const params = (issue as { params?: Record<string, string | number> }).params;
    addRuleIssue(ctx, { key: issue.message as ValidationKey, ...(params ? { params } : {}) }, [...path, ...issue.path]);
  }
}

/** A missing or blank value reads "required", anything else the format's own message. */
function blankOr(key: ValidationKey) {
  return (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null || issue.input === '' ? 'validation:required' : key;
}

/** Every entity id is a uuid (Prisma `@db.Uuid`), sent as a string. */
export const idSchema = z.uuid({ error: blankOr('validation:invalid') });
export type Id = z.infer<typeof idSchema>;

/**
 * A calendar date without a time zone (`2025-03-31`): agreement, payment, birth or expiry dates
 * mean the same day wherever the reader is, so they never travel as instants. (`z.iso.date`
 * rather than the rules' `isoDateSchema` so that OpenAPI documents it as `format: date`.)
 */
export const calendarDateSchema = z.iso.date({ error: blankOr('validation:date') });
export type CalendarDateString = z.infer<typeof calendarDateSchema>;

/** An instant (`2025-03-31T08:15:00.000Z` or with an offset): status changes, uploads, creation. */
export const dateTimeSchema = z.iso.datetime({ offset: true, error: blankOr('validation:date') });
export type DateTimeString = z.infer<typeof dateTimeSchema>;

const MONEY = /^(0|[1-9]\d{0,14})(\.\d{1,2})?$/;
const DECIMAL = /^-?(0|[1-9]\d{0,14})(\.\d{1,6})?$/;

/**
 * A non-negative amount with at most two decimals, as a string with a dot (`"100000.50"`).
 * Money never travels as a JSON number: a float cannot hold 0.1 exactly and a client would round
 * differently from the server; both sides do arithmetic with big.js on these strings instead.
 * What a person types (`1 000,50`) is normalised by the rules' `investmentAmountSchema`.
 *
 * A number that is not money says why (`-100`: not negative; `1000.555`: at most 2 decimal
 * places; the rules' `checkMoneyFormat`), anything else "enter a number". One pattern check, its
 * message chosen by the input: OpenAPI documents the pattern, and nothing aborts (an abort would
 * silence the object-level rules of the form holding the amount).
 */
export const moneySchema = z.string().regex(MONEY, {
  error: (issue) => checkMoneyFormat(String(issue.input)) ?? 'validation:number',
});
export type Money = z.infer<typeof moneySchema>;

/** A decimal that is not money (an interest rate such as `"7.25"` per cent), also never a float. */
export const decimalSchema = z.string().regex(DECIMAL, message('validation:number'));
export type Decimal = z.infer<typeof decimalSchema>;

/**
 * An e-mail address: required, trimmed, case kept (the rules module's; mail servers may treat
 * the local part as case-sensitive, so the server compares addresses case-insensitively).
 */
export const emailSchema = emailAddressSchema;

/** A required single-line text (names, cities): trimmed, so blanks count as missing. */
export function requiredText(max = 255) {
  return z.string().trim().min(1, message('validation:required')).max(max);
}

/** An optional single-line text, trimmed; forms may send an empty string for it. */
export function optionalText(max = 255) {
  return z.string().trim().max(max).optional();
}

/** ISO 3166-1 alpha-2 country code, upper case (`PL`, `DE`). */
export const countryCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, message('validation:pattern'));
export type CountryCode = z.infer<typeof countryCodeSchema>;

/** An uploaded file as lists show it (payment confirmations, documents). */
export const fileMetadataSchema = z.strictObject({
  id: idSchema,
  fileName: z.string().min(1).max(255),
  /** Bytes. */
  size: z.number().int().nonnegative(),
  contentType: z.string().min(1).max(255),
  uploadedAt: dateTimeSchema,
});
export type FileMetadata = z.infer<typeof fileMetadataSchema>;

/** A body with one e-mail (`send-token`, `send-remind-request`, activation mail). */
export const emailPayloadSchema = z.strictObject({ email: emailSchema });
export type EmailPayload = z.infer<typeof emailPayloadSchema>;

/** A body with one opaque token (investor login link, change of context). */
export const tokenPayloadSchema = z.strictObject({ token: z.string().min(1).max(4096) });
export type TokenPayload = z.infer<typeof tokenPayloadSchema>;
