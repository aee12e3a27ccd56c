import { Button } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthCard } from '@/components/auth-card.tsx';
import { paths } from '@/config/paths.ts';
import { AuthPage } from '../components/auth-page.tsx';

/** Spec §6/§8: an advisor without the advisor panel of this branded page. */
export default function AccessDeniedPage() {
  const { t } = useTranslation('auth');
  const { t: tErrors } = useTranslation('errors');
  return (
    <AuthPage>
      <AuthCard title={tErrors('accessDenied')} description={t('accessDenied.description')}>
        <IconLock size={40} aria-hidden="true" color="var(--wl-color-main)" />
        <Button component={Link} to={paths.home.getHref()} fullWidth>
          {t('accessDenied.back')}
        </Button>
      </AuthCard>
    </AuthPage>
  );
}
