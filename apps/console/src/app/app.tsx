import { Container, Group, Stack, Title } from '@mantine/core';
import { LanguageSwitch } from '../components/language-switch.tsx';
import { HostsPanel } from '../features/hosts/components/hosts-panel.tsx';
import { useI18n } from '../lib/i18n.tsx';

export function App() {
  const { t } = useI18n();
  return (
    <Container size={1280} px={{ base: 'sm', sm: 'lg' }} py="lg">
      <Stack gap="xl">
        <Group component="header" justify="space-between" wrap="wrap" gap="sm">
          <Title order={1} size="h2">
            {t('title')}
          </Title>
          <LanguageSwitch />
        </Group>
        <main>
          <HostsPanel />
        </main>
      </Stack>
    </Container>
  );
}
