import { Anchor, Blockquote, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { formatDate } from '@wl/shared/format';
import { type CampaignOffer, campaignTranslation } from '@wl/shared/schemas';
import { useTranslation } from 'react-i18next';
import { InvestmentStatusBadge } from '@/components/status-badge.tsx';
import { useBranding } from '@/lib/branding-context.tsx';
import { htmlToText } from '../lib/html-text.ts';

/** The campaign's texts in the language in use (spec §3: translations keyed by language, PL by default). */
export function useCampaignTexts(offer: CampaignOffer) {
  const { language } = useBranding();
  return campaignTranslation(offer.campaign.data, language);
}

/** The page heading: the campaign (h1), the product, the offer's status and the campaign's dates. */
export function OfferHeader({ offer, invitedEmail }: { offer: CampaignOffer; invitedEmail?: string }) {
  const { t } = useTranslation('investor');
  const texts = useCampaignTexts(offer);
  return (
    <Stack gap={6}>
      <Group gap="xs" wrap="wrap">
        <InvestmentStatusBadge status={offer.status} />
      </Group>
      <Title order={1} fz={{ base: 'h2', sm: 'h1' }} style={{ overflowWrap: 'anywhere' }}>
        {texts.name}
      </Title>
      <Text fw={500}>{t('offer.product', { name: offer.product.name, code: offer.product.code })}</Text>
      <Text size="sm" c="gray.7">
        {t('offer.campaignDates', {
          start: formatDate(offer.campaign.startDate),
          end: formatDate(offer.campaign.endDate),
        })}
      </Text>
      {invitedEmail ? (
        <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
          {t('offer.invitedAs', { email: invitedEmail })}
        </Text>
      ) : null}
    </Stack>
  );
}

/** The campaign's summary and description, as plain text with its line breaks. */
export function CampaignAbout({ offer }: { offer: CampaignOffer }) {
  const { t } = useTranslation('investor');
  const texts = useCampaignTexts(offer);
  const description = texts.description ? htmlToText(texts.description) : '';
  if (!texts.summary && !description) return null;
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h4" mb="sm">
        {t('offer.about')}
      </Title>
      <Stack gap="sm">
        {texts.summary ? <Text style={{ whiteSpace: 'pre-line' }}>{texts.summary}</Text> : null}
        {description ? (
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {description}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}

/** Who made the offer and what they wrote (the invitation's message). */
export function AdvisorCard({ offer }: { offer: CampaignOffer }) {
  const { t } = useTranslation('investor');
  const { advisor } = offer;
  const name = `${advisor.firstName} ${advisor.surname}`.trim() || advisor.email;
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h4" mb="sm">
        {t('offer.advisor')}
      </Title>
      <Stack gap="sm">
        <div>
          <Text fw={600}>{name}</Text>
          <Anchor href={`mailto:${advisor.email}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
            <Group gap={4} component="span" wrap="nowrap">
              <IconMail size={14} aria-hidden />
              {advisor.email}
            </Group>
          </Anchor>
        </div>
        {offer.message ? (
          <div>
            <Text size="xs" c="gray.7" mb={4}>
              {t('offer.advisorMessage')}
            </Text>
            <Blockquote color="brand" py="xs" px="sm" radius="sm">
              <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                {offer.message}
              </Text>
            </Blockquote>
          </div>
        ) : null}
      </Stack>
    </Card>
  );
}
