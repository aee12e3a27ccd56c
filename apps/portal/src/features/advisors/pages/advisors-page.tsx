import { Alert, Button, Group, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type AdvisorListRow, advisorStatuses } from '@wl/shared/schemas';
import { MantineReactTable, type MRT_ColumnDef, type MRT_Row, useMantineReactTable } from 'mantine-react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminPage } from '@/components/admin-page.tsx';
import { serverTableOptions, useServerTableState, useTableLocalization } from '@/components/data-table.tsx';
import { StatusBadge } from '@/components/status-badge.tsx';
import { paths } from '@/config/paths.ts';
import { messageOfError } from '@/lib/api/api-error.ts';
import { useBranding } from '@/lib/branding-context.tsx';
import { toListQueryString } from '@/lib/list-query.ts';
import { useSignedInSession } from '@/lib/session/session-context.tsx';
import { advisorKeys, advisorListOptions, fetchAdvisorFormOptions, fetchAdvisors } from '../api/advisors-api.ts';
import { AdvisorRowActions } from '../components/advisor-actions.tsx';
import { advisorStatusColor } from '../lib/status.ts';

/** The tenant's networks by id (the form's choices, cached; the session's own as a fallback). */
function useNetworkNames(): Map<string, string> {
  const session = useSignedInSession();
  const options = useQuery({ queryKey: advisorKeys.formOptions, queryFn: fetchAdvisorFormOptions });
  const networks = options.data?.brokerNetworks ?? session.networks;
  return useMemo(() => new Map(networks.map((network) => [network.id, network.name])), [networks]);
}

function NetworkNames({ ids }: { ids: readonly string[] }) {
  const names = useNetworkNames();
  return <Text size="sm">{ids.map((id) => names.get(id) ?? id).join(', ') || '—'}</Text>;
}

function AdvisorStatusBadge({ status }: { status: AdvisorListRow['status'] }) {
  const { t } = useTranslation('enums');
  return <StatusBadge color={advisorStatusColor[status]}>{t(`advisorStatus.${status}`)}</StatusBadge>;
}

// Cell renderers of mantine-react-table (called as functions): each renders a component.
const NetworksCell = ({ row }: { row: MRT_Row<AdvisorListRow> }) => (
  <NetworkNames ids={row.original.brokerNetworkIds} />
);
const StatusCell = ({ row }: { row: MRT_Row<AdvisorListRow> }) => <AdvisorStatusBadge status={row.original.status} />;

/** /app/advisors: spec §3's advisor list with its filters; the admin's actions per row. */
export default function AdvisorsPage() {
  const { t } = useTranslation(['admin', 'enums']);
  const { language } = useBranding();
  const session = useSignedInSession();
  const isAdmin = session.roles.includes('admin');
  const table = useServerTableState([{ id: 'surname', desc: false }]);
  const localization = useTableLocalization(language);
  const query = toListQueryString(table.query, advisorListOptions);

  const advisors = useQuery({
    queryKey: advisorKeys.list(query),
    queryFn: ({ signal }) => fetchAdvisors(query, signal),
    placeholderData: keepPreviousData,
  });
  const options = useQuery({ queryKey: advisorKeys.formOptions, queryFn: fetchAdvisorFormOptions });
  const networks = options.data?.brokerNetworks ?? session.networks;

  const columns = useMemo<MRT_ColumnDef<AdvisorListRow>[]>(
    () => [
      { accessorKey: 'firstName', header: t('advisors.fields.firstName'), size: 120 },
      { accessorKey: 'surname', header: t('advisors.fields.surname'), size: 140 },
      { accessorKey: 'email', header: t('advisors.fields.email'), size: 200 },
      {
        accessorKey: 'brokerNetworkIds',
        header: t('advisors.fields.brokerNetworkIds'),
        size: 170,
        enableSorting: false,
        filterVariant: 'multi-select',
        mantineFilterMultiSelectProps: {
          data: networks.map((network) => ({ value: network.id, label: network.name })),
        },
        Cell: NetworksCell,
      },
      {
        accessorKey: 'status',
        header: t('advisors.fields.status'),
        // Wide enough for the longest status label ("Zarchiwizowany") without an ellipsis.
        size: 170,
        filterVariant: 'select',
        mantineFilterSelectProps: {
          data: advisorStatuses.map((status) => ({ value: status, label: t(`enums:advisorStatus.${status}`) })),
        },
        Cell: StatusCell,
      },
    ],
    [t, networks],
  );

  const mrt = useMantineReactTable<AdvisorListRow>({
    ...serverTableOptions<AdvisorListRow>(table, localization),
    columns,
    data: advisors.data?.rows ?? [],
    rowCount: advisors.data?.total ?? 0,
    getRowId: (row) => row.id,
    enableRowActions: isAdmin,
    positionActionsColumn: 'last',
    displayColumnDefOptions: { 'mrt-row-actions': { size: 90 } },
    renderRowActions: ({ row }) => <AdvisorRowActions advisor={row.original} selfEmail={session.user.user.email} />,
    initialState: { showColumnFilters: true },
    state: {
      columnFilters: table.columnFilters,
      sorting: table.sorting,
      pagination: table.pagination,
      isLoading: advisors.isLoading,
      showProgressBars: advisors.isFetching && !advisors.isLoading,
      showAlertBanner: advisors.isError,
    },
    mantineToolbarAlertBannerProps: advisors.isError
      ? { color: 'red', children: messageOfError(advisors.error, language).text }
      : undefined,
  });

  return (
    <AdminPage
      title={t('advisors.title')}
      description={t('advisors.description')}
      actions={
        isAdmin ? (
          <Button component={Link} to={paths.app.advisorNew.getHref()} leftSection={<IconPlus size={16} />}>
            {t('advisors.new')}
          </Button>
        ) : null
      }
    >
      {!isAdmin ? (
        <Alert color="gray" variant="light">
          {t('advisors.readOnly')}
        </Alert>
      ) : null}
      <Group>
        <Text size="sm" c="dimmed" aria-live="polite">
          {advisors.data ? t('advisors.total', { total: advisors.data.total }) : '\u00a0'}
        </Text>
      </Group>
      <MantineReactTable table={mrt} />
    </AdminPage>
  );
}
