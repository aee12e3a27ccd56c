import { Anchor, Group, Text, ThemeIcon } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { AuthCard } from '@/components/auth-card.tsx';
import { paths } from '@/config/paths.ts';
import { AuthPage } from '../components/auth-page.tsx';

/**
 * `/auth/confirm-login`: after asking for a login link. The API answers alike whether or not the
 * address has an account, so this page does too.
 */
export default function ConfirmLoginPage() {
  const { t } = useTranslation('auth');
  const { state } = useLocation();
  const email =
    typeof (state as { email?: unknown } | null)?.email === 'string' ? (state as { email: string }).email : null;
  return (
    <AuthPage>
      <AuthCard
        title={t('confirmLogin.title')}
        description={email ? t('confirmLogin.descriptionEmail', { email }) : t('confirmLogin.description')}
      >
        <Group wrap="nowrap" align="flex-start" gap="sm">
          <ThemeIcon variant="light" size="lg" radius="md">
            <IconMailCheck size={20} aria-hidden="true" />
          </ThemeIcon>
          <Text size="sm">{t('confirmLogin.validity')}</Text>
        </Group>
        <Group justify="space-between" gap="xs">
          <Anchor component={Link} to={paths.investorLogin.getHref()} size="sm">
            {t('confirmLogin.resend')}
          </Anchor>
          <Anchor component={Link} to={paths.home.getHref()} size="sm">
            {t('common.backHome')}
          </Anchor>
        </Group>
      </AuthCard>
    </AuthPage>
  );
}
