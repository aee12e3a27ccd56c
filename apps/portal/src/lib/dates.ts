/** `YYYY-MM-DD` (the API's calendar dates) ↔ the local-midnight `Date` of Mantine's date inputs. */
export function isoToDate(value: string | null | undefined): Date | null {
  const match = value ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  if (!match) return null;
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

export function dateToIso(value: Date | string | null | undefined): string {
  if (!value) return '';
  if (typeof value === 'string') return value.slice(0, 10);
  if (Number.isNaN(value.getTime())) return '';
  const month = String(value.getMonth() + 1).padStart(2, '0');
  const day = String(value.getDate()).padStart(2, '0');
  return `${value.getFullYear()}-${month}-${day}`;
}

/** Typed dates: `22.11.2026` (spec §9's display format) or `2026-11-22`; anything else is no date. */
export function parseTypedDate(text: string): Date | null {
  const trimmed = text.trim();
  const dotted = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(trimmed);
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(trimmed);
  const [year, month, day] = dotted
    ? [Number(dotted[3]), Number(dotted[2]), Number(dotted[1])]
    : iso
      ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
      : [Number.NaN, Number.NaN, Number.NaN];
  if (Number.isNaN(year)) return null;
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

/** The display format of spec §9 for Mantine's date inputs (dayjs tokens). */
export const DATE_INPUT_FORMAT = 'DD.MM.YYYY';
