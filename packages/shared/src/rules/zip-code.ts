import { z } from 'zod';
import { addRuleIssue, type RuleFailure } from './messages.ts';

interface ZipCodeFormat {
  pattern: RegExp;
  /** Shown in the message ("e.g. 00-950"), so a user sees the expected shape. */
  example: string;
}

/**
 * Postal code formats of the countries investors most often live in. Codes are compared
 * upper-cased; where people commonly leave out the space (GB, NL, CZ, SK, SE) it is optional.
 * Countries not listed get the loose check below rather than a guess at their format.
 */
export const ZIP_CODE_FORMATS: Readonly<Record<string, ZipCodeFormat>> = {
  PL: { pattern: /^\d{2}-\d{3}$/, example: '00-950' },
  DE: { pattern: /^\d{5}$/, example: '10115' },
  FR: { pattern: /^\d{5}$/, example: '75001' },
  ES: { pattern: /^\d{5}$/, example: '28001' },
  IT: { pattern: /^\d{5}$/, example: '00184' },
  LT: { pattern: /^(LT-)?\d{5}$/, example: 'LT-01100' },
  UA: { pattern: /^\d{5}$/, example: '01001' },
  US: { pattern: /^\d{5}(-\d{4})?$/, example: '10001' },
  CZ: { pattern: /^\d{3} ?\d{2}$/, example: '110 00' },
  SK: { pattern: /^\d{3} ?\d{2}$/, example: '811 01' },
  SE: { pattern: /^\d{3} ?\d{2}$/, example: '114 55' },
  NL: { pattern: /^[1-9]\d{3} ?[A-Z]{2}$/, example: '1012 AB' },
  AT: { pattern: /^\d{4}$/, example: '1010' },
  BE: { pattern: /^\d{4}$/, example: '1000' },
  CH: { pattern: /^\d{4}$/, example: '8001' },
  DK: { pattern: /^\d{4}$/, example: '1050' },
  NO: { pattern: /^\d{4}$/, example: '0150' },
  LU: { pattern: /^(L-)?\d{4}$/, example: '1009' },
  PT: { pattern: /^\d{4}-\d{3}$/, example: '1000-001' },
  IE: { pattern: /^[AC-FHKNPRTV-Y]\d[\dW] ?[\dAC-FHKNPRTV-Y]{4}$/, example: 'D02 X285' },
  // Outward code (A9, A99, AA9, AA99, A9A, AA9A) and inward code (9AA), plus Girobank's GIR 0AA.
  GB: { pattern: /^(GIR ?0AA|[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2})$/, example: 'SW1A 1AA' },
};

/** Any other country: something postal-code-like, up to 12 letters, digits, spaces or dashes. */
const OTHER_ZIP_CODE = /^(?=.*[A-Z0-9])[A-Z0-9 -]{1,12}$/;

function normalizeZipCode(zip: string): string {
  return zip.trim().toUpperCase();
}

function normalizeCountry(country: string | null | undefined): string {
  return (country ?? '').trim().toUpperCase();
}

/** Why a postal code is refused for a country (ISO 3166 alpha-2), or undefined when it is fine. */
export function checkZipCode(zip: string, countryCode: string | null | undefined): RuleFailure | undefined {
  const code = normalizeZipCode(zip);
  const format = ZIP_CODE_FORMATS[normalizeCountry(countryCode)];
  if (format)
    return format.pattern.test(code)
      ? undefined
      : { key: 'validation:zipCodeExample', params: { example: format.example } };
  return OTHER_ZIP_CODE.test(code) ? undefined : { key: 'validation:zipCode' };
}

/** Whether `zip` is a postal code of the country (ISO 3166 alpha-2, any case). */
export function isValidZipCode(zip: string, countryCode: string | null | undefined): boolean {
  return checkZipCode(zip, countryCode) === undefined;
}

/** A postal code of a country known when the schema is built; the output is trimmed and upper-cased. */
export function zipCodeSchema(countryCode: string | null | undefined) {
  return z
    .string()
    .trim()
    .toUpperCase()
    .min(1, { message: 'validation:required', abort: true })
    .superRefine((zip, ctx) => {
      const failure = checkZipCode(zip, countryCode);
      if (failure) addRuleIssue(ctx, failure, undefined, zip);
    });
}

/**
 * For an address object whose country is another field: checks the postal code against it and
 * reports on the postal code. Field names default to `zip` / `country`; a missing country gets
 * the loose check. Use with `.superRefine(zipCodeMatchesCountry())`.
 */
export function zipCodeMatchesCountry(
  fields: { zip: string; country: string } = { zip: 'zip', country: 'country' },
): (value: Record<string, unknown>, ctx: z.core.$RefinementCtx<Record<string, unknown>>) => void {
  return (value, ctx) => {
    const zip = value[fields.zip];
    const country = value[fields.country];
    // A blank code is the field's own "required" message.
    if (typeof zip !== 'string' || zip.trim() === '') return;
    const failure = checkZipCode(zip, typeof country === 'string' ? country : undefined);
    if (failure) addRuleIssue(ctx, failure, [fields.zip], zip);
  };
}
