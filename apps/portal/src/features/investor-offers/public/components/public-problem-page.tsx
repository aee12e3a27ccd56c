import { Text } from '@mantine/core';
import { IconAlertTriangle, IconCalendarOff, IconLinkOff } from '@tabler/icons-react';
import { catalogueMessage, errorCodes, errorMessageKeys } from '@wl/shared/errors';
import type { CampaignOffer } from '@wl/shared/schemas';
import { useTranslation } from 'react-i18next';
import { useCampaignClosedTexts } from '@/features/investor-offers/components/offer-notices.tsx';
import type { PublicProblem } from '@/features/investor-offers/public/lib/public-problem.ts';
import { messageOfError } from '@/lib/api/api-error.ts';
import { useBranding } from '@/lib/branding-context.tsx';
import { FullPageMessage } from './public-frame.tsx';

const campaignTitles = {
  [errorCodes.campaignNotStarted]: 'campaignClosed.notStartedTitle',
  [errorCodes.campaignCompleted]: 'campaignClosed.completedTitle',
  [errorCodes.campaignNotActive]: 'campaignClosed.notActiveTitle',
} as const;

const campaignMessages = {
  [errorCodes.campaignNotStarted]: errorMessageKeys.campaignNotStarted,
  [errorCodes.campaignCompleted]: errorMessageKeys.campaignCompleted,
  [errorCodes.campaignNotActive]: errorMessageKeys.campaignNotActive,
} as const;

/** Spec §8 on a whole page: an inactive link, a campaign that refuses, or a failed read to retry. */
export function PublicProblemPage({ problem, onRetry }: { problem: PublicProblem; onRetry: () => void }) {
  const { t } = useTranslation('investor');
  const { language } = useBranding();
  if (problem.kind === 'token') {
    return (
      <FullPageMessage icon={<IconLinkOff size={32} aria-hidden />} color="gray" title={t('public.tokenTitle')}>
        <Text>{catalogueMessage(errorMessageKeys.tokenNotActive, language).text}</Text>
        <Text c="gray.7">{t('public.tokenHint')}</Text>
      </FullPageMessage>
    );
  }
  if (problem.kind === 'campaign') {
    return (
      <FullPageMessage
        icon={<IconCalendarOff size={32} aria-hidden />}
        color="yellow"
        title={t(campaignTitles[problem.code])}
      >
        <Text>{catalogueMessage(campaignMessages[problem.code], language).text}</Text>
        <Text c="gray.7">{t('campaignClosed.contactAdvisor')}</Text>
      </FullPageMessage>
    );
  }
  return (
    <FullPageMessage
      icon={<IconAlertTriangle size={32} aria-hidden />}
      color="red"
      title={t('state.loadFailed')}
      action={{ label: t('state.retry'), onClick: onRetry }}
    >
      {messageOfError(problem.error, language).text}
    </FullPageMessage>
  );
}

/** An offer of a campaign that has not started or has ended: its name and dates, nothing to do. */
export function CampaignClosedPage({ offer, phase }: { offer: CampaignOffer; phase: 'not_started' | 'completed' }) {
  const { title, text } = useCampaignClosedTexts(offer, phase);
  return (
    <FullPageMessage icon={<IconCalendarOff size={32} aria-hidden />} color="yellow" title={title}>
      {text}
    </FullPageMessage>
  );
}
