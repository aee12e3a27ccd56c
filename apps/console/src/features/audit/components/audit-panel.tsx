import { Alert, Button, Group, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { AuditLogFilter } from '@wl/shared/console';
import { type ReactNode, useState } from 'react';
import { errorText } from '../../../lib/error-text.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { trpc } from '../../../lib/trpc.ts';
import type { AuditLogEntry } from '../types.ts';
import { AuditFilters } from './audit-filters.tsx';
import { AuditTable } from './audit-table.tsx';

const PAGE_SIZE = 50;

function Loading() {
  const { t } = useI18n();
  return (
    <Stack gap="xs" role="status" aria-live="polite">
      <VisuallyHidden>{t('audit.loading')}</VisuallyHidden>
      {[0, 1, 2, 3].map((row) => (
        <Skeleton key={row} height={36} radius="sm" />
      ))}
    </Stack>
  );
}

/** Downloads the entries the applied filter matches as a CSV file (newest first, capped). */
function useAuditExport(filter: AuditLogFilter) {
  const { language, t } = useI18n();
  const utils = trpc.useUtils();
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const run = async () => {
    setPending(true);
    setMessage(null);
    try {
      const file = await utils.auditLog.exportCsv.fetch({ filter }, { staleTime: 0 });
      const url = URL.createObjectURL(new Blob([file.csv], { type: 'text/csv;charset=utf-8' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = `audit-log-${new Date().toISOString().slice(0, 10)}.csv`;
      link.click();
      URL.revokeObjectURL(url);
      setFailed(false);
      setMessage(t(file.truncated ? 'audit.export.truncated' : 'audit.export.done', { rows: file.rows }));
    } catch (error) {
      setFailed(true);
      setMessage(errorText(error, language));
    } finally {
      setPending(false);
    }
  };
  return { run, pending, message, failed };
}

/** The audit log: filters, the newest entries first, and "load more" for older ones. */
export function AuditPanel() {
  const { language, t } = useI18n();
  const [filter, setFilter] = useState<AuditLogFilter>({});
  const exported = useAuditExport(filter);
  const log = trpc.auditLog.list.useInfiniteQuery(
    { filter, limit: PAGE_SIZE },
    { getNextPageParam: (page) => page.nextCursor ?? undefined },
  );

  let content: ReactNode;
  if (log.isPending) {
    content = <Loading />;
  } else if (log.isError) {
    content = (
      <Alert color="red" variant="light" title={t('audit.error.title')} role="alert">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{errorText(log.error, language)}</Text>
          <Button size="xs" variant="white" color="red" loading={log.isFetching} onClick={() => log.refetch()}>
            {t('audit.error.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  } else {
    // The shared contract's type (see ../types.ts): the router's inferred one is too deep to compare.
    const entries = log.data.pages.flatMap((page) => page.items as unknown as AuditLogEntry[]);
    content =
      entries.length === 0 ? (
        <Text c="dimmed">{t('audit.empty')}</Text>
      ) : (
        // Stretched, so the table scrolls inside the screen instead of widening the page.
        <Stack gap="sm">
          <AuditTable entries={entries} />
          {log.hasNextPage ? (
            <Group>
              <Button variant="light" loading={log.isFetchingNextPage} onClick={() => log.fetchNextPage()}>
                {t('audit.loadMore')}
              </Button>
            </Group>
          ) : (
            <Text size="sm" c="dimmed">
              {t('audit.end')}
            </Text>
          )}
        </Stack>
      );
  }

  return (
    <Stack component="section" gap="md">
      <Title order={2} size="h3">
        {t('audit.heading')}
      </Title>
      <AuditFilters onApply={setFilter} />
      <Group gap="sm">
        <Button variant="default" loading={exported.pending} onClick={exported.run}>
          {t('audit.export.button')}
        </Button>
        {exported.message && (
          <Text size="sm" role="status" c={exported.failed ? 'red.9' : undefined}>
            {exported.message}
          </Text>
        )}
      </Group>
      {content}
    </Stack>
  );
}
