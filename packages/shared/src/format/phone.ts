import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js/min';

/** As the rules read a number typed without a prefix (`DEFAULT_PHONE_COUNTRY` of `rules/phone.ts`). */
const DEFAULT_COUNTRY: CountryCode = 'PL';

/**
 * A phone number as people read it, in the international form with its country code:
 * `+48600123456` or `600 123 456` → `+48 600 123 456`, `+493012345678` → `+49 30 12345678`.
 * A number without a country prefix is read as Polish, as the forms read it. Text that is not a
 * phone number at all is given back trimmed, as it was stored (a screen shows what there is);
 * nothing gives `''`.
 */
export function formatPhone(value: string | null | undefined): string {
  const text = value?.trim() ?? '';
  if (text === '') return '';
  const phone = parsePhoneNumberFromString(text, DEFAULT_COUNTRY);
  return phone?.isPossible() ? phone.formatInternational() : text;
}
