import { Alert, Button, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconArrowRight,
  IconClipboardList,
  IconClock,
  IconDeviceFloppy,
  IconDeviceMobile,
  IconSend,
  IconUserQuestion,
} from '@tabler/icons-react';
import type { OnboardingRequestDetail } from '@wl/shared/schemas';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

function Item({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <List.Item
      icon={
        <ThemeIcon variant="light" color="brand" size={32} radius="xl" aria-hidden>
          {icon}
        </ThemeIcon>
      }
    >
      <Text size="sm" lh={1.5}>
        {children}
      </Text>
    </List.Item>
  );
}

/** Spec §2 "short verification intro": what will happen, how long it takes, that progress is kept. */
export function IntroStep({ request, onStart }: { request: OnboardingRequestDetail; onStart: () => void }) {
  const { t } = useTranslation('onboarding');
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="intro-title">
      <Stack gap="md">
        <div>
          <Title order={2} size="h3" id="intro-title">
            {t('intro.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('intro.lead')}
          </Text>
        </div>
        {request.sourceName ? <Text size="sm">{t('intro.from', { source: request.sourceName })}</Text> : null}
        {request.message ? (
          <Alert variant="light" color="brand" title={t('intro.message')}>
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {request.message}
            </Text>
          </Alert>
        ) : null}
        <List spacing="sm" size="sm" center component="ol">
          <Item icon={<IconUserQuestion size={18} />}>{t('intro.itemType')}</Item>
          <Item icon={<IconDeviceMobile size={18} />}>{t('intro.itemIdentity')}</Item>
          <Item icon={<IconClipboardList size={18} />}>{t('intro.itemQuestionnaire')}</Item>
          <Item icon={<IconSend size={18} />}>{t('intro.itemSend')}</Item>
        </List>
        <Stack gap={6}>
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <IconClock size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
            <Text size="sm">{t('intro.duration')}</Text>
          </Group>
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <IconDeviceFloppy size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
            <Text size="sm">{t('intro.saved')}</Text>
          </Group>
        </Stack>
        <Group justify="flex-end">
          <Button onClick={onStart} rightSection={<IconArrowRight size={16} aria-hidden />}>
            {t('intro.start')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
