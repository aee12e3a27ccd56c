import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AdvisorDashboard } from '@/features/dashboard/components/advisor-dashboard.tsx';
import { InvestorDashboard } from '@/features/investor-offers/components/investor-dashboard.tsx';
import { useSignedInSession } from '@/lib/session/session-context.tsx';

/**
 * `/app`: a greeting and the numbers that matter to whoever signed in: the advisor's dashboard
 * (feature `dashboard`) or the investor's (feature `investor-offers`). A route of the app layer,
 * as it puts two features on one screen.
 */
export default function DashboardPage() {
  const { t } = useTranslation('app');
  const session = useSignedInSession();
  const { firstName, email } = session.user.user;
  return (
    <Container size="xl" py="lg">
      <Stack gap="lg">
        <div>
          <Title order={1} fz="h2">
            {t('dashboard.greeting', { name: firstName || email })}
          </Title>
          <Text c="gray.7">
            {session.kind === 'investor' ? t('dashboard.investorIntro') : t('dashboard.advisorIntro')}
          </Text>
        </div>
        {session.kind === 'investor' ? <InvestorDashboard /> : <AdvisorDashboard session={session} />}
      </Stack>
    </Container>
  );
}
