import { formatNumber, NUMBER_SPACE } from '@wl/shared/format';
import { addDays, compareIsoDates, type IsoDate } from '@wl/shared/rules';
import { FUNNEL_DEFAULT_DAYS, type FunnelQuery } from '@wl/shared/schemas';

/** The preset periods, in days back from today (today included). */
export const FUNNEL_PRESETS = [30, 90, 365] as const;

/** A median in the unit a reader thinks in: minutes under an hour, hours under a day, else days. */
export interface Duration {
  unit: 'minutes' | 'hours' | 'days';
  /** The number i18next picks the plural form by (a fraction takes Polish "dnia"). */
  count: number;
}

export function durationOf(seconds: number): Duration {
  if (seconds < 3600) return { unit: 'minutes', count: Math.max(1, Math.round(seconds / 60)) };
  if (seconds < 86_400) return { unit: 'hours', count: Math.round(seconds / 3600) };
  const days = seconds / 86_400;
  // A tenth of a day under ten days (1,5 dnia), whole days from there on.
  return { unit: 'days', count: days < 10 ? Math.round(days * 10) / 10 : Math.round(days) };
}

/**
 * A count or a duration as spec §9 writes numbers in both languages (a decimal comma, no-break
 * spaces between thousands): whole numbers without decimals, others with one (`1,5`).
 */
export function formatCount(value: number): string {
  return formatNumber(value, { decimals: Number.isInteger(value) ? 0 : 1 });
}

/** A share (0…1) as a percentage with one decimal, as the product's rates are written: "85,7 %". */
export function formatShare(share: number): string {
  return `${formatNumber(share * 100, { decimals: 1 })}${NUMBER_SPACE}%`;
}

/** Raised over maximum, 0…100 for a progress bar (a zero maximum is an empty bar). */
export function progressOf(raised: string, maximum: string): number {
  const max = Number(maximum);
  if (!(max > 0)) return 0;
  return Math.min(100, (Number(raised) / max) * 100);
}

/** The filters of the page, as the address keeps them. */
export interface FunnelFilters {
  from: IsoDate;
  to: IsoDate;
  campaignId: string | null;
  networkId: string | null;
  advisorId: string | null;
}

/** The filters from the address, with the default period (the last 90 days) when none is given. */
export function filtersFromSearch(search: URLSearchParams, today: IsoDate): FunnelFilters {
  const date = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null);
  const to = date(search.get('to')) ?? today;
  const from = date(search.get('from')) ?? addDays(to, -(FUNNEL_DEFAULT_DAYS - 1));
  return {
    from: compareIsoDates(from, to) > 0 ? to : from,
    to,
    campaignId: search.get('campaign'),
    networkId: search.get('network'),
    advisorId: search.get('advisor'),
  };
}

/** The address of these filters (only what differs from nothing). */
export function searchOfFilters(filters: FunnelFilters): URLSearchParams {
  const search = new URLSearchParams({ from: filters.from, to: filters.to });
  if (filters.campaignId) search.set('campaign', filters.campaignId);
  if (filters.networkId) search.set('network', filters.networkId);
  if (filters.advisorId) search.set('advisor', filters.advisorId);
  return search;
}

/** The API's query of these filters. */
export function queryOfFilters(filters: FunnelFilters): FunnelQuery {
  return {
    from: filters.from,
    to: filters.to,
    ...(filters.campaignId ? { campaignId: filters.campaignId } : {}),
    ...(filters.networkId ? { networkId: filters.networkId } : {}),
    ...(filters.advisorId ? { advisorId: filters.advisorId } : {}),
  };
}

/** The period of a preset ending today: `days` days, today included. */
export function presetPeriod(days: number, today: IsoDate): { from: IsoDate; to: IsoDate } {
  return { from: addDays(today, -(days - 1)), to: today };
}
