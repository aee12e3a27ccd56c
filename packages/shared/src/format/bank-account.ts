/**
 * Spec §9 bank account display.
 *
 * - A numeric account (the Polish NRB, 26 digits) is written as its first two characters (the
 *   check digits), then groups of four: `61 1090 1014 0000 0712 1981 2874`.
 * - An account that starts with a two-letter country prefix is an IBAN and is written in groups
 *   of four from the start, as the IBAN standard prints it: `PL61 1090 1014 …`.
 *
 * Whitespace in the input is dropped and letters are upper-cased; every other character is kept,
 * in order (no validation here: that is the rules' job, this only displays).
 */
export function formatBankAccount(value: string | null | undefined): string {
  if (!value) return '';
  const compact = value.replace(/\s+/g, '').toUpperCase();
  if (compact === '') return '';
  const iban = /^[A-Z]{2}/.test(compact);
  const head = iban ? '' : compact.slice(0, 2);
  const rest = iban ? compact : compact.slice(2);
  const groups = rest.match(/.{1,4}/g) ?? [];
  return [head, ...groups].filter(Boolean).join(' ');
}
