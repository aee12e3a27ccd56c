import type { ConsoleListCursor } from '@wl/shared/console';

/** Newest first, ties broken by id: the order the keyset cursor follows. */
export const newestFirst = [{ createdAt: 'desc' as const }, { id: 'desc' as const }];

/** Rows strictly older than the cursor in (createdAt, id) order, as a Prisma where clause. */
export function olderThan(cursor: ConsoleListCursor | undefined) {
  if (!cursor) return {};
  const createdAt = new Date(cursor.createdAt);
  return { OR: [{ createdAt: { lt: createdAt } }, { createdAt, id: { lt: cursor.id } }] };
}

/** Fetches one row more than the page to know whether another page follows. */
export function page<T extends { id: string; createdAt: Date }>(rows: T[], limit: number) {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  const nextCursor = rows.length > limit && last ? { createdAt: last.createdAt.toISOString(), id: last.id } : null;
  return { items, nextCursor };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The start of a `from` bound: a day starts at its midnight (UTC). */
export function fromBound(value: string): Date {
  return new Date(DAY.test(value) ? `${value}T00:00:00.000Z` : value);
}

/** The exclusive end of a `to` bound: a day includes all of itself (UTC). */
export function toBoundExclusive(value: string): Date {
  if (!DAY.test(value)) return new Date(new Date(value).getTime() + 1);
  const start = new Date(`${value}T00:00:00.000Z`);
  return new Date(start.getTime() + 24 * 60 * 60 * 1000);
}
