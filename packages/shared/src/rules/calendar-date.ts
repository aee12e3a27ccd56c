/**
 * Calendar dates as `YYYY-MM-DD` strings. Birth dates, expiry dates and PEP periods are days,
 * not instants: turning them into `Date`s would shift them by the time zone of whoever parses
 * them, so all arithmetic here is done on year/month/day numbers.
 */

/** A `YYYY-MM-DD` string naming a real day of the Gregorian calendar. */
export type IsoDate = string;

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** Injected "now", read when a rule runs, so a long-lived schema never freezes today. */
export type Clock = () => Date;

/** Options every rule that depends on today accepts; tests pass a fixed clock. */
export interface ClockOptions {
  today?: Clock;
}

/**
 * The platform's business day is the Polish one: the browser and the server (running in UTC)
 * must agree on what "today" is around midnight, so neither uses its own time zone.
 */
export const PLATFORM_TIME_ZONE = 'Europe/Warsaw';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

export function isRealDate(year: number, month: number, day: number): boolean {
  return (
    Number.isInteger(year) &&
    Number.isInteger(month) &&
    Number.isInteger(day) &&
    year >= 1 &&
    year <= 9999 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  );
}

/** The parts of a `YYYY-MM-DD` string, or undefined when it is not a real calendar date. */
export function parseIsoDate(value: string): CalendarDate | undefined {
  const match = ISO_DATE.exec(value);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return isRealDate(year, month, day) ? { year, month, day } : undefined;
}

/** True for `YYYY-MM-DD` naming a real day: 2000-02-29 is one, 1900-02-29 and 2023-04-31 are not. */
export function isIsoDate(value: unknown): value is IsoDate {
  return typeof value === 'string' && parseIsoDate(value) !== undefined;
}

export function formatIsoDate({ year, month, day }: CalendarDate): IsoDate {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

// Days since 1970-01-01 and back (H. Hinnant's civil-calendar algorithms): exact for every year,
// with none of Date's two-digit-year or daylight-saving quirks.
function toDayNumber({ year, month, day }: CalendarDate): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

function fromDayNumber(dayNumber: number): CalendarDate {
  const z = dayNumber + 719468;
  const era = Math.floor(z / 146097);
  const dayOfEra = z - era * 146097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36524) - Math.floor(dayOfEra / 146096)) / 365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

function requireDate(value: IsoDate): CalendarDate {
  const parts = parseIsoDate(value);
  if (!parts) throw new RangeError(`Not a calendar date: ${value}`);
  return parts;
}

/** The date `days` days later (earlier when negative). Throws on a value that is not a date. */
export function addDays(date: IsoDate, days: number): IsoDate {
  return formatIsoDate(fromDayNumber(toDayNumber(requireDate(date)) + days));
}

/** Days from `from` to `to` (negative when `to` is earlier). Throws on a value that is not a date. */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return toDayNumber(requireDate(to)) - toDayNumber(requireDate(from));
}

/**
 * The same day `months` months later (earlier when negative); a day the target month lacks
 * becomes its last day (2024-02-29 minus 12 months is 2023-02-28), as people count months.
 */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const { year, month, day } = requireDate(date);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = index - targetYear * 12 + 1;
  return formatIsoDate({
    year: targetYear,
    month: targetMonth,
    day: Math.min(day, daysInMonth(targetYear, targetMonth)),
  });
}

/** Negative, zero or positive as `a` is before, on or after `b` (both valid `YYYY-MM-DD`). */
export function compareIsoDates(a: IsoDate, b: IsoDate): number {
  // Four-digit years make the strings sort like the days they name.
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The calendar date an instant falls on in a time zone (the platform's one by default). */
export function calendarDateOf(instant: Date, timeZone: string = PLATFORM_TIME_ZONE): IsoDate {
  const parts = dayFormatter(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return formatIsoDate({ year: part('year'), month: part('month'), day: part('day') });
}

/** One formatter per time zone: making one loads the zone's rules, which costs far more than using it. */
const dayFormatters = new Map<string, Intl.DateTimeFormat>();
function dayFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Today's calendar date, read from the clock now (the system clock when none is given). */
export function todayIso(clock: Clock = () => new Date()): IsoDate {
  return calendarDateOf(clock());
}
