import { Badge, Group, Text } from '@mantine/core';
import { formatDateTime } from '../../../lib/format.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import type { OutboxItem } from '../types.ts';

const colors = { queued: 'gray', retrying: 'yellow', sent: 'green', failed: 'red' } as const;

/**
 * Where a mail's delivery stands (issue 19): queued, retrying (with the attempts so far and when
 * the next one is due), sent or failed, and the attempts it took.
 */
export function StatusBadge({ mail }: { mail: Pick<OutboxItem, 'status' | 'attempts' | 'nextAttemptAt'> }) {
  const { language, t } = useI18n();
  return (
    <Group gap={6} wrap="wrap" component="span">
      <Badge color={colors[mail.status]} variant="light" tt="none">
        {t(`outbox.status.${mail.status}`)}
      </Badge>
      {mail.attempts > 0 && (
        <Text span size="xs" c="dimmed">
          {t('outbox.attempts', { count: mail.attempts })}
        </Text>
      )}
      {mail.status === 'retrying' && mail.nextAttemptAt && (
        <Text span size="xs" c="dimmed">
          {t('outbox.nextAttempt', { time: formatDateTime(mail.nextAttemptAt, language) })}
        </Text>
      )}
    </Group>
  );
}
