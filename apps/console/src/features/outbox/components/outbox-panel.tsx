import { Alert, Button, Group, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { OutboxFilter } from '@wl/shared/console';
import { type ReactNode, useState } from 'react';
import { errorText } from '../../../lib/error-text.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { trpc } from '../../../lib/trpc.ts';
import { MailDrawer } from './mail-drawer.tsx';
import { OutboxFilters } from './outbox-filters.tsx';
import { OutboxTable } from './outbox-table.tsx';

const PAGE_SIZE = 50;

function Loading() {
  const { t } = useI18n();
  return (
    <Stack gap="xs" role="status" aria-live="polite">
      <VisuallyHidden>{t('outbox.loading')}</VisuallyHidden>
      {[0, 1, 2, 3].map((row) => (
        <Skeleton key={row} height={36} radius="sm" />
      ))}
    </Stack>
  );
}

/** The mail outbox: filters, the newest mails first, "load more", and a drawer to read one. */
export function OutboxPanel() {
  const { language, t } = useI18n();
  const [filter, setFilter] = useState<OutboxFilter>({});
  const [openId, setOpenId] = useState<string | null>(null);
  const mails = trpc.outbox.list.useInfiniteQuery(
    { filter, limit: PAGE_SIZE },
    { getNextPageParam: (page) => page.nextCursor ?? undefined },
  );

  let content: ReactNode;
  if (mails.isPending) {
    content = <Loading />;
  } else if (mails.isError) {
    content = (
      <Alert color="red" variant="light" title={t('outbox.error.title')} role="alert">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{errorText(mails.error, language)}</Text>
          <Button size="xs" variant="white" color="red" loading={mails.isFetching} onClick={() => mails.refetch()}>
            {t('outbox.error.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  } else {
    const items = mails.data.pages.flatMap((page) => page.items);
    content =
      items.length === 0 ? (
        <Text c="dimmed">{t('outbox.empty')}</Text>
      ) : (
        // Stretched, so the table scrolls inside the screen instead of widening the page.
        <Stack gap="sm">
          <OutboxTable mails={items} onOpen={setOpenId} />
          {mails.hasNextPage ? (
            <Group>
              <Button variant="light" loading={mails.isFetchingNextPage} onClick={() => mails.fetchNextPage()}>
                {t('outbox.loadMore')}
              </Button>
            </Group>
          ) : (
            <Text size="sm" c="dimmed">
              {t('outbox.end')}
            </Text>
          )}
        </Stack>
      );
  }

  return (
    <Stack component="section" gap="md">
      <Title order={2} size="h3">
        {t('outbox.heading')}
      </Title>
      <OutboxFilters onApply={setFilter} />
      {content}
      <MailDrawer id={openId} onClose={() => setOpenId(null)} />
    </Stack>
  );
}
