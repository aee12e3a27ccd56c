import { Paper, Skeleton, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** One number of the dashboard, with its loading and failed states. */
export function StatCard({
  label,
  value,
  loading,
  failed,
  footer,
}: {
  label: string;
  value: ReactNode;
  loading: boolean;
  failed: boolean;
  footer?: ReactNode;
}) {
  const { t } = useTranslation('app');
  return (
    <Paper withBorder radius="md" p="md" aria-busy={loading}>
      <Text size="sm" c="gray.7" fw={500}>
        {label}
      </Text>
      {loading ? (
        <Skeleton height={32} mt={6} width="50%" />
      ) : failed ? (
        <Text size="sm" c="red.8" mt={6}>
          {t('dashboard.unavailable')}
        </Text>
      ) : (
        // A div: the value may be a stack of amounts (one per currency), never inside a <p>.
        <Text component="div" fz={24} fw={700} lh={1.25} mt={4}>
          {value}
        </Text>
      )}
      {footer}
    </Paper>
  );
}
