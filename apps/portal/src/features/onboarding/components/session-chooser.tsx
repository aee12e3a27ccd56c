import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { formatDateTime } from '@wl/shared/format';
import type { OnboardingRequest } from '@wl/shared/schemas';
import { useTranslation } from 'react-i18next';
import { RequestStatusBadge } from '@/components/onboarding-request/request-status-badge.tsx';
import { useBranding } from '@/lib/branding-context.tsx';

/** Spec §2 "onboarding session chooser when more than one session is open": one card per request. */
export function SessionChooser({
  requests,
  onChoose,
}: {
  requests: readonly OnboardingRequest[];
  onChoose: (id: string) => void;
}) {
  const { t } = useTranslation('onboarding');
  const { language } = useBranding();
  return (
    <Stack gap="md" component="section" aria-labelledby="session-chooser-title">
      <div>
        <Title order={2} size="h3" id="session-chooser-title">
          {t('chooser.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('chooser.description', { total: requests.length })}
        </Text>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {requests.map((request) => {
          const source = request.sourceName ?? t('chooser.unknownSource');
          const created = formatDateTime(request.createdAt, language);
          return (
            <Card key={request.id} withBorder radius="md" padding="md" data-testid="session-card">
              <Stack gap="sm" h="100%" justify="space-between">
                <Stack gap={6}>
                  <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
                    <div style={{ minWidth: 0 }}>
                      <Text size="xs" c="dimmed">
                        {t('chooser.source')}
                      </Text>
                      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                        {source}
                      </Text>
                    </div>
                    <RequestStatusBadge status={request.status} />
                  </Group>
                  <Text size="sm">
                    {t('chooser.createdAt')}: {created}
                  </Text>
                  {request.name ? (
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {request.name}
                    </Text>
                  ) : null}
                </Stack>
                <Button
                  rightSection={<IconArrowRight size={16} aria-hidden />}
                  onClick={() => onChoose(request.id)}
                  aria-label={t('chooser.continueLabel', { source, date: created })}
                  fullWidth
                >
                  {t('chooser.continue')}
                </Button>
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
