import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSignedInSession } from '@/features/auth/session-context.tsx';
import { AdvisorDashboard } from './components/advisor-dashboard.tsx';
import { InvestorDashboard } from './components/investor-dashboard.tsx';

/** `/app`: a greeting and the numbers that matter to whoever signed in. */
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
