import { Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconCircleCheck } from '@tabler/icons-react';
import { formatMoney } from '@wl/shared/format';
import type { CampaignOffer } from '@wl/shared/schemas';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import type { OfferSource } from '@/features/investor-offers/api/offer-source.ts';
import { AcceptForm } from '@/features/investor-offers/components/accept-form.tsx';
import { OfferClosedNotice } from '@/features/investor-offers/components/offer-notices.tsx';
import { useCampaignTexts } from '@/features/investor-offers/components/offer-overview.tsx';
import { LoadingState } from '@/features/investor-offers/components/offer-states.tsx';
import { useTermsFormat } from '@/features/investor-offers/components/use-offer-format.ts';
import { offerStage } from '@/features/investor-offers/lib/offer-stage.ts';
import { PublicFrame } from '@/features/investor-offers/public/components/public-frame.tsx';
import { PublicInvestmentProgress } from '@/features/investor-offers/public/components/public-investment-progress.tsx';
import {
  CampaignClosedPage,
  PublicProblemPage,
} from '@/features/investor-offers/public/components/public-problem-page.tsx';
import { usePublicOffer } from '@/features/investor-offers/public/lib/use-public-offer.ts';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="xs" c="gray.7">
        {label}
      </Text>
      <Text component="dd" size="sm" fw={600} m={0}>
        {children}
      </Text>
    </div>
  );
}

/** What the visitor subscribes to, in short: the product and its main terms. */
function OfferBrief({ offer }: { offer: CampaignOffer }) {
  const { t } = useTranslation('investor');
  const format = useTermsFormat();
  const { terms } = offer.product;
  return (
    <Card withBorder radius="md" padding="md" bg="var(--mantine-color-gray-0)">
      <Text fw={600} mb="xs">
        {t('offer.product', { name: offer.product.name, code: offer.product.code })}
      </Text>
      <SimpleGrid component="dl" cols={{ base: 2, xs: 4 }} spacing="xs" m={0}>
        <Fact label={t('terms.interestPerYear')}>{format.interest(terms)}</Fact>
        <Fact label={t('terms.duration')}>{format.duration(terms)}</Fact>
        <Fact label={t('terms.investmentValueMin')}>{formatMoney(terms.investmentValueMin, terms.currency)}</Fact>
        <Fact label={t('terms.investmentValueMax')}>{formatMoney(terms.investmentValueMax, terms.currency)}</Fact>
      </SimpleGrid>
    </Card>
  );
}

function BackToOffer({ token }: { token: string }) {
  const { t } = useTranslation('investor');
  return (
    <Anchor component={Link} to={paths.campaign.getHref(token)} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden />
        {t('public.backToOffer')}
      </Group>
    </Anchor>
  );
}

function InvestForm({
  offer,
  source,
  onRefused,
}: {
  offer: CampaignOffer;
  source: OfferSource;
  onRefused: (error: unknown) => void;
}) {
  const { t } = useTranslation('investor');
  const campaign = useCampaignTexts(offer).name;
  return (
    <Stack gap="md">
      <div>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          {t('accept.title')}
        </Title>
        <Text c="gray.7">{t('public.investIntro', { campaign })}</Text>
      </div>
      <OfferBrief offer={offer} />
      <Card withBorder radius="md" padding="lg" shadow="xs">
        <Stack gap="md">
          <Text size="sm">{t('accept.intro')}</Text>
          <AcceptForm offer={offer} source={source} onRefused={onRefused} />
        </Stack>
      </Card>
    </Stack>
  );
}

/** The result: thanks, the amount, and the next steps (the agreement, the payment, the PDF). */
function InvestResult({ offer, source, reads }: { offer: CampaignOffer; source: OfferSource; reads: number }) {
  const { t } = useTranslation('investor');
  const campaign = useCampaignTexts(offer).name;
  return (
    <Stack gap="md">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <IconCircleCheck size={36} color="var(--mantine-color-green-7)" aria-hidden style={{ flexShrink: 0 }} />
        <div>
          <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
            {t('result.title')}
          </Title>
          <Text>{t('result.text', { amount: formatMoney(offer.amount, offer.product.terms.currency), campaign })}</Text>
          {offer.status === 'accepted' ? <Text c="gray.7">{t('result.next')}</Text> : null}
        </div>
      </Group>
      <PublicInvestmentProgress offer={offer} source={source} reads={reads} />
    </Stack>
  );
}

/**
 * `/invest?token=…`: the public invest form of an offer (amount within its limits and step, the
 * host's consents and button text) and, once accepted, the result with the agreement to sign,
 * the payment confirmation upload and the PDF summary. A closed campaign or an inactive link is
 * a full-page message, as on `/campaign`.
 */
export default function InvestPage() {
  const { token, source, query, reads, problem, onRefused } = usePublicOffer();
  const { t } = useTranslation('investor');
  const offer = query.data;

  let content: ReactNode;
  if (problem) content = <PublicProblemPage problem={problem} onRetry={() => void query.refetch()} />;
  else if (!offer) content = <LoadingState label={t('state.loading')} />;
  else {
    const stage = offerStage(offer);
    if (stage.kind === 'campaign-closed') content = <CampaignClosedPage offer={offer} phase={stage.phase} />;
    else if (stage.kind === 'open') content = <InvestForm offer={offer} source={source} onRefused={onRefused} />;
    else if (stage.kind === 'investment') content = <InvestResult offer={offer} source={source} reads={reads} />;
    else content = <OfferClosedNotice stage={stage} />;
  }
  return (
    <PublicFrame size="sm">
      <Stack gap="md">
        <BackToOffer token={token} />
        {content}
      </Stack>
    </PublicFrame>
  );
}
