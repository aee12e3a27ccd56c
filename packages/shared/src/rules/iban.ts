import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import { z } from 'zod';
import { ruleMessage } from './messages.ts';

/**
 * The electronic form of an IBAN or account number typed in print form: spaces (and the dashes
 * some banks print) removed, letters upper-cased. "PL61 1090 1014 …" → "PL611090…".
 */
export function electronicFormat(value: string): string {
  return electronicFormatIBAN(value.trim()) ?? '';
}

/**
 * An IBAN in electronic or print form. ibantools checks the country's length and layout, the
 * mod-97 check digits and, for countries that have one (PL, ES, FR, BE, …), the national
 * checksum inside the account number.
 */
export function isValidIban(value: string): boolean {
  const iban = electronicFormat(value);
  return iban !== '' && isValidIBAN(iban);
}

/**
 * A Polish NRB: 26 digits, i.e. a PL IBAN written without its "PL". Its two check digits are
 * the IBAN ones, so the check is the IBAN check with PL put in front.
 */
export function isValidNrb(value: string): boolean {
  const digits = electronicFormat(value);
  return /^\d{26}$/.test(digits) && isValidIBAN(`PL${digits}`);
}

/** A bank account: an IBAN of any country, or a Polish NRB. */
export function isValidBankAccount(value: string): boolean {
  return isValidIban(value) || isValidNrb(value);
}

/** An IBAN; the output is its electronic form, the one banks and the API exchange. */
export const ibanSchema = z
  .string()
  .trim()
  .min(1, { message: 'validation:required', abort: true })
  .refine(isValidIban, { ...ruleMessage('validation:iban'), abort: true })
  .transform(electronicFormat);

/**
 * An IBAN already in electronic form, with no transform: for wire shapes the server also sends
 * (a response schema is encoded, and zod cannot encode a transform). Forms turn what was typed
 * into this form with `electronicFormat` before they send it.
 */
export const electronicIbanSchema = z
  .string()
  .min(1, { message: 'validation:required', abort: true })
  .refine((value) => value === electronicFormat(value) && isValidIban(value), ruleMessage('validation:iban'));

/**
 * A bank account number (IBAN or Polish NRB), output in electronic form. An NRB stays 26 digits
 * rather than becoming a PL IBAN: accounts are displayed as entered (spec §9 formats numeric
 * accounts as two digits, then groups of four).
 */
export const bankAccountSchema = z
  .string()
  .trim()
  .min(1, { message: 'validation:required', abort: true })
  .refine(isValidBankAccount, { ...ruleMessage('validation:bankAccount'), abort: true })
  .transform(electronicFormat);
