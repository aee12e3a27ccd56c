import { Anchor, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { AuthCard } from '@/components/auth-card.tsx';
import { paths } from '@/config/paths.ts';
import { authApi } from '@/lib/api/auth-api.ts';
import { AuthPage } from '../components/auth-page.tsx';
import { PasswordForm } from '../components/password-form.tsx';

/** `/auth/reset-password/{token}`: the link of the reset mail; a new password, then sign in. */
export default function NewPasswordPage() {
  const { t } = useTranslation('auth');
  const { id: token = '' } = useParams();
  const navigate = useNavigate();
  return (
    <AuthPage>
      <AuthCard title={t('newPassword.title')} description={t('newPassword.description')}>
        <PasswordForm
          token={token}
          submitLabel={t('newPassword.submit')}
          submit={authApi.setPassword}
          onDone={() => {
            notifications.show({ color: 'green', message: t('newPassword.done') });
            navigate(paths.home.getHref(), { replace: true });
          }}
        />
        <Text size="sm">
          <Anchor component={Link} to={paths.resetPassword.getHref()}>
            {t('newPassword.requestNew')}
          </Anchor>
        </Text>
      </AuthCard>
    </AuthPage>
  );
}
