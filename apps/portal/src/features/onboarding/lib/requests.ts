import { paths } from '@/config/paths.ts';

/** Where "continue" leads for a request: the onboarding steps of that request. */
export function continueHref(requestId: string): string {
  return `${paths.app.onboarding.getHref()}?request=${encodeURIComponent(requestId)}`;
}

/** The page number of the list's `?page=` (1 when missing or not a positive whole number). */
export function pageFromParam(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
