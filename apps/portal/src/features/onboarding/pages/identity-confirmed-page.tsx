import { Center, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths.ts';
import { useSession } from '@/lib/session/session-context.tsx';

/**
 * `/identity-confirmed?request=…`: where the identity provider sends the person back (issue 19).
 * On the phone of the QR code nobody is signed in: the page thanks them and says the computer
 * moves on by itself. Signed in as an investor on this device, it goes on to the request's
 * onboarding, which shows the result.
 */
export default function IdentityConfirmedPage() {
  const { t } = useTranslation('onboarding');
  const { session } = useSession();
  const [params] = useSearchParams();
  const request = params.get('request');
  if (session.status === 'loading') {
    return (
      <Center py="xl">
        <Loader color="brand" aria-label={t('identityConfirmed.continue')} />
      </Center>
    );
  }
  if (session.status === 'signed-in' && session.kind === 'investor') {
    const onboarding = paths.app.onboarding.getHref();
    return <Navigate to={request ? `${onboarding}?request=${encodeURIComponent(request)}` : onboarding} replace />;
  }
  return (
    <Stack gap="md" align="center" ta="center" py="xl">
      <ThemeIcon color="green" variant="light" size={56} radius="xl" aria-hidden>
        <IconCircleCheck size={32} />
      </ThemeIcon>
      <Title order={1} size="h2">
        {t('identityConfirmed.title')}
      </Title>
      <Text maw={420}>{t('identityConfirmed.text')}</Text>
    </Stack>
  );
}
