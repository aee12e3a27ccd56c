import { Badge, Text } from '@mantine/core';
import { useI18n } from '../../../lib/i18n.tsx';
import type { OutboxItem } from '../types.ts';

const colors = { pending: 'yellow', sent: 'green', failed: 'red' } as const;

export function StatusBadge({ mail }: { mail: Pick<OutboxItem, 'status' | 'attempts'> }) {
  const { t } = useI18n();
  return (
    <>
      <Badge color={colors[mail.status]} variant="light" tt="none">
        {t(`outbox.status.${mail.status}`)}
      </Badge>
      {mail.attempts > 0 && (
        <Text span size="xs" c="dimmed" ml={6}>
          {t('outbox.attempts', { count: mail.attempts })}
        </Text>
      )}
    </>
  );
}
