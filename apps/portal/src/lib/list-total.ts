import { formatNumber } from '@wl/shared/format';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiResponse } from '@/lib/api/client.ts';

/**
 * How many rows a list has, as the API counts them: exactly, or, for the offers and onboarding
 * requests, "more than `total`" when it stopped counting (`totalCapped`, decision 079).
 */
export interface ListTotal {
  total: number;
  totalCapped: boolean;
}

/** A page of a list paged on the server, with the list's total. */
export type ListPage<Row> = { rows: Row[] } & ListTotal;

/** The page of a list call: its rows and the total of `x-total-count` (the rows alone without it). */
export function listPageOf<Row>(response: ApiResponse<Row[]>): ListPage<Row> {
  return { rows: response.data, total: response.total ?? response.data.length, totalCapped: response.totalCapped };
}

/** A total as the screen shows it: `1 234`, or `ponad 1 000` / `more than 1 000` when capped. */
export function useListTotalText(): (total: ListTotal) => string {
  const { t } = useTranslation('common');
  return useCallback(
    ({ total, totalCapped }: ListTotal) => {
      const number = formatNumber(total, { decimals: 0 }) || '0';
      return totalCapped ? t('list.moreThan', { total: number }) : number;
    },
    [t],
  );
}
