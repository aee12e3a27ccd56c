import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiErrorAlert, AuthCard } from '@/components/auth-card.tsx';
import { paths } from '@/config/paths.ts';
import { authApi } from '@/lib/api/auth-api.ts';
import { returnPathOr } from '@/lib/session/return-to.ts';
import { useSession } from '@/lib/session/session-context.tsx';
import { AuthPage } from '../components/auth-page.tsx';

/**
 * `/login-with-redirect-token?token=…`: the link of the investor's login mail. The token works
 * once, so it is sent once per page, whatever React's development double effects do.
 */
export default function RedirectTokenPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { signIn } = useSession();
  const navigate = useNavigate();
  const sent = useRef<string | null>(null);
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    if (sent.current === token) return;
    sent.current = token;
    authApi.loginInvestor(token).then(
      (tokens) => {
        signIn(tokens);
        // Back to the page asked for before the sign-in, if any (issue 19), else the dashboard.
        navigate(returnPathOr(paths.app.root.getHref()), { replace: true });
      },
      (failure: unknown) => setError(failure),
    );
  }, [token, signIn, navigate]);

  if (!error) {
    return (
      <Center py="xl">
        <Stack align="center" gap="sm" role="status">
          <Loader color="brand" />
          <Text>{t('redirectToken.signingIn')}</Text>
        </Stack>
      </Center>
    );
  }
  return (
    <AuthPage>
      <AuthCard title={t('redirectToken.failedTitle')} description={t('redirectToken.failedDescription')}>
        <ApiErrorAlert error={error} />
        <Button component={Link} to={paths.investorLogin.getHref()} fullWidth>
          {t('redirectToken.requestNew')}
        </Button>
      </AuthCard>
    </AuthPage>
  );
}
