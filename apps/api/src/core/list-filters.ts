import type { Prisma } from '@wl/db';
import { addDays } from '@wl/shared';

/**
 * The list filters of spec §9 as Prisma conditions, in one place for every list of the API:
 * text (`like`, `leq`), calendar-date ranges and instant ranges (`from`, `to`, both inclusive days).
 */

export type TextFilter = { like?: string | undefined; leq?: string | undefined } | undefined;
export type DayRange = { from?: string | undefined; to?: string | undefined } | undefined;

/** A typed `%`, `_` or `\` matches itself in LIKE, not anything (Prisma passes `contains` to LIKE as it is). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** Spec §9 text filters: `like` a case-insensitive substring, `leq` an upper bound. */
export function textCondition(filter: TextFilter): Prisma.StringFilter | undefined {
  if (!filter || (filter.like === undefined && filter.leq === undefined)) return undefined;
  return {
    ...(filter.like !== undefined ? { contains: escapeLike(filter.like), mode: 'insensitive' as const } : {}),
    ...(filter.leq !== undefined ? { lte: filter.leq } : {}),
  };
}

/** The first instant of a `YYYY-MM-DD` day (UTC: calendar dates are stored at midnight UTC). */
export const dayStart = (day: string): Date => new Date(`${day}T00:00:00.000Z`);

/** A calendar-date column: the days from `from` to `to`, both included. */
export function dayCondition(range: DayRange): Prisma.DateTimeNullableFilter | undefined {
  if (!range || (range.from === undefined && range.to === undefined)) return undefined;
  return {
    ...(range.from !== undefined ? { gte: dayStart(range.from) } : {}),
    ...(range.to !== undefined ? { lte: dayStart(range.to) } : {}),
  };
}

/** An instant column (created at, status date): from the start of `from` to the end of `to`, in UTC days. */
export function instantCondition(range: DayRange): Prisma.DateTimeFilter | undefined {
  if (!range || (range.from === undefined && range.to === undefined)) return undefined;
  return {
    ...(range.from !== undefined ? { gte: dayStart(range.from) } : {}),
    ...(range.to !== undefined ? { lt: dayStart(addDays(range.to, 1)) } : {}),
  };
}
