/**
 * Spec §9 text helpers.
 *
 * `truncate` keeps at most `max` characters, counting the ellipsis (…, U+2026) as one, and never
 * splits a character made of two UTF-16 units (emoji, rare scripts). Trailing whitespace before
 * the ellipsis is removed. A `max` below 1 gives an empty string.
 */
export function truncate(text: string | null | undefined, max: number): string {
  if (!text) return '';
  const characters = Array.from(text);
  if (characters.length <= max) return text;
  if (!(max >= 1)) return '';
  return `${characters
    .slice(0, Math.floor(max) - 1)
    .join('')
    .trimEnd()}…`;
}

/**
 * `partially_paid` → `Partially Paid`; `PARTIALLY_PAID` → `Partially Paid`. Each word is
 * capitalised and the rest lower-cased; repeated or edge underscores do not make empty words.
 */
export function snakeToTitle(value: string | null | undefined): string {
  if (!value) return '';
  return value
    .split(/[_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
}

/** `counterPartyTin` → `CounterPartyTin`: the first letter upper-cased, the rest as it is. */
export function capitalize(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}
