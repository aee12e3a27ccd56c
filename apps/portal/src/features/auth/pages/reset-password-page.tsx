import { Alert, Anchor, Text } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthCard } from '@/components/auth-card.tsx';
import { paths } from '@/config/paths.ts';
import { authApi } from '@/lib/api/auth-api.ts';
import { AuthPage } from '../components/auth-page.tsx';
import { EmailForm } from '../components/email-form.tsx';

/** `/auth/reset-password`: ask for a reset link; reported as processed whatever the address (spec §8). */
export default function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const { t: tErrors } = useTranslation('errors');
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <AuthPage>
      <AuthCard title={t('resetPassword.title')} description={t('resetPassword.description')}>
        {sentTo ? (
          <Alert color="green" variant="light" icon={<IconMailCheck aria-hidden="true" />} role="status">
            {tErrors('passwordResetProcessed')} {t('resetPassword.checkMail', { email: sentTo })}
          </Alert>
        ) : (
          <EmailForm submitLabel={t('resetPassword.submit')} submit={authApi.sendPasswordReset} onDone={setSentTo} />
        )}
        <Text size="sm">
          <Anchor component={Link} to={paths.home.getHref()}>
            {t('common.backToSignIn')}
          </Anchor>
        </Text>
      </AuthCard>
    </AuthPage>
  );
}
