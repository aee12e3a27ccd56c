import { Alert, Badge, Button, Group, Loader, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconSignature } from '@tabler/icons-react';
import type { CampaignOffer } from '@wl/shared/schemas';
import { useTranslation } from 'react-i18next';
import { useEnumLabel } from '@/lib/use-enum-label.ts';
import { type ContractStage, contractStage } from '../lib/offer-stage.ts';

const stageColor: Record<ContractStage, string> = {
  preparing: 'gray',
  'to-sign': 'blue',
  signed: 'green',
  failed: 'red',
  withdrawn: 'orange',
};

/**
 * The agreement of an accepted offer (spec §4 contract status: Processing shown as "sent",
 * Completed as "signed" …) and, while it waits for the signature, the provider's signing link.
 * `stalled`: the screen stopped asking for a contract that does not come; `onCheck` asks again.
 */
export function ContractStatus({
  offer,
  signInNewTab,
  stalled,
  onCheck,
}: {
  offer: CampaignOffer;
  signInNewTab: boolean;
  stalled: boolean;
  onCheck: () => void;
}) {
  const { t } = useTranslation(['investor', 'common']);
  const enumLabel = useEnumLabel();
  const stage = contractStage(offer.contractStatus);
  const label = offer.contractStatus ? enumLabel('contractStatus', offer.contractStatus) : t('contract.none');
  const preparing = stage === 'preparing' && offer.status === 'accepted';
  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="xs">
        <Title order={3} size="h5">
          {t('contract.title')}
        </Title>
        <Badge color={stageColor[stage]} variant="light" radius="sm" data-testid="contract-status">
          <VisuallyHidden>{t('contract.status')}: </VisuallyHidden>
          {label}
        </Badge>
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
      {stage === 'failed' ? (
        <Alert color="red" role="alert">
          {t('contract.failed')}
        </Alert>
      ) : null}
      {stage === 'withdrawn' ? <Alert color="orange">{t('contract.withdrawn')}</Alert> : null}
    </Stack>
  );
}
