import { Alert, Divider, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { errorCodes } from '@wl/shared/errors';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { AuthCard } from '@/components/auth-card.tsx';
import { paths } from '@/config/paths.ts';
import { ApiRequestError } from '@/lib/api/api-error.ts';
import { authApi } from '@/lib/api/auth-api.ts';
import { isLinkToken } from '@/lib/link-token.ts';
import { AuthPage } from '../components/auth-page.tsx';
import { EmailForm } from '../components/email-form.tsx';
import { PasswordForm } from '../components/password-form.tsx';

/**
 * `/auth/activate-from-email/{token}`: a new advisor chooses a password and the account becomes
 * active. A link that no longer works offers a fresh one; so does a link that cannot work (its
 * token cut when copied), at once, before any password is typed.
 */
export default function ActivatePage() {
  const { t } = useTranslation('auth');
  const { t: tCommon } = useTranslation('common');
  const { id: token = '' } = useParams();
  const navigate = useNavigate();
  const broken = !isLinkToken(token);
  const [expired, setExpired] = useState(broken);
  const [resentTo, setResentTo] = useState<string | null>(null);
  return (
    <AuthPage>
      <AuthCard
        title={broken ? tCommon('invalidLink.title') : t('activate.title')}
        description={broken ? tCommon('invalidLink.description') : t('activate.description')}
      >
        {broken ? null : (
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
        {expired && (
          <Stack gap="sm">
            {broken ? null : <Divider />}
            <Text fw={600}>{t('activate.resendTitle')}</Text>
            {resentTo ? (
              <Alert color="green" variant="light" role="status">
                {t('activate.resendDone', { email: resentTo })}
              </Alert>
            ) : (
              <EmailForm
                submitLabel={t('activate.resendSubmit')}
                submit={authApi.sendActivationLink}
                onDone={setResentTo}
              />
            )}
          </Stack>
        )}
      </AuthCard>
    </AuthPage>
  );
}
