import { Alert, Divider, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { errorCodes } from '@wl/shared/errors';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ApiErrorAlert, AuthCard } from '@/components/auth-card.tsx';
import { paths } from '@/config/paths.ts';
import { ApiRequestError } from '@/lib/api/api-error.ts';
import { authApi } from '@/lib/api/auth-api.ts';
import { useLinkCheck } from '../api/link-check.ts';
import { AuthPage } from '../components/auth-page.tsx';
import { EmailForm } from '../components/email-form.tsx';
import { LinkChecking } from '../components/link-checking.tsx';
import { PasswordForm } from '../components/password-form.tsx';

/**
 * `/auth/activate-from-email/{token}`: a new advisor chooses a password and the account becomes
 * active. The link is checked when the page opens (decision 067): one that cannot work (its token
 * cut when copied), was used or has expired offers a fresh one at once, before any password is
 * typed; so does a link that stops working between the check and the submit.
 */
export default function ActivatePage() {
  const { t } = useTranslation('auth');
  const { t: tCommon } = useTranslation('common');
  const { id: token = '' } = useParams();
  const navigate = useNavigate();
  const link = useLinkCheck('activation', token);
  const [expired, setExpired] = useState(false);
  const [resentTo, setResentTo] = useState<string | null>(null);
  if (link.state === 'checking') {
    return (
      <AuthPage>
        <AuthCard title={t('activate.title')}>
          <LinkChecking />
        </AuthCard>
      </AuthPage>
    );
  }
  const invalid = link.state === 'invalid';
  const resend = (
    <Stack gap="sm">
      {invalid ? null : <Divider />}
      <Text fw={600}>{t('activate.resendTitle')}</Text>
      {resentTo ? (
        <Alert color="green" variant="light" role="status">
          {t('activate.resendDone', { email: resentTo })}
        </Alert>
      ) : (
        <EmailForm submitLabel={t('activate.resendSubmit')} submit={authApi.sendActivationLink} onDone={setResentTo} />
      )}
    </Stack>
  );
  if (invalid) {
    return (
      <AuthPage>
        <AuthCard title={tCommon('invalidLink.title')} description={tCommon('invalidLink.description')}>
          {resend}
        </AuthCard>
      </AuthPage>
    );
  }
  return (
    <AuthPage>
      <AuthCard title={t('activate.title')} description={t('activate.description')}>
        {link.state === 'refused' ? (
          <ApiErrorAlert error={link.error} />
        ) : (
          <PasswordForm
            token={token}
            submitLabel={t('activate.submit')}
            submit={authApi.activateFromEmail}
            onDone={() => {
              notifications.show({ color: 'green', message: t('activate.done') });
              navigate(paths.home.getHref(), { replace: true });
            }}
            onError={(error) => {
              if (error instanceof ApiRequestError && error.code === errorCodes.tokenNotActive) setExpired(true);
            }}
          />
        )}
        {expired && resend}
      </AuthCard>
    </AuthPage>
  );
}
