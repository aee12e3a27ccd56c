import { Alert, Button, Skeleton, Stack, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { type ReactNode, useMemo, useState } from 'react';
import { errorText } from '../../../lib/error-text.ts';
import { hostLabel } from '../../../lib/format.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { trpc } from '../../../lib/trpc.ts';
import type { HostListItem } from '../types.ts';
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

/** Whether a host matches the search: its host name or its tenant's name, case-insensitively. */
export function matchesHost(host: HostListItem, query: string, defaultName: string): boolean {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return true;
  // Unicode names are found by what operators type, in either form.
  const name = host.hostname ? hostLabel(host.hostname) : defaultName;
  return [name, host.tenant.name].some((text) => text.toLocaleLowerCase().includes(needle));
}

/** The hosts section: the list from the edge, with search, and its loading, error and empty states. */
export function HostsPanel({ notice = null }: { notice?: string | null }) {
  const { language, t } = useI18n();
  const hosts = trpc.hosts.list.useQuery();
  const [query, setQuery] = useState('');
  const shown = useMemo(
    () => hosts.data?.filter((host) => matchesHost(host, query, t('hosts.defaultHost'))) ?? [],
    [hosts.data, query, t],
  );

  let content: ReactNode;
  if (hosts.isPending) {
    content = <Loading />;
  } else if (hosts.isError) {
    content = (
      <Alert color="red" variant="light" title={t('hosts.error.title')} role="alert">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{errorText(hosts.error, language)}</Text>
          <Button size="xs" variant="white" color="red" loading={hosts.isFetching} onClick={() => hosts.refetch()}>
            {t('hosts.error.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  } else if (hosts.data.length === 0) {
    content = <Text c="dimmed">{t('hosts.empty')}</Text>;
  } else if (shown.length === 0) {
    content = <Text c="dimmed">{t('editor.noMatch', { query: query.trim() })}</Text>;
  } else {
    content = <HostsTable hosts={shown} />;
  }

  return (
    <Stack component="section" gap="md">
      <Title order={2} size="h3">
        {t('hosts.heading')}
      </Title>
      {notice && (
        <Alert color="green" variant="light" role="status">
          {notice}
        </Alert>
      )}
      {hosts.data && hosts.data.length > 0 && (
        <TextInput
          type="search"
          label={t('editor.search')}
          placeholder={t('editor.searchPlaceholder')}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          maw={360}
        />
      )}
      {content}
    </Stack>
  );
}
