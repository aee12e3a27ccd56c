import { Alert, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOfError } from '@/lib/api/api-error.ts';
import { useBranding } from '@/lib/branding-context.tsx';

/** The frame of an admin screen: its heading (one h1), optional actions beside it, the content. */
export function AdminPage({
  title,
  description,
  actions,
  children,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Container size="xl" px={{ base: 'xs', sm: 'md' }} py="md" w="100%">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4}>
            <Title order={1} size="h2">
              {title}
            </Title>
            {description ? (
              <Text c="dimmed" size="sm">
                {description}
              </Text>
            ) : null}
          </Stack>
          {actions ? <Group gap="xs">{actions}</Group> : null}
        </Group>
        {children}
      </Stack>
    </Container>
  );
}

/** A screen's data is loading. */
export function LoadingState() {
  const { t } = useTranslation('admin');
  return (
    <Group justify="center" py="xl" role="status">
      <Loader size="sm" color="brand" />
      <Text size="sm" c="dimmed">
        {t('common.loading')}
      </Text>
    </Group>
  );
}

/** A failed load, worded by the error catalogue (spec §8). */
export function ErrorState({ error }: { error: unknown }) {
  const { t } = useTranslation('admin');
  const { language } = useBranding();
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} />} title={t('common.loadFailed')} role="alert">
      {messageOfError(error, language).text}
    </Alert>
  );
}

/** Spec §6: users without access see a no-access message. */
export function NoAccess() {
  const { t } = useTranslation('admin');
  return (
    <Alert color="yellow" icon={<IconAlertCircle size={18} />} title={t('common.noAccessTitle')} role="alert">
      {t('common.noAccess')}
    </Alert>
  );
}
