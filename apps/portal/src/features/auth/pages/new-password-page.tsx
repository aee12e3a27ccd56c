import { Anchor, Button, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiErrorAlert, AuthCard } from '@/components/auth-card.tsx';
import { paths } from '@/config/paths.ts';
import { authApi } from '@/lib/api/auth-api.ts';
import { useLinkCheck } from '../api/link-check.ts';
import { AuthPage } from '../components/auth-page.tsx';
import { LinkChecking } from '../components/link-checking.tsx';
import { PasswordForm } from '../components/password-form.tsx';

/**
 * `/auth/reset-password/{token}`: the link of the reset mail; a new password, then sign in. The
 * link is checked when the page opens (decision 067): a used, expired or unknown one says so and
 * leads to a new reset request before any password is typed.
 */
export default function NewPasswordPage() {
  const { t } = useTranslation('auth');
  const { t: tCommon } = useTranslation('common');
  const { id: token = '' } = useParams();
  const navigate = useNavigate();
  const link = useLinkCheck('passwordReset', token);
  if (link.state === 'invalid') {
    return (
      <AuthPage>
        <AuthCard title={tCommon('invalidLink.title')} description={tCommon('invalidLink.description')}>
          <Button component={Link} to={paths.resetPassword.getHref()}>
            {tCommon('invalidLink.newPasswordLink')}
          </Button>
        </AuthCard>
      </AuthPage>
    );
  }
  return (
    <AuthPage>
      <AuthCard title={t('newPassword.title')} description={t('newPassword.description')}>
        {link.state === 'checking' ? <LinkChecking /> : null}
        {link.state === 'refused' ? <ApiErrorAlert error={link.error} /> : null}
        {link.state === 'valid' ? (
          <PasswordForm
            token={token}
            submitLabel={t('newPassword.submit')}
            submit={authApi.setPassword}
            onDone={() => {
              notifications.show({ color: 'green', message: t('newPassword.done') });
              navigate(paths.home.getHref(), { replace: true });
            }}
          />
        ) : null}
        {link.state === 'checking' ? null : (
          <Text size="sm">
            <Anchor component={Link} to={paths.resetPassword.getHref()}>
              {t('newPassword.requestNew')}
            </Anchor>
          </Text>
        )}
      </AuthCard>
    </AuthPage>
  );
}
