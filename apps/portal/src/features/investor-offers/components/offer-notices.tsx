import { Alert } from '@mantine/core';
import { IconCalendarOff, IconInfoCircle } from '@tabler/icons-react';
import { catalogueMessage, errorMessageKeys } from '@wl/shared/errors';
import { formatDate } from '@wl/shared/format';
import type { CampaignOffer } from '@wl/shared/schemas';
import { useTranslation } from 'react-i18next';
import { useBranding } from '@/lib/branding-context.tsx';
import type { OfferStage } from '../lib/offer-stage.ts';
import { useCampaignTexts } from './offer-overview.tsx';

/** The title and text of a campaign that is not open (spec §8: not started / already completed). */
export function useCampaignClosedTexts(offer: CampaignOffer, phase: 'not_started' | 'completed') {
  const { t } = useTranslation('investor');
  const campaign = useCampaignTexts(offer).name;
  return phase === 'not_started'
    ? {
        title: t('campaignClosed.notStartedTitle'),
        text: t('campaignClosed.notStarted', { campaign, date: formatDate(offer.campaign.startDate) }),
      }
    : {
        title: t('campaignClosed.completedTitle'),
        text: t('campaignClosed.completed', { campaign, date: formatDate(offer.campaign.endDate) }),
      };
}

export function CampaignClosedNotice({ offer, phase }: { offer: CampaignOffer; phase: 'not_started' | 'completed' }) {
  const { title, text } = useCampaignClosedTexts(offer, phase);
  return (
    <Alert color="yellow" title={title} icon={<IconCalendarOff size={18} aria-hidden />}>
      {text}
    </Alert>
  );
}

/** Why a rejected, declined or archived offer takes no action any more. */
export function OfferClosedNotice({ stage }: { stage: Extract<OfferStage, { kind: 'closed' }> }) {
  const { t } = useTranslation('investor');
  const { language } = useBranding();
  const { status } = stage;
  const text =
    status === 'rejected' || status === 'declined' || status === 'archived'
      ? t(`closed.${status}`)
      : catalogueMessage(errorMessageKeys.offerOutOfDate, language).text;
  return (
    <Alert color="gray" title={t('closed.title')} icon={<IconInfoCircle size={18} aria-hidden />}>
      {text}
    </Alert>
  );
}
