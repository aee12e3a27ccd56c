/** A KRS number has 10 digits; people type it with or without its leading zeros, spaces or dashes. */
export const KRS_NUMBER_LENGTH = 10;

/**
 * The KRS number in `input` as the register keys it: digits only, left-padded with zeros to 10
 * (`KRS 123-456` → `0000123456`); `null` when there are no digits or more than 10.
 */
export function normaliseKrsNumber(input: string): string | null {
  const digits = input.replace(/\D/g, '');
  if (digits === '' || digits.length > KRS_NUMBER_LENGTH) return null;
  return digits.padStart(KRS_NUMBER_LENGTH, '0');
}

/**
 * The key a company is kept under in a tenant (one company per register number): a KRS number
 * normalised as the register has it, any other register's number trimmed and upper-cased, so
 * `0000123456`, `123456` and `KRS 123456` are one company.
 */
export function companyRegisterKey(input: string): string {
  const trimmed = input.trim();
  if (/^(KRS)?[\s\d-]+$/i.test(trimmed)) return normaliseKrsNumber(trimmed) ?? trimmed.toUpperCase();
  return trimmed.toUpperCase();
}
