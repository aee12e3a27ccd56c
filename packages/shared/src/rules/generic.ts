/**
 * The generic rules of spec §5 (required, email, min, max, between, length, matches, url,
 * number, date_before, date_after, date_format, confirm) as small builders that return zod
 * schemas, so a form and the server validate a field with the same object. Exported as the
 * `rule` namespace: names like `min` or `length` would be ambiguous at the package root.
 */
import { z } from 'zod';
import { type DateLimit, type DateLimitOptions, dateAfterSchema, dateBeforeSchema, isoDateSchema } from './dates.ts';
import { emailAddressSchema } from './email.ts';
import { ruleMessage, type ValidationKey } from './messages.ts';
import { numberSchema } from './number.ts';
import { urlSchema } from './url.ts';

/** required: a text that is not blank once trimmed; the output is trimmed. */
export function required() {
  return z.string().trim().min(1, ruleMessage('validation:required'));
}

/** email: a required, valid e-mail address, trimmed. */
export function email() {
  return emailAddressSchema;
}

/** min: a number of at least `minimum`. */
export function min(minimum: number) {
  return z.number().min(minimum, ruleMessage('validation:min'));
}

/** max: a number of at most `maximum`. */
export function max(maximum: number) {
  return z.number().max(maximum, ruleMessage('validation:max'));
}

/** between: a number from `minimum` to `maximum`, both included, named in one message. */
export function between(minimum: number, maximum: number) {
  return z
    .number()
    .refine(
      (value) => value >= minimum && value <= maximum,
      ruleMessage('validation:between', { min: minimum, max: maximum }),
    );
}

// Length rules count the text as given: trimming is the field's decision (a password keeps its
// spaces), so chain `required()` or `.trim()` first where blanks should not count.

/** min (length): a text of at least `minimum` characters. */
export function minLength(minimum: number) {
  return z.string().min(minimum, ruleMessage('validation:minLength'));
}

/** max (length): a text of at most `maximum` characters. */
export function maxLength(maximum: number) {
  return z.string().max(maximum, ruleMessage('validation:maxLength'));
}

/** between (length): a text of `minimum` to `maximum` characters. */
export function lengthBetween(minimum: number, maximum: number) {
  return z
    .string()
    .refine(
      (value) => value.length >= minimum && value.length <= maximum,
      ruleMessage('validation:lengthBetween', { min: minimum, max: maximum }),
    );
}

/** length: a text of exactly `exact` characters. */
export function length(exact: number) {
  return z.string().refine((value) => value.length === exact, ruleMessage('validation:length', { length: exact }));
}

/**
 * matches: a text matching `pattern`, reported with the message the caller names (a generic
 * "invalid format" by default). Anchor the pattern (`^…$`) to match the whole value.
 */
export function matches(pattern: RegExp, message: ValidationKey = 'validation:pattern') {
  // A /g or /y pattern keeps state between calls; a copy without them answers the same each time.
  const stateless = new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, ''));
  return z.string().refine((value) => stateless.test(value), ruleMessage(message));
}

/** url: an absolute http(s) URL. */
export function url() {
  return urlSchema;
}

/** number: a number, or a text like '1 234,56' read as one. */
export function number() {
  return numberSchema;
}

/** date_format: a real `YYYY-MM-DD` date. */
export function dateFormat() {
  return isoDateSchema;
}

/** date_before: a date before the limit, which may be computed from today when the rule runs. */
export function dateBefore(limit: DateLimit, options?: DateLimitOptions) {
  return dateBeforeSchema(limit, options);
}

/** date_after: a date after the limit, which may be computed from today when the rule runs. */
export function dateAfter(limit: DateLimit, options?: DateLimitOptions) {
  return dateAfterSchema(limit, options);
}

/** confirm: a checkbox that must be checked (consents, declarations). */
export function confirm() {
  return z.literal(true, { error: () => 'validation:confirm' });
}
