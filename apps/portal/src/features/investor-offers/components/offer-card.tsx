import {
  Anchor,
  Card,
  Flex,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
  type TitleOrder,
  VisuallyHidden,
} from '@mantine/core';
import { formatMoney } from '@wl/shared/format';
import type { CampaignOffer } from '@wl/shared/schemas';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InvestmentStatusBadge, StatusBadge } from '@/components/status-badge.tsx';
import { useEnumLabel } from '@/lib/use-enum-label.ts';
import { offerHref } from '../lib/offer-groups.ts';
import { useCampaignTexts } from './offer-overview.tsx';
import { useTermsFormat } from './use-offer-format.ts';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="xs" c="gray.7">
        {label}
      </Text>
      <Text component="dd" size="sm" fw={600} m={0} style={{ whiteSpace: 'nowrap' }}>
        {children}
      </Text>
    </div>
  );
}

/**
 * One offer in a list (dashboard, /app/offers): a card a phone shows whole, with the campaign as
 * its link, the product, the status, and the numbers that matter at this stage (the amount of an
 * investment; the interest and the minimum of an offer).
 */
export function OfferCard({ offer, headingOrder = 3 }: { offer: CampaignOffer; headingOrder?: TitleOrder }) {
  const { t } = useTranslation('investor');
  const enumLabel = useEnumLabel();
  const format = useTermsFormat();
  const texts = useCampaignTexts(offer);
  const { terms } = offer.product;
  return (
    <Card withBorder radius="md" padding="md" component="li" data-testid="offer-card">
      <Stack gap="xs">
        <Group gap="xs">
          <InvestmentStatusBadge status={offer.status} />
        </Group>
        <Title order={headingOrder} size="h4" style={{ overflowWrap: 'anywhere' }}>
          <Anchor component={Link} to={offerHref(offer)} inherit>
            {texts.name}
            {/* One campaign may offer several products: the link says which. */}
            <VisuallyHidden> ({offer.product.code})</VisuallyHidden>
          </Anchor>
        </Title>
        <Text size="sm" c="gray.7">
          {t('offer.product', { name: offer.product.name, code: offer.product.code })}
        </Text>
        <Flex component="dl" columnGap="lg" rowGap="xs" wrap="wrap" m={0}>
          {offer.amount ? (
            <Fact label={t('card.amount')}>{formatMoney(offer.amount, terms.currency)}</Fact>
          ) : (
            <Fact label={t('card.minimum')}>{formatMoney(terms.investmentValueMin, terms.currency)}</Fact>
          )}
          <Fact label={t('card.interest')}>{format.interest(terms)}</Fact>
          <Fact label={t('card.duration')}>{format.duration(terms)}</Fact>
        </Flex>
        {offer.contractStatus ? (
          <Group gap={6}>
            <Text size="xs" c="gray.7">
              {t('card.contract')}:
            </Text>
            <StatusBadge variant="outline" color="gray" radius="sm" size="sm">
              {enumLabel('contractStatus', offer.contractStatus)}
            </StatusBadge>
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}

/** Cards as a list (one column on a phone, two or three on wider screens). */
export function OfferCardList({
  offers,
  label,
  headingOrder,
}: {
  offers: readonly CampaignOffer[];
  label: string;
  headingOrder?: TitleOrder;
}) {
  return (
    <SimpleGrid component="ul" cols={{ base: 1, sm: 2, xl: 3 }} spacing="md" aria-label={label} p={0} m={0}>
      {offers.map((offer) => (
        <OfferCard key={offer.id} offer={offer} {...(headingOrder ? { headingOrder } : {})} />
      ))}
    </SimpleGrid>
  );
}
