import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { messageOfError } from '@/lib/api/api-error.ts';
import { useBranding } from '@/lib/branding-context.tsx';

export function LoadingState({ label }: { label: string }) {
  return (
    <Group justify="center" py="xl" role="status">
      <Loader size="sm" color="brand" />
      <Text size="sm" c="gray.7">
        {label}
      </Text>
    </Group>
  );
}

/** A failed read, worded by the catalogue of spec §8, with a way to try again. */
export function LoadErrorState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('investor');
  const { language } = useBranding();
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} title={t('state.loadFailed')} role="alert">
      <Text size="sm" mb="sm">
        {messageOfError(error, language).text}
      </Text>
      <Button variant="default" size="xs" onClick={onRetry}>
        {t('state.retry')}
      </Button>
    </Alert>
  );
}
