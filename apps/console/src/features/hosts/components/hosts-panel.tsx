import { Alert, Button, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useI18n } from '../../../lib/i18n.tsx';
import { trpc } from '../../../lib/trpc.ts';
import { HostsTable } from './hosts-table.tsx';

function Loading() {
  const { t } = useI18n();
  return (
    <Stack gap="xs" role="status" aria-live="polite">
      <VisuallyHidden>{t('hosts.loading')}</VisuallyHidden>
      {[0, 1, 2, 3].map((row) => (
        <Skeleton key={row} height={36} radius="sm" />
      ))}
    </Stack>
  );
}

/** The hosts section: the list from the edge, with its loading, error and empty states. */
export function HostsPanel() {
  const { t } = useI18n();
  const hosts = trpc.hosts.list.useQuery();

  let content: ReactNode;
  if (hosts.isPending) {
    content = <Loading />;
  } else if (hosts.isError) {
    content = (
      <Alert color="red" variant="light" title={t('hosts.error.title')} role="alert">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{hosts.error.message}</Text>
          <Button size="xs" variant="white" color="red" loading={hosts.isFetching} onClick={() => hosts.refetch()}>
            {t('hosts.error.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  } else if (hosts.data.length === 0) {
    content = <Text c="dimmed">{t('hosts.empty')}</Text>;
  } else {
    content = <HostsTable hosts={hosts.data} />;
  }

  return (
    <Stack component="section" gap="md">
      <Title order={2} size="h3">
        {t('hosts.heading')}
      </Title>
      {content}
    </Stack>
  );
}
