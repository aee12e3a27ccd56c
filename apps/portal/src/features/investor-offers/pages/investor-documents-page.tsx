import { Anchor, Button, Card, Container, Group, List, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconFileTypePdf, IconSignature } from '@tabler/icons-react';
import { catalogueMessage, errorMessageKeys } from '@wl/shared/errors';
import { formatMoney } from '@wl/shared/format';
import { type CampaignOffer, campaignTranslation, type FileMetadata } from '@wl/shared/schemas';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBranding } from '@/lib/branding-context.tsx';
import { saveBlob } from '@/lib/files.ts';
import { useInvestorOffers } from '../api/investor-offers-api.ts';
import { investorOfferSource } from '../api/offer-source.ts';
import { LoadErrorState, LoadingState } from '../components/offer-states.tsx';
import { offerGroupOf, offerHref } from '../lib/offer-groups.ts';

/** A download button that saves what `load` gives, and says so when it fails. */
function Download({
  label,
  icon,
  load,
}: {
  label: string;
  icon: ReactNode;
  load: () => Promise<{ blob: Blob; fileName: string }>;
}) {
  const { language } = useBranding();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const { blob, fileName } = await load();
      saveBlob(blob, fileName);
    } catch {
      notifications.show({ color: 'red', message: catalogueMessage(errorMessageKeys.fileDownload, language).text });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="default" size="sm" leftSection={icon} loading={busy} onClick={() => void run()}>
      {label}
    </Button>
  );
}

function InvestmentDocuments({ offer }: { offer: CampaignOffer }) {
  const { t } = useTranslation('investor');
  const { language } = useBranding();
  const source = investorOfferSource(offer.id);
  const name = campaignTranslation(offer.campaign.data, language).name;
  const heading = `${name} – ${offer.product.code}`;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={heading}>
      <Stack gap="sm">
        <div>
          <Title order={2} size="h5">
            <Anchor component={Link} to={offerHref(offer)} inherit>
              {heading}
            </Anchor>
          </Title>
          {offer.amount ? (
            <Text size="sm" c="gray.7">
              {formatMoney(offer.amount, offer.product.terms.currency)}
            </Text>
          ) : null}
        </div>
        <Group gap="sm">
          <Download
            label={t('documents.summary')}
            icon={<IconFileTypePdf size={16} aria-hidden />}
            load={() => source.downloadSummary()}
          />
          {offer.contractStatus === 'Completed' ? (
            <Download
              label={t('documents.agreement')}
              icon={<IconSignature size={16} aria-hidden />}
              load={() => source.downloadAgreement()}
            />
          ) : (
            <Text size="sm" c="gray.7">
              {t('documents.agreementNotSigned')}
            </Text>
          )}
        </Group>
        {offer.paymentConfirmations.length > 0 ? (
          <List listStyleType="none" spacing={4} aria-label={t('payments.list')}>
            {offer.paymentConfirmations.map((file: FileMetadata) => (
              <List.Item key={file.id}>
                <Download
                  label={t('payments.download', { fileName: file.fileName })}
                  icon={<IconDownload size={16} aria-hidden />}
                  load={async () => ({ blob: await source.downloadFile(file), fileName: file.fileName })}
                />
              </List.Item>
            ))}
          </List>
        ) : null}
      </Stack>
    </Card>
  );
}

/**
 * `/app/documents` for an investor (issue 19; advisors have their own screen on the same path):
 * per investment the PDF summary, the signed agreement and the payment confirmations, and the
 * host's own documents (investment risks, terms, privacy policy).
 */
export default function InvestorDocumentsPage() {
  const { t } = useTranslation(['investor', 'common']);
  const { resolved } = useBranding();
  const offers = useInvestorOffers();
  const investments = (offers.data ?? []).filter((offer) => offerGroupOf(offer) === 'investments');
  const legal = [
    { href: resolved.links.investmentRisks, label: t('common:legal.investmentRisks') },
    { href: resolved.links.reg, label: t('common:legal.reg') },
    { href: resolved.links.privacyPolicy, label: t('common:legal.privacyPolicy') },
  ];
  return (
    <Container size="lg" py="lg" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <div>
          <Title order={1} fz="h2">
            {t('documents.title')}
          </Title>
          <Text c="gray.7">{t('documents.intro')}</Text>
        </div>
        {offers.isPending ? <LoadingState label={t('state.loadingList')} /> : null}
        {offers.isError && !offers.data ? (
          <LoadErrorState error={offers.error} onRetry={() => void offers.refetch()} />
        ) : null}
        {offers.data && investments.length === 0 ? <Text>{t('documents.none')}</Text> : null}
        {investments.map((offer) => (
          <InvestmentDocuments key={offer.id} offer={offer} />
        ))}
        <Stack gap="xs" component="section" aria-labelledby="host-documents">
          <Title order={2} size="h4" id="host-documents">
            {t('documents.host', { siteTitle: resolved.texts.siteTitle })}
          </Title>
          <List spacing={4}>
            {legal.map((item) => (
              <List.Item key={item.label}>
                <Anchor href={item.href} target="_blank" rel="noopener noreferrer">
                  {item.label}
                </Anchor>
              </List.Item>
            ))}
          </List>
        </Stack>
      </Stack>
    </Container>
  );
}
