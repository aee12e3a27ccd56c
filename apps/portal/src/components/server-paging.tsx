import { Box, Group, Pagination, Select, Text } from '@mantine/core';
import { formatNumber } from '@wl/shared/format';
import { useTranslation } from 'react-i18next';
import { useListTotalText } from '@/lib/list-total.ts';

/** The last page there is for `total` rows (at least 1). */
export function lastPage(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

export interface ServerPagingProps {
  page: number;
  pageSize: number;
  pageSizes: readonly number[];
  total: number;
  /** The API stopped counting at `total` (decision 079): "1–20 of more than 1 000". */
  totalCapped?: boolean;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
  /**
   * Where the texts are (`insight:followUp.paging`): `pageSize`, `range` ({{from}}, {{to}},
   * {{total}}), `pages` (the navigation's name), `page` ({{page}}) and the controls' names
   * `firstPage`, `previousPage`, `nextPage`, `lastPage`.
   */
  texts: string;
  testId?: string;
}

/**
 * A list paged on the server: the page size, which rows are shown of how many, and the pages
 * (each control named for screen readers); wraps on a phone.
 */
export function ServerPaging({
  page,
  pageSize,
  pageSizes,
  total,
  totalCapped = false,
  onPage,
  onPageSize,
  texts,
  testId,
}: ServerPagingProps) {
  const { t } = useTranslation();
  const totalText = useListTotalText();
  // The keys are the caller's (a prefix of its own namespace), so they are not typed here.
  const text = (key: string, options?: Record<string, number | string>): string =>
    String(t(`${texts}.${key}` as never, options as never));
  const pages = lastPage(total, pageSize);
  const shown = Math.min(page, pages);
  const from = total === 0 ? 0 : (shown - 1) * pageSize + 1;
  const to = Math.min(total, shown * pageSize);
  return (
    <Group justify="space-between" gap="sm" wrap="wrap" data-testid={testId}>
      <Group gap="sm" wrap="wrap" align="flex-end">
        <Select
          label={text('pageSize')}
          size="xs"
          w={120}
          data={pageSizes.map((size) => String(size))}
          value={String(pageSize)}
          onChange={(value) => onPageSize(Number(value))}
          allowDeselect={false}
        />
        <Text size="sm" c="gray.7" pb={4}>
          {text('range', {
            from: formatNumber(from, { decimals: 0 }) || '0',
            to: formatNumber(to, { decimals: 0 }) || '0',
            total: totalText({ total, totalCapped }),
          })}
        </Text>
      </Group>
      {pages > 1 ? (
        <Box component="nav" aria-label={text('pages')}>
          <Pagination
            total={pages}
            value={shown}
            onChange={onPage}
            size="sm"
            siblings={0}
            boundaries={1}
            gap={6}
            getControlProps={(control) => ({ 'aria-label': text(`${control}Page`) })}
            getItemProps={(item) => ({ 'aria-label': text('page', { page: item }) })}
          />
        </Box>
      ) : null}
    </Group>
  );
}
