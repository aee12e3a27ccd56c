import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '@/components/language-switch/language-switch.tsx';
import { BrandLogo } from '@/components/layout/brand-logo.tsx';
import classes from './app-shell.module.css';

/** Spec §6: on a host that blocks the investor panel, a signed-in investor sees only this. */
export function InvestorPanelBlocked({ onSignOut }: { onSignOut: () => void }) {
  const { t } = useTranslation('app');
  return (
    <main className={classes.blocked}>
      <Paper withBorder shadow="sm" radius="lg" p="xl" maw={480}>
        <Stack gap="md" align="flex-start">
          <Group justify="space-between" w="100%">
            <BrandLogo />
            <LanguageSwitch />
          </Group>
          <Title order={1} fz="h2">
            {t('investorBlocked.title')}
          </Title>
          <Text c="gray.7">{t('investorBlocked.description')}</Text>
          <Button onClick={onSignOut}>{t('userMenu.signOut')}</Button>
        </Stack>
      </Paper>
    </main>
  );
}
