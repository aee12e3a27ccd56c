import { Alert, Button, Group, Loader, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconSignature } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import type { CampaignOffer } from '@wl/shared/schemas';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '@/components/status-badge.tsx';
import { messageOfError } from '@/lib/api/api-error.ts';
import { useBranding } from '@/lib/branding-context.tsx';
import { useEnumLabel } from '@/lib/use-enum-label.ts';
import type { OfferSource } from '../api/offer-source.ts';
import { useOfferUpdate } from '../api/use-offer.ts';
import { type ContractStage, contractStage, offerActions } from '../lib/offer-stage.ts';

const stageColor: Record<ContractStage, string> = {
  preparing: 'gray',
  'to-sign': 'blue',
  signed: 'green',
  refused: 'red',
  failed: 'red',
  withdrawing: 'orange',
  withdrawn: 'orange',
};

/** What an agreement that ended without a signature says, by how it ended. */
const endingText: Partial<
  Record<ContractStage, 'contract.rejected' | 'contract.error' | 'contract.withdrawing' | 'contract.withdrawn'>
> = {
  refused: 'contract.rejected',
  failed: 'contract.error',
  withdrawing: 'contract.withdrawing',
  withdrawn: 'contract.withdrawn',
};

/**
 * Decision 053: after a refused, withdrawn or failed agreement the investor starts a new signing;
 * the answer (the offer with its new agreement, usually already waiting for the signature) replaces
 * the offer on the screen.
 */
function SignAgain({ offer, source }: { offer: CampaignOffer; source: OfferSource }) {
  const { t } = useTranslation('investor');
  const { language } = useBranding();
  const update = useOfferUpdate(source);
  const start = useMutation({
    mutationFn: () => source.signAgain(),
    onSuccess: update,
    onError: (error) => notifications.show({ color: 'red', message: messageOfError(error, language).text }),
  });
  return (
    <Group>
      <Button
        leftSection={<IconSignature size={18} aria-hidden />}
        loading={start.isPending}
        onClick={() => start.mutate()}
      >
        {offer.contractStatus === 'Error' ? t('contract.tryAgain') : t('contract.signAgain')}
      </Button>
    </Group>
  );
}

/**
 * The agreement of an accepted offer (spec §4 contract status: Processing shown as "sent",
 * Completed as "signed" …) and, while it waits for the signature, the provider's signing link.
 * `stalled`: the screen stopped asking for a contract that does not come; `onCheck` asks again.
 */
export function ContractStatus({
  offer,
  source,
  signInNewTab,
  stalled,
  onCheck,
}: {
  offer: CampaignOffer;
  source: OfferSource;
  signInNewTab: boolean;
  stalled: boolean;
  onCheck: () => void;
}) {
  const { t } = useTranslation(['investor', 'common']);
  const enumLabel = useEnumLabel();
  const stage = contractStage(offer.contractStatus);
  const label = offer.contractStatus ? enumLabel('contractStatus', offer.contractStatus) : t('contract.none');
  const preparing = stage === 'preparing' && offer.status === 'accepted';
  const ending = endingText[stage];
  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="xs">
        <Title order={3} size="h5">
          {t('contract.title')}
        </Title>
        <StatusBadge color={stageColor[stage]} radius="sm" data-testid="contract-status">
          <VisuallyHidden>{t('contract.status')}: </VisuallyHidden>
          {label}
        </StatusBadge>
      </Group>
      {preparing && !stalled ? (
        <Group gap="xs" wrap="nowrap" role="status">
          <Loader size="xs" color="brand" />
          <Text size="sm">{t('contract.preparing')}</Text>
        </Group>
      ) : null}
      {preparing && stalled ? (
        <Group gap="sm">
          <Text size="sm">{t('contract.slow')}</Text>
          <Button variant="default" size="xs" onClick={onCheck}>
            {t('contract.check')}
          </Button>
        </Group>
      ) : null}
      {stage === 'to-sign' ? (
        <Stack gap="xs">
          <Text size="sm">{t('contract.toSign')}</Text>
          {offer.signingUrl ? (
            <Button
              component="a"
              href={offer.signingUrl}
              size="md"
              leftSection={<IconSignature size={18} aria-hidden />}
              {...(signInNewTab ? { target: '_blank', rel: 'noopener' } : {})}
            >
              {t('contract.sign')}
              {signInNewTab ? <VisuallyHidden> {t('common:legal.opensInNewTab')}</VisuallyHidden> : null}
            </Button>
          ) : null}
        </Stack>
      ) : null}
      {stage === 'signed' ? <Text size="sm">{t('contract.signed')}</Text> : null}
      {ending ? (
        <Alert color={stageColor[stage]} data-testid="contract-ending">
          {t(ending)}
        </Alert>
      ) : null}
      {offerActions(offer).signAgain ? <SignAgain offer={offer} source={source} /> : null}
    </Stack>
  );
}
