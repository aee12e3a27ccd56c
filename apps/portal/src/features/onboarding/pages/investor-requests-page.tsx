import { Button, Card, Group, Pagination, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconArrowRight, IconEye } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE, formatDateTime } from '@wl/shared/format';
import type { OnboardingRequest } from '@wl/shared/schemas';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ErrorState, LoadingState } from '@/components/admin-page.tsx';
import { RequestStatusBadge } from '@/components/onboarding-request/request-status-badge.tsx';
import { paths } from '@/config/paths.ts';
import { useBranding } from '@/lib/branding-context.tsx';
import { useListTotalText } from '@/lib/list-total.ts';
import { fetchOwnRequests, investorOnboardingKeys } from '../api/onboarding-api.ts';
import { OnboardingFrame } from '../components/onboarding-frame.tsx';
import { continueHref, pageFromParam } from '../lib/requests.ts';

function RequestActions({ request, fullWidth = false }: { request: OnboardingRequest; fullWidth?: boolean }) {
  const { t } = useTranslation('onboarding');
  const source = request.sourceName ?? t('chooser.unknownSource');
  return (
    <Group gap="xs" wrap="wrap" grow={fullWidth}>
      {request.status !== 'finished' ? (
        <Button
          component={Link}
          to={continueHref(request.id)}
          size="xs"
          rightSection={<IconArrowRight size={14} aria-hidden />}
          aria-label={t('requests.continueLabel', { source })}
        >
          {t('requests.continue')}
        </Button>
      ) : null}
      <Button
        component={Link}
        to={paths.app.preview.getHref(request.id)}
        size="xs"
        variant="light"
        leftSection={<IconEye size={14} aria-hidden />}
        aria-label={t('requests.previewLabel', { source })}
      >
        {t('requests.preview')}
      </Button>
    </Group>
  );
}

/** On a phone: one card per request. */
function RequestCards({ rows }: { rows: readonly OnboardingRequest[] }) {
  const { t } = useTranslation('onboarding');
  const { language } = useBranding();
  return (
    <Stack gap="sm" hiddenFrom="sm" data-testid="request-cards">
      {rows.map((request) => (
        <Card key={request.id} withBorder radius="md" padding="md" component="article">
          <Stack gap="xs">
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              <div style={{ minWidth: 0 }}>
                <Text size="xs" c="dimmed">
                  {t('requests.fields.sourceName')}
                </Text>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {request.sourceName ?? t('chooser.unknownSource')}
                </Text>
              </div>
              <RequestStatusBadge status={request.status} />
            </Group>
            <Text size="sm">
              {t('requests.fields.createdAt')}: {formatDateTime(request.createdAt, language)}
            </Text>
            {request.name ? (
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {t('requests.fields.name')}: {request.name}
              </Text>
            ) : null}
            <RequestActions request={request} fullWidth />
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

/** On wider screens: a table. */
function RequestTable({ rows }: { rows: readonly OnboardingRequest[] }) {
  const { t } = useTranslation('onboarding');
  const { language } = useBranding();
  return (
    <Paper withBorder radius="md" visibleFrom="sm" style={{ overflowX: 'auto' }}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('requests.fields.createdAt')}</Table.Th>
            <Table.Th>{t('requests.fields.sourceName')}</Table.Th>
            <Table.Th>{t('requests.fields.name')}</Table.Th>
            <Table.Th>{t('requests.fields.status')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('requests.fields.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((request) => (
            <Table.Tr key={request.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(request.createdAt, language)}</Table.Td>
              <Table.Td>{request.sourceName ?? t('chooser.unknownSource')}</Table.Td>
              <Table.Td>{request.name ?? '—'}</Table.Td>
              <Table.Td>
                <RequestStatusBadge status={request.status} />
              </Table.Td>
              <Table.Td>
                <Group justify="flex-end">
                  <RequestActions request={request} />
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}

/**
 * /app/onboarding/requests (investor): the investor's onboarding requests, newest first, a page
 * of 20 at a time (spec §9), each with its status, to continue (open ones) or preview.
 */
export default function InvestorRequestsPage() {
  const { t } = useTranslation('onboarding');
  const totalText = useListTotalText();
  const [params, setParams] = useSearchParams();
  const page = pageFromParam(params.get('page'));
  const offset = (page - 1) * DEFAULT_PAGE_SIZE;
  const list = useQuery({
    queryKey: investorOnboardingKeys.list({ limit: DEFAULT_PAGE_SIZE, offset }),
    queryFn: () => fetchOwnRequests({ limit: DEFAULT_PAGE_SIZE, offset }),
    placeholderData: keepPreviousData,
  });
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / DEFAULT_PAGE_SIZE)) : 1;

  let content: ReactNode;
  if (list.isPending) content = <LoadingState />;
  else if (list.isError) content = <ErrorState error={list.error} />;
  else if (list.data.total === 0) {
    content = (
      <Paper withBorder radius="md" p="xl" ta="center">
        <Title order={2} size="h4">
          {t('requests.emptyTitle')}
        </Title>
        <Text size="sm" c="dimmed" mt={4}>
          {t('requests.empty')}
        </Text>
      </Paper>
    );
  } else {
    content = (
      <Stack gap="sm">
        <Text size="sm" c="dimmed" role="status">
          {t('requests.total', { total: totalText(list.data) })}
        </Text>
        <RequestCards rows={list.data.rows} />
        <RequestTable rows={list.data.rows} />
        {pages > 1 ? (
          <Group justify="center">
            <Pagination
              total={pages}
              value={page}
              onChange={(next) => setParams(next === 1 ? {} : { page: String(next) })}
              getControlProps={(control) => ({
                'aria-label': control === 'previous' ? t('requests.previousPage') : t('requests.nextPage'),
              })}
              getItemProps={(item) => ({ 'aria-label': t('requests.page', { page: item }) })}
            />
          </Group>
        ) : null}
      </Stack>
    );
  }

  return (
    <OnboardingFrame
      size="lg"
      title={t('requests.title')}
      description={t('requests.description')}
      link={{ to: paths.app.onboarding.getHref(), label: t('requests.toOnboarding') }}
    >
      {content}
    </OnboardingFrame>
  );
}
