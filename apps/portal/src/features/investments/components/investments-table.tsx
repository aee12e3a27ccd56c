import 'mantine-react-table/styles.css';
import { Anchor, Group, Text } from '@mantine/core';
import { DEFAULT_PAGE_SIZE, formatDate, formatDateTime, formatMoney } from '@wl/shared/format';
import {
  type ContractStatus,
  contractStatuses,
  currencies,
  type InvestmentRow,
  type InvestmentStatus,
  investmentStatuses,
} from '@wl/shared/schemas';
import {
  MantineReactTable,
  type MRT_ColumnDef,
  type MRT_ColumnFiltersState,
  type MRT_PaginationState,
  type MRT_Row,
  type MRT_SortingState,
  type MRT_Updater,
  type MRT_VisibilityState,
  useMantineReactTable,
} from 'mantine-react-table';
import { MRT_Localization_EN } from 'mantine-react-table/locales/en/index.esm.mjs';
import { MRT_Localization_PL } from 'mantine-react-table/locales/pl/index.esm.mjs';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyTableMessage, tableContainerProps } from '@/components/data-table.tsx';
import { ExportMenu } from '@/components/export-menu.tsx';
import { InvestmentStatusBadge } from '@/components/status-badge.tsx';
import { paths } from '@/config/paths.ts';
import { messageOfError } from '@/lib/api/api-error.ts';
import { useBranding } from '@/lib/branding-context.tsx';
import { useListTotalText } from '@/lib/list-total.ts';
import { useSignedInSession } from '@/lib/session/session-context.tsx';
import { useEnumLabel } from '@/lib/use-enum-label.ts';
import { investmentsPath, useInvestmentsPage, useInvestmentTotals } from '../api/investments-api.ts';
import {
  columnVisibilityKey,
  type InvestmentsView,
  loadColumnVisibility,
  saveColumnVisibility,
} from '../lib/column-visibility.ts';
import { investmentExportParams, sortableFields } from '../lib/table-query.ts';
import { ChangeOwnerButton } from './change-owner.tsx';
import { PaymentFiles } from './payment-files.tsx';

const apply = <T,>(updater: MRT_Updater<T>, old: T): T =>
  typeof updater === 'function' ? (updater as (previous: T) => T)(old) : updater;

const dash = '—';

type CellProps = { row: MRT_Row<InvestmentRow> };

function NetworkName({ id }: { id: string | null }) {
  const { networks } = useSignedInSession();
  return <>{networks.find((item) => item.id === id)?.name ?? dash}</>;
}

function StatusDate({ value }: { value: string }) {
  const { language } = useBranding();
  return <>{formatDateTime(value, language)}</>;
}

function ContractStatusLabel({ status }: { status: ContractStatus | null }) {
  const enumLabel = useEnumLabel();
  return <>{status ? enumLabel('contractStatus', status) : dash}</>;
}

const dateText = (value: string | null) => (value ? formatDate(value) : dash);

/** The cells' renderers (mantine-react-table calls them as functions; the hooks live in the components they render). */
const cells = {
  investor: ({ row }: CellProps) => (
    <Anchor component={Link} to={paths.app.investorOffer.getHref(row.original.id)} size="sm" fw={500}>
      {row.original.investorName || row.original.investorEmail}
    </Anchor>
  ),
  agreementDate: ({ row }: CellProps) => dateText(row.original.agreementDate),
  paymentDate: ({ row }: CellProps) => dateText(row.original.paymentDate),
  endDate: ({ row }: CellProps) => dateText(row.original.endDate),
  network: ({ row }: CellProps) => <NetworkName id={row.original.networkId} />,
  // Issue 19: an amount stays on one line (the cells may otherwise break a long word anywhere).
  amount: ({ row }: CellProps) =>
    row.original.investmentValue ? (
      <span style={{ whiteSpace: 'nowrap' }}>{formatMoney(row.original.investmentValue, row.original.currency)}</span>
    ) : (
      dash
    ),
  status: ({ row }: CellProps) => <InvestmentStatusBadge status={row.original.status} />,
  statusDate: ({ row }: CellProps) => <StatusDate value={row.original.statusDate} />,
  contractStatus: ({ row }: CellProps) => <ContractStatusLabel status={row.original.productAutentiStatus} />,
  files: ({ row }: CellProps) => <PaymentFiles offerId={row.original.id} files={row.original.paymentConfirmations} />,
};

/**
 * The investors table (spec §3 "Investment row"): server-side filters (text like, arrays in, date
 * and amount ranges), sorting and paging with the total from `x-total-count`; columns shown or
 * hidden and remembered per user and view, currency hidden by default. The coordinator's view adds
 * the advisor column and the change of owner.
 */
export function InvestmentsTable({ view }: { view: InvestmentsView }) {
  const { t } = useTranslation('investments');
  const enumLabel = useEnumLabel();
  const { language } = useBranding();
  const session = useSignedInSession();
  const network = view === 'network';

  const [columnFilters, setColumnFilters] = useState<MRT_ColumnFiltersState>([]);
  const [sorting, setSorting] = useState<MRT_SortingState>([{ id: 'statusDate', desc: true }]);
  const [pagination, setPagination] = useState<MRT_PaginationState>({ pageIndex: 0, pageSize: DEFAULT_PAGE_SIZE });
  const storageKey = columnVisibilityKey(session.user.user.id, view);
  const [columnVisibility, setColumnVisibility] = useState<MRT_VisibilityState>(() =>
    loadColumnVisibility(window.localStorage, storageKey),
  );

  const page = useInvestmentsPage(view, { columnFilters, sorting, pagination });
  // Issue 19: the sums of every row the filters match, from the server (the table pages there).
  const totals = useInvestmentTotals(view, { columnFilters, sorting, pagination });

  const onColumnFiltersChange = useCallback((updater: MRT_Updater<MRT_ColumnFiltersState>) => {
    setColumnFilters((old) => apply(updater, old));
    // A new filter starts from its first page.
    setPagination((old) => ({ ...old, pageIndex: 0 }));
  }, []);
  const onColumnVisibilityChange = useCallback(
    (updater: MRT_Updater<MRT_VisibilityState>) => {
      setColumnVisibility((old) => {
        const next = apply(updater, old);
        saveColumnVisibility(window.localStorage, storageKey, next);
        return next;
      });
    },
    [storageKey],
  );

  const columns = useMemo<MRT_ColumnDef<InvestmentRow>[]>(() => {
    const options = (values: readonly string[], label: (value: string) => string) =>
      values.map((value) => ({ value, label: label(value) }));
    const list: (MRT_ColumnDef<InvestmentRow> | false)[] = [
      { accessorKey: 'investorName', header: t('columns.investorName'), Cell: cells.investor },
      { accessorKey: 'investorEmail', header: t('columns.investorEmail') },
      network && { accessorKey: 'ownerName', header: t('columns.ownerName') },
      {
        accessorKey: 'agreementDate',
        header: t('columns.agreementDate'),
        filterVariant: 'date-range',
        Cell: cells.agreementDate,
      },
      {
        accessorKey: 'paymentDate',
        header: t('columns.paymentDate'),
        filterVariant: 'date-range',
        Cell: cells.paymentDate,
      },
      { accessorKey: 'endDate', header: t('columns.endDate'), filterVariant: 'date-range', Cell: cells.endDate },
      {
        accessorKey: 'networkId',
        header: t('columns.networkId'),
        filterVariant: 'multi-select',
        mantineFilterMultiSelectProps: {
          data: session.networks.map((item) => ({ value: item.id, label: item.name })),
        },
        Cell: cells.network,
      },
      {
        accessorKey: 'investmentValue',
        header: t('columns.investmentValue'),
        filterVariant: 'range',
        mantineTableBodyCellProps: { style: { textAlign: 'right', whiteSpace: 'nowrap' } },
        Cell: cells.amount,
      },
      {
        accessorKey: 'currency',
        header: t('columns.currency'),
        filterVariant: 'multi-select',
        mantineFilterMultiSelectProps: { data: options(currencies, (value) => value) },
      },
      {
        accessorKey: 'status',
        header: t('columns.status'),
        filterVariant: 'multi-select',
        mantineFilterMultiSelectProps: {
          data: options(investmentStatuses, (value) => enumLabel('investmentStatus', value as InvestmentStatus)),
        },
        Cell: cells.status,
      },
      {
        accessorKey: 'statusDate',
        header: t('columns.statusDate'),
        filterVariant: 'date-range',
        Cell: cells.statusDate,
      },
      { accessorKey: 'campaignName', header: t('columns.campaignName') },
      {
        accessorKey: 'productAutentiStatus',
        header: t('columns.productAutentiStatus'),
        filterVariant: 'multi-select',
        mantineFilterMultiSelectProps: {
          data: options(contractStatuses, (value) => enumLabel('contractStatus', value as ContractStatus)),
        },
        Cell: cells.contractStatus,
      },
      { accessorKey: 'productCode', header: t('columns.productCode') },
      {
        accessorKey: 'paymentConfirmations',
        header: network ? t('columns.files') : t('columns.paymentConfirmations'),
        enableColumnFilter: false,
        Cell: cells.files,
      },
    ];
    return list
      .filter((column): column is MRT_ColumnDef<InvestmentRow> => column !== false)
      .map((column) => ({
        ...column,
        enableSorting: (sortableFields as readonly string[]).includes(String(column.accessorKey)),
      }));
  }, [t, enumLabel, network, session.networks]);

  const totalText = useListTotalText();
  const { t: tCommon } = useTranslation('common');
  const capped = page.data?.totalCapped ?? false;
  // "1-20 z ponad 1 000" when the API stopped counting (decision 079).
  const localization = useMemo(() => {
    const texts = language === 'pl' ? MRT_Localization_PL : MRT_Localization_EN;
    return capped ? { ...texts, of: tCommon('list.ofMoreThan') } : texts;
  }, [language, capped, tCommon]);

  const table = useMantineReactTable({
    columns,
    data: page.data?.rows ?? [],
    getRowId: (row) => row.id,
    localization,
    manualFiltering: true,
    manualSorting: true,
    manualPagination: true,
    rowCount: page.data?.total ?? 0,
    enableGlobalFilter: false,
    enableColumnFilterModes: false,
    enableFacetedValues: false,
    enableDensityToggle: false,
    enableFullScreenToggle: false,
    enableMultiSort: false,
    enableColumnActions: false,
    enableRowActions: network,
    positionActionsColumn: 'first',
    displayColumnDefOptions: { 'mrt-row-actions': { header: t('columns.actions'), size: 140 } },
    renderRowActions: ({ row }) => <ChangeOwnerButton row={row.original} />,
    onColumnFiltersChange,
    onSortingChange: setSorting,
    onPaginationChange: setPagination,
    onColumnVisibilityChange,
    state: {
      columnFilters,
      sorting,
      pagination,
      columnVisibility,
      isLoading: page.isLoading,
      showProgressBars: page.isFetching && !page.isLoading,
      showAlertBanner: page.isError,
    },
    mantineToolbarAlertBannerProps: page.isError
      ? { color: 'red', children: messageOfError(page.error, language).text }
      : undefined,
    mantinePaginationProps: { rowsPerPageOptions: ['10', '20', '50', '100'] },
    initialState: { density: 'xs' },
    mantineTableProps: { striped: 'odd', highlightOnHover: true, withColumnBorders: false },
    mantineTableBodyCellProps: { style: { whiteSpace: 'nowrap' } },
    mantineTableContainerProps: {
      ...tableContainerProps,
      'aria-label': network ? t('investors.networkTitle') : t('investors.title'),
    },
    // Issue 19: kept in view on a phone, where the table scrolls sideways.
    renderEmptyRowsFallback: () => <EmptyTableMessage>{t('table.empty')}</EmptyTableMessage>,
    renderTopToolbarCustomActions: () => (
      <Group px="xs" gap="md">
        {/* Decision 073: what the table shows (filters, sort, visible columns), every row, as a file. */}
        <ExportMenu
          name={network ? t('investors.networkTitle') : t('investors.title')}
          fileBase={t('export.fileName')}
          request={() => ({
            path: `${investmentsPath[view]}/export`,
            query: investmentExportParams({ columnFilters, sorting, pagination }, columnVisibility, network),
          })}
        />
        <Text size="sm" fw={500} aria-live="polite" data-testid="investments-total">
          {t('table.total', { total: page.data ? totalText(page.data) : '0' })}
        </Text>
        {totals.data && (
          <Text size="sm" aria-live="polite" data-testid="investments-sums">
            {t('table.sums')}:{' '}
            {totals.data.length === 0
              ? t('table.noSums')
              : totals.data.map((total, index) => (
                  <span key={total.currency}>
                    {index > 0 && ' · '}
                    <span style={{ whiteSpace: 'nowrap' }}>{formatMoney(total.amount, total.currency)}</span>
                  </span>
                ))}
          </Text>
        )}
      </Group>
    ),
  });

  return <MantineReactTable table={table} />;
}
