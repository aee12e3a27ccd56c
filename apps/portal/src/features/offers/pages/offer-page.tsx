import { Alert, Anchor, Card, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { formatDate } from '@wl/shared/format';
import { campaignTranslation } from '@wl/shared/schemas';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '@/config/paths.ts';
import { messageOfError } from '@/lib/api/api-error.ts';
import { useBranding } from '@/lib/branding-context.tsx';
import { useCampaign } from '../api/campaigns-api.ts';
import { CampaignOffers } from '../components/campaign-offers.tsx';
import { CampaignPhaseBadge } from '../components/campaign-phase-badge.tsx';
import { ProductCard } from '../components/product-card.tsx';

/**
 * The description is HTML that the read path does not sanitise; shown as its text (DOMParser
 * runs no scripts and loads nothing), never as markup.
 */
function plainText(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
}

/**
 * /app/offers/{id}: a campaign offer (decision 014): its public texts, products with their terms
 * and invitation forms, and its offers (investments).
 */
export default function OfferPage() {
  const { t } = useTranslation('investments');
  const { language } = useBranding();
  const { id = '' } = useParams();
  const campaign = useCampaign(id);
  const data = campaign.data;
  const texts = data ? campaignTranslation(data.data, language) : null;
  const invitable = data ? data.active && data.phase === 'active' : false;

  return (
    <Container size="lg" py="lg">
      <Stack gap="md">
        <Anchor component={Link} to={paths.app.offers.getHref()} size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={14} aria-hidden />
            {t('offer.back')}
          </Group>
        </Anchor>
        {campaign.isLoading && (
          <Group justify="center" py="xl">
            <Loader aria-label={t('offers.loading')} />
          </Group>
        )}
        {campaign.isError && (
          <Alert color="red" role="alert">
            {messageOfError(campaign.error, language).text}
          </Alert>
        )}
        {data && texts && (
          <>
            <Group justify="space-between" align="flex-start" wrap="wrap">
              <div>
                <Title order={1}>{texts.name}</Title>
                <Text c="dimmed" size="sm">
                  {t('offers.dates', { start: formatDate(data.startDate), end: formatDate(data.endDate) })}
                </Text>
              </div>
              <CampaignPhaseBadge phase={data.phase} active={data.active} />
            </Group>
            {texts.summary && <Text>{texts.summary}</Text>}
            {texts.description && <Text style={{ whiteSpace: 'pre-line' }}>{plainText(texts.description)}</Text>}
            {!invitable && (
              <Alert color="yellow">{t(data.phase === 'not_started' ? 'offer.notStarted' : 'offer.closed')}</Alert>
            )}
            <Title order={2} size="h3">
              {t('offer.products')}
            </Title>
            {data.products.length === 0 && <Text c="dimmed">{t('offer.noProducts')}</Text>}
            {data.products.map((product) => (
              <ProductCard key={product.id} product={product} campaignName={texts.name} invitable={invitable} />
            ))}
            <Card withBorder radius="md" padding="lg">
              <Title order={2} size="h3" mb="sm">
                {t('offer.offers')}
              </Title>
              <CampaignOffers campaignId={data.id} products={data.products} />
            </Card>
          </>
        )}
      </Stack>
    </Container>
  );
}
