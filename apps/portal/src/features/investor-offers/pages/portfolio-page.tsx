import { Anchor, Button, Card, Container, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatDate, formatMoney } from '@wl/shared/format';
import { todayIso } from '@wl/shared/rules';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SchedulePaymentBadge } from '@/components/schedule-table.tsx';
import { StatCard } from '@/components/stat-card.tsx';
import { paths } from '@/config/paths.ts';
import { usePortfolio } from '../api/portfolio-api.ts';
import { LoadErrorState, LoadingState } from '../components/offer-states.tsx';
import { InvestmentScheduleCard } from '../components/portfolio/investment-schedule-card.tsx';
import { MonthlyPayments } from '../components/portfolio/monthly-payments.tsx';
import { paymentsPerMonth, upcomingPayments } from '../lib/portfolio.ts';

/** How many payments "next payments" lists, and how many months the chart covers. */
const NEXT_PAYMENTS = 5;
const CHART_MONTHS = 12;

/**
 * `/app/portfolio` (issue 20): what the investor has invested per currency, the next payments,
 * the expected payments per month, and each investment's schedule.
 */
export default function PortfolioPage() {
  const { t } = useTranslation('investor');
  const portfolio = usePortfolio();
  const data = portfolio.data;
  const today = todayIso();
  const next = data ? upcomingPayments(data, NEXT_PAYMENTS) : [];
  return (
    <Container size="lg" py="lg" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <div>
          <Title order={1} fz="h2">
            {t('portfolio.title')}
          </Title>
          <Text c="gray.7">{t('portfolio.intro')}</Text>
        </div>
        {portfolio.isPending ? <LoadingState label={t('portfolio.loading')} /> : null}
        {portfolio.isError && !data ? (
          <LoadErrorState error={portfolio.error} onRetry={() => void portfolio.refetch()} />
        ) : null}
        {data && data.investments.length === 0 ? (
          <Card withBorder radius="md" padding="lg">
            <Stack gap="sm" align="flex-start">
              <Text>{t('portfolio.none')}</Text>
              <Button component={Link} to={paths.app.offers.getHref()} variant="light">
                {t('portfolio.toOffers')}
              </Button>
            </Stack>
          </Card>
        ) : null}
        {data && data.investments.length > 0 ? (
          <>
            <SimpleGrid cols={{ base: 1, sm: Math.min(3, data.invested.length) }}>
              {data.invested.map((sum) => (
                <StatCard
                  key={sum.currency}
                  label={t('portfolio.invested', { currency: sum.currency })}
                  value={<span style={{ whiteSpace: 'nowrap' }}>{formatMoney(sum.amount, sum.currency)}</span>}
                  loading={false}
                  failed={false}
                  footer={
                    <Text size="sm" c="gray.7" mt={4}>
                      {t('portfolio.expectedInterest', { amount: formatMoney(sum.expectedInterest, sum.currency) })}
                    </Text>
                  }
                />
              ))}
            </SimpleGrid>
            <Stack gap="xs" component="section" aria-labelledby="next-payments">
              <Title order={2} size="h4" id="next-payments">
                {t('portfolio.next.title')}
              </Title>
              {next.length === 0 ? (
                <Text c="gray.7">{t('portfolio.next.none')}</Text>
              ) : (
                <List listStyleType="none" spacing="xs">
                  {next.map(({ investment, payment }) => (
                    <List.Item key={`${investment.offerId}-${payment.number}`}>
                      <Group gap="sm" wrap="wrap">
                        <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
                          {formatDate(payment.dueDate)}
                        </Text>
                        <Text style={{ whiteSpace: 'nowrap' }}>{formatMoney(payment.total, investment.currency)}</Text>
                        <Anchor component={Link} to={`#investment-${investment.offerId}`} size="sm">
                          {investment.campaignName} – {investment.productCode}
                        </Anchor>
                        <SchedulePaymentBadge status={payment.status} />
                        {payment.status === 'unpaid' && payment.dueDate < today ? (
                          <Text size="sm" c="red.9">
                            {t('portfolio.next.overdue')}
                          </Text>
                        ) : null}
                      </Group>
                    </List.Item>
                  ))}
                </List>
              )}
            </Stack>
            <MonthlyPayments months={paymentsPerMonth(data, today, CHART_MONTHS)} />
            <Stack gap="md">
              {data.investments.map((investment) => (
                <InvestmentScheduleCard key={investment.offerId} investment={investment} />
              ))}
            </Stack>
          </>
        ) : null}
      </Stack>
    </Container>
  );
}
