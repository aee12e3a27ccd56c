import { Text } from '@mantine/core';
import type { Language } from '@wl/shared/config';
import { DEFAULT_PAGE_SIZE } from '@wl/shared/format';
import type {
  MRT_ColumnFiltersState,
  MRT_Localization,
  MRT_PaginationState,
  MRT_RowData,
  MRT_SortingState,
  MRT_TableInstance,
  MRT_TableOptions,
} from 'mantine-react-table';
import { MRT_Localization_EN } from 'mantine-react-table/locales/en/index.esm.mjs';
import { MRT_Localization_PL } from 'mantine-react-table/locales/pl/index.esm.mjs';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import 'mantine-react-table/styles.css';
import type { TableQueryState } from '@/lib/list-query.ts';
import classes from './data-table.module.css';

/** The table's own texts (pagination, sorting, filters) in the portal's language. */
export function useTableLocalization(language: Language): MRT_Localization {
  const { t } = useTranslation('admin');
  return useMemo(
    () => ({
      ...(language === 'pl' ? MRT_Localization_PL : MRT_Localization_EN),
      noRecordsToDisplay: t('table.empty'),
      noResultsFound: t('table.noResults'),
      actions: t('table.actions'),
      goToFirstPage: t('table.firstPage'),
      goToPreviousPage: t('table.previousPage'),
      goToNextPage: t('table.nextPage'),
      goToLastPage: t('table.lastPage'),
    }),
    [language, t],
  );
}

/**
 * The page buttons under a table (`paginationDisplayMode: 'pages'`): the arrows are icons only,
 * so each gets its name from the table's texts (WCAG 4.1.2); the page numbers name themselves.
 */
export function paginationProps(localization: MRT_Localization) {
  const names = {
    first: localization.goToFirstPage,
    previous: localization.goToPreviousPage,
    next: localization.goToNextPage,
    last: localization.goToLastPage,
  };
  return {
    showRowsPerPage: false,
    getControlProps: (control: keyof typeof names) => ({ 'aria-label': names[control] }),
  };
}

/**
 * The props of a table's scroll container: no wider than the page, and the size the empty-table
 * message takes ({@link EmptyTableMessage}). Spread them when a table adds its own (an
 * `aria-label`).
 */
export const tableContainerProps = { className: classes.container, style: { maxWidth: '100%' } };

/**
 * The message of a table without rows, visible on a phone (issue 19): as wide as the part of the
 * table on screen and kept at its left edge while the table scrolls sideways, instead of centred
 * in a row as wide as every column together. Its table's container needs {@link tableContainerProps}.
 */
export function EmptyTableMessage({ children }: { children: ReactNode }) {
  return (
    <Text component="div" size="sm" className={classes.empty} data-testid="table-empty">
      {children}
    </Text>
  );
}

/** `renderEmptyRowsFallback` of a table: "no results" under a filter, else "no records" (MRT's own texts). */
export function emptyRowsFallback(localization: MRT_Localization) {
  return <T extends MRT_RowData>({ table }: { table: MRT_TableInstance<T> }) => {
    const { columnFilters, globalFilter } = table.getState();
    const filtered = columnFilters.length > 0 || Boolean(globalFilter);
    return (
      <EmptyTableMessage>{filtered ? localization.noResultsFound : localization.noRecordsToDisplay}</EmptyTableMessage>
    );
  };
}

/**
 * Filters, sorting and paging of a server-side table (spec §9: page size 20, offset 0). A new
 * filter or sort goes back to the first page, so the user is never left on a page that no
 * longer exists.
 */
export function useServerTableState(defaultSorting: MRT_SortingState = []) {
  const [columnFilters, setFilters] = useState<MRT_ColumnFiltersState>([]);
  const [sorting, setSort] = useState<MRT_SortingState>(defaultSorting);
  const [pagination, setPagination] = useState<MRT_PaginationState>({ pageIndex: 0, pageSize: DEFAULT_PAGE_SIZE });
  const toFirstPage = useCallback(() => setPagination((page) => ({ ...page, pageIndex: 0 })), []);
  const setColumnFilters = useCallback<typeof setFilters>(
    (next) => {
      setFilters(next);
      toFirstPage();
    },
    [toFirstPage],
  );
  const setSorting = useCallback<typeof setSort>(
    (next) => {
      setSort(next);
      toFirstPage();
    },
    [toFirstPage],
  );
  const query: TableQueryState = { columnFilters, sorting, pagination };
  return { columnFilters, setColumnFilters, sorting, setSorting, pagination, setPagination, toFirstPage, query };
}

/** What every admin list shares: server-side filtering, sorting and paging, no client-side extras. */
export function serverTableOptions<T extends MRT_RowData>(
  state: ReturnType<typeof useServerTableState>,
  localization: MRT_Localization,
): Partial<MRT_TableOptions<T>> {
  return {
    manualFiltering: true,
    manualSorting: true,
    manualPagination: true,
    enableGlobalFilter: false,
    enableColumnActions: false,
    enableDensityToggle: false,
    enableFullScreenToggle: false,
    enableHiding: false,
    enableFilterMatchHighlighting: false,
    enableMultiSort: false,
    // Filters are always shown under the headers, so the top toolbar would only hold their toggle.
    enableTopToolbar: false,
    positionToolbarAlertBanner: 'bottom',
    columnFilterDisplayMode: 'subheader',
    paginationDisplayMode: 'pages',
    localization,
    onColumnFiltersChange: state.setColumnFilters,
    onSortingChange: state.setSorting,
    onPaginationChange: state.setPagination,
    mantinePaginationProps: paginationProps(localization),
    mantineTableContainerProps: tableContainerProps,
    renderEmptyRowsFallback: emptyRowsFallback(localization),
    mantineTableHeadCellProps: { style: { verticalAlign: 'top' } },
    // Long e-mails and names wrap instead of pushing the status and actions off the screen.
    mantineTableBodyCellProps: { style: { overflowWrap: 'anywhere' } },
    defaultColumn: { size: 150, minSize: 90 },
    mantinePaperProps: { withBorder: true, shadow: 'none', radius: 'md' },
  };
}
