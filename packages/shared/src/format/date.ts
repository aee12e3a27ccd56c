import type { Language } from '../config/fields.ts';

/**
 * Dates as `22.11.2026` and date-times as `22.11.2026, 14:05` (24-hour), in both languages: the
 * product is Polish first and one numeric format reads unambiguously to English readers too.
 * Only `Intl`'s time-zone arithmetic is used (through `formatToParts`); the string is assembled
 * here, so ICU differences between Node and browsers cannot change punctuation or spacing.
 * Anything unparseable formats as an empty string, like the number formatters.
 */
export const DEFAULT_TIME_ZONE = 'Europe/Warsaw';

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

type DateInput = string | number | Date | null | undefined;

const partsFormatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(timeZone: string): Intl.DateTimeFormat | null {
  let formatter = partsFormatters.get(timeZone);
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat('en-GB', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      });
    } catch {
      return null;
    }
    partsFormatters.set(timeZone, formatter);
  }
  return formatter;
}

function toInstant(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

interface WallClock {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
}

function wallClock(date: Date, timeZone: string): WallClock | null {
  const formatter = partsFormatter(timeZone);
  if (!formatter) return null;
  const parts = Object.fromEntries(formatter.formatToParts(date).map((part) => [part.type, part.value]));
  const { year, month, day, hour, minute } = parts;
  if (!year || !month || !day || !hour || !minute) return null;
  return { year: year.padStart(4, '0'), month, day, hour, minute };
}

/**
 * `2026-11-22` → `22.11.2026`. A calendar date string is taken as written (no time zone can
 * move it to another day); a date-time (ISO string, epoch milliseconds, `Date`) is shown as the
 * day it is in `timeZone`.
 */
export function formatDate(value: DateInput, timeZone: string = DEFAULT_TIME_ZONE): string {
  if (typeof value === 'string') {
    const match = DATE_ONLY.exec(value.trim());
    if (match) {
      const [, year, month, day] = match;
      const check = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
      return check.getUTCMonth() === Number(month) - 1 && check.getUTCDate() === Number(day)
        ? `${day}.${month}.${year}`
        : '';
    }
  }
  const date = toInstant(value);
  const clock = date && wallClock(date, timeZone);
  return clock ? `${clock.day}.${clock.month}.${clock.year}` : '';
}

/**
 * `2026-11-22T13:05:00Z` → `22.11.2026, 14:05` in Europe/Warsaw. `language` is accepted so that
 * callers pass it already when a language-specific format is wanted; today both share this one.
 */
export function formatDateTime(value: DateInput, _language?: Language, timeZone: string = DEFAULT_TIME_ZONE): string {
  const date = toInstant(value);
  const clock = date && wallClock(date, timeZone);
  return clock ? `${clock.day}.${clock.month}.${clock.year}, ${clock.hour}:${clock.minute}` : '';
}
