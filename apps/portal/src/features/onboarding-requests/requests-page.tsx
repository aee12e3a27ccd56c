import { ActionIcon, Button, Group, Modal, Paper, Text, Tooltip } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
import { IconEye, IconSend } from '@tabler/icons-react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDate, formatDateTime } from '@wl/shared/format';
import { type OnboardingRequest, onboardingRequestStatuses } from '@wl/shared/schemas';
import {
  MantineReactTable,
  type MRT_Cell,
  type MRT_ColumnDef,
  type MRT_Row,
  useMantineReactTable,
} from 'mantine-react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminPage } from '@/components/admin-page.tsx';
import { serverTableOptions, useServerTableState, useTableLocalization } from '@/components/data-table.tsx';
import { RequestStatusBadge } from '@/components/onboarding-request/request-status-badge.tsx';
import { paths } from '@/config/paths.ts';
import { messageOfError } from '@/lib/api/api-error.ts';
import { useBranding } from '@/lib/branding-context.tsx';
import { DATE_INPUT_FORMAT, dateToIso, isoToDate, parseTypedDate } from '@/lib/dates.ts';
import { type DateRange, toListQueryString } from '@/lib/list-query.ts';
import { useListTotalText } from '@/lib/list-total.ts';
import { KycInvitationForm } from './kyc-invitation-form.tsx';
import { fetchRequests, onboardingKeys, requestListOptions, sendKycInvitation } from './onboarding-api.ts';

// Cell renderers of mantine-react-table (called as functions, not components).
type CellProps = { cell: MRT_Cell<OnboardingRequest>; row: MRT_Row<OnboardingRequest> };
const OrDashCell = ({ cell }: CellProps) => cell.getValue<string | null>() ?? '—';
const CreatedAtCell = ({ row }: CellProps) => formatDateTime(row.original.createdAt);
const StatusCell = ({ row }: CellProps) => <RequestStatusBadge status={row.original.status} />;

/** `to` before `from` is no range (the API would refuse it too). */
export function rangeIsValid(range: DateRange): boolean {
  return !range.from || !range.to || range.from <= range.to;
}

/** /app/onboarding/requests: the onboarding requests list (spec §3) and the KYC invitation form. */
export default function RequestsPage() {
  const { t } = useTranslation(['admin', 'enums', 'validation']);
  const totalText = useListTotalText();
  const { language } = useBranding();
  const queryClient = useQueryClient();
  const mobile = useMediaQuery('(max-width: 48em)');
  const [inviting, setInviting] = useState(false);
  const [created, setCreated] = useState<DateRange>({ from: '', to: '' });
  const table = useServerTableState([{ id: 'createdAt', desc: true }]);
  const localization = useTableLocalization(language);
  const validRange = rangeIsValid(created);
  const query = toListQueryString(table.query, {
    ...requestListOptions,
    ranges: { createdAt: validRange ? created : {} },
  });

  const requests = useQuery({
    queryKey: onboardingKeys.list(query),
    queryFn: ({ signal }) => fetchRequests(query, signal),
    placeholderData: keepPreviousData,
  });

  const setRange = (bound: 'from' | 'to', value: Date | null) => {
    setCreated((range) => ({ ...range, [bound]: dateToIso(value) }));
    table.toFirstPage();
  };

  const columns = useMemo<MRT_ColumnDef<OnboardingRequest>[]>(
    () => [
      { accessorKey: 'email', header: t('requests.fields.email'), size: 220 },
      {
        accessorKey: 'name',
        header: t('requests.fields.name'),
        size: 150,
        Cell: OrDashCell,
      },
      {
        accessorKey: 'createdAt',
        header: t('requests.fields.createdAt'),
        size: 150,
        enableColumnFilter: false,
        Cell: CreatedAtCell,
      },
      {
        accessorKey: 'sourceName',
        header: t('requests.fields.sourceName'),
        size: 140,
        Cell: OrDashCell,
      },
      {
        accessorKey: 'taxNumber',
        header: t('requests.fields.taxNumber'),
        size: 130,
        Cell: OrDashCell,
      },
      {
        accessorKey: 'status',
        header: t('requests.fields.status'),
        size: 140,
        filterVariant: 'select',
        mantineFilterSelectProps: {
          data: onboardingRequestStatuses.map((status) => ({
            value: status,
            label: t(`enums:onboardingRequestStatus.${status}`),
          })),
        },
        Cell: StatusCell,
      },
    ],
    [t],
  );

  const mrt = useMantineReactTable<OnboardingRequest>({
    ...serverTableOptions<OnboardingRequest>(table, localization),
    columns,
    data: requests.data?.rows ?? [],
    rowCount: requests.data?.total ?? 0,
    getRowId: (row) => row.id,
    enableRowActions: true,
    positionActionsColumn: 'last',
    displayColumnDefOptions: { 'mrt-row-actions': { size: 70 } },
    renderRowActions: ({ row }) => (
      <Tooltip label={t('requests.preview')}>
        <ActionIcon
          component={Link}
          to={paths.app.preview.getHref(row.original.id)}
          variant="subtle"
          color="gray"
          aria-label={t('requests.previewOf', { email: row.original.email })}
        >
          <IconEye size={18} />
        </ActionIcon>
      </Tooltip>
    ),
    initialState: { showColumnFilters: true },
    state: {
      columnFilters: table.columnFilters,
      sorting: table.sorting,
      pagination: table.pagination,
      isLoading: requests.isLoading,
      showProgressBars: requests.isFetching && !requests.isLoading,
      showAlertBanner: requests.isError,
    },
    mantineToolbarAlertBannerProps: requests.isError
      ? { color: 'red', children: messageOfError(requests.error, language).text }
      : undefined,
  });

  const dateInput = (bound: 'from' | 'to') => ({
    value: isoToDate(created[bound]),
    onChange: (value: Date | null) => setRange(bound, value),
    valueFormat: DATE_INPUT_FORMAT,
    dateParser: (text: string) => parseTypedDate(text) ?? new Date(Number.NaN),
    placeholder: t('advisors.form.datePlaceholder'),
    clearable: true,
    locale: language,
    w: { base: '100%', xs: 200 },
  });

  return (
    <AdminPage
      title={t('requests.title')}
      description={t('requests.description')}
      actions={
        <Button leftSection={<IconSend size={16} />} onClick={() => setInviting(true)}>
          {t('invitation.open')}
        </Button>
      }
    >
      <Paper withBorder p="sm" radius="md">
        <Group gap="sm" align="flex-start">
          <DateInput label={t('requests.createdFrom')} {...dateInput('from')} />
          <DateInput
            label={t('requests.createdTo')}
            error={validRange ? undefined : t('validation:dateOnOrAfter', { date: formatDate(created.from ?? '') })}
            {...dateInput('to')}
          />
        </Group>
      </Paper>
      <Text size="sm" c="dimmed" aria-live="polite">
        {requests.data ? t('requests.total', { total: totalText(requests.data) }) : '\u00a0'}
      </Text>
      <MantineReactTable table={mrt} />
      <Modal
        opened={inviting}
        onClose={() => setInviting(false)}
        title={t('invitation.title')}
        size="lg"
        fullScreen={mobile ?? false}
      >
        <KycInvitationForm
          send={sendKycInvitation}
          onSent={(allSent) => {
            void queryClient.invalidateQueries({ queryKey: onboardingKeys.all });
            if (allSent) setInviting(false);
          }}
          onCancel={() => setInviting(false)}
        />
      </Modal>
    </AdminPage>
  );
}
