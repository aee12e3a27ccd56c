import { type CountryCode, isValidPhoneNumber, parsePhoneNumberWithError } from 'libphonenumber-js/min';
import { z } from 'zod';
import { ifValidSoFar } from './check-order.ts';
import { ruleMessage } from './messages.ts';

/** Numbers typed without a country prefix are read as Polish ones. */
export const DEFAULT_PHONE_COUNTRY: CountryCode = 'PL';

/**
 * A phone number valid for its country (by libphonenumber's "min" metadata, which is enough to
 * validate and keeps the browser bundle small). "+49 30 1234567" is German whatever the default.
 */
export function isValidPhone(value: string, defaultCountry: CountryCode = DEFAULT_PHONE_COUNTRY): boolean {
  return isValidPhoneNumber(value.trim(), defaultCountry);
}

/** A valid phone number in E.164 form ("+48600123456"), or undefined. */
export function toE164(value: string, defaultCountry: CountryCode = DEFAULT_PHONE_COUNTRY): string | undefined {
  if (!isValidPhone(value, defaultCountry)) return undefined;
  return parsePhoneNumberWithError(value.trim(), defaultCountry).number;
}

/**
 * A phone number, output in E.164 so the server stores one spelling per number (for SMS and
 * duplicate checks) whatever way it was typed.
 */
export function phoneSchema(defaultCountry: CountryCode = DEFAULT_PHONE_COUNTRY) {
  return z
    .string()
    .trim()
    .min(1, { message: 'validation:required' })
    .refine((value) => isValidPhone(value, defaultCountry), { ...ruleMessage('validation:phone'), ...ifValidSoFar })
    .transform((value) => toE164(value, defaultCountry) ?? value);
}
