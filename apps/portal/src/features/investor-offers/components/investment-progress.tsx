import { Alert, Button, Card, Divider, List, Stack, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCircleCheck, IconCircleDashed, IconFileTypePdf } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { formatMoney } from '@wl/shared/format';
import { agreementEndedUnsigned, agreementOpen, type CampaignOffer } from '@wl/shared/schemas';
import { useTranslation } from 'react-i18next';
import { messageOfError } from '@/lib/api/api-error.ts';
import { useBranding } from '@/lib/branding-context.tsx';
import { saveBlob } from '@/lib/files.ts';
import type { OfferSource } from '../api/offer-source.ts';
import { offerActions } from '../lib/offer-stage.ts';
import { ContractStatus } from './contract-status.tsx';
import { DeclineOffer } from './decline-offer.tsx';
import { PaymentConfirmations } from './payment-confirmations.tsx';
import { PaymentInstructions } from './payment-instructions.tsx';

function Step({ done, children }: { done: boolean; children: string }) {
  const { t } = useTranslation('investor');
  return (
    <List.Item
      icon={
        <ThemeIcon color={done ? 'green' : 'gray'} variant={done ? 'filled' : 'light'} size={22} radius="xl">
          {done ? <IconCircleCheck size={16} aria-hidden /> : <IconCircleDashed size={16} aria-hidden />}
        </ThemeIcon>
      }
    >
      <Text size="sm" fw={done ? 600 : 400} component="span">
        {children}
      </Text>
      <VisuallyHidden> ({done ? t('investment.done') : t('investment.todo')})</VisuallyHidden>
    </List.Item>
  );
}

/** The steps of DESIGN §4 from the acceptance to an active investment. */
function InvestmentSteps({ offer }: { offer: CampaignOffer }) {
  const { t } = useTranslation('investor');
  const running = offer.status === 'active' || offer.status === 'archived';
  return (
    <List spacing="xs" center aria-label={t('investment.steps')}>
      <Step done>{t('investment.stepSubscribed')}</Step>
      <Step done={running || offer.contractStatus === 'Completed'}>{t('investment.stepSigned')}</Step>
      <Step done={running || offer.paymentConfirmations.length > 0}>{t('investment.stepPaid')}</Step>
      <Step done={running}>{t('investment.stepActive')}</Step>
    </List>
  );
}

function SummaryDownload({ source }: { source: OfferSource }) {
  const { t } = useTranslation('investor');
  const { language } = useBranding();
  const download = useMutation({
    mutationFn: () => source.downloadSummary(),
    onSuccess: ({ blob, fileName }) => saveBlob(blob, fileName),
    onError: (error) => notifications.show({ color: 'red', message: messageOfError(error, language).text }),
  });
  return (
    <Stack gap={4}>
      <Button
        variant="default"
        leftSection={<IconFileTypePdf size={18} aria-hidden />}
        loading={download.isPending}
        onClick={() => download.mutate()}
      >
        {t('summary.download')}
      </Button>
      <Text size="xs" c="gray.7">
        {t('summary.hint')}
      </Text>
    </Stack>
  );
}

export interface InvestmentProgressProps {
  offer: CampaignOffer;
  source: OfferSource;
  /** The public link opens the signing page in a new tab (its return leads to the home page). */
  signInNewTab: boolean;
  /** The screen stopped waiting for the agreement (offer-stage.ts MAX_CONTRACT_POLLS). */
  contractStalled: boolean;
  onCheckContract: () => void;
}

/**
 * An accepted offer from the investor's side: the amount, the steps to an active investment,
 * the agreement with its signing link, the payment confirmations and the PDF summary.
 */
export function InvestmentProgress({
  offer,
  source,
  signInNewTab,
  contractStalled,
  onCheckContract,
}: InvestmentProgressProps) {
  const { t } = useTranslation('investor');
  const actions = offerActions(offer);
  return (
    <Card withBorder radius="md" padding="lg" shadow="xs">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4">
            {t('investment.title')}
          </Title>
          <Text size="sm" c="gray.7" mt="xs">
            {t('investment.amount')}
          </Text>
          <Text fz={26} fw={700} lh={1.2} data-testid="investment-amount">
            {formatMoney(offer.amount, offer.product.terms.currency)}
          </Text>
        </div>
        <InvestmentSteps offer={offer} />
        {offer.status === 'accepted' ? (
          <Text size="sm" c="gray.7">
            {t('investment.activeHint')}
          </Text>
        ) : null}
        {offer.status === 'active' ? <Alert color="green">{t('investment.active')}</Alert> : null}
        {offer.status === 'archived' ? <Alert color="gray">{t('investment.archived')}</Alert> : null}
        <Divider />
        <ContractStatus
          offer={offer}
          source={source}
          signInNewTab={signInNewTab}
          stalled={contractStalled}
          onCheck={onCheckContract}
        />
        <Divider />
        {offer.status === 'accepted' && actions.upload ? (
          <>
            <PaymentInstructions offer={offer} />
            <Divider />
          </>
        ) : null}
        <PaymentConfirmations
          offer={offer}
          source={source}
          canUpload={actions.upload}
          awaitsSignature={agreementEndedUnsigned(offer)}
        />
        {actions.pdf ? (
          <>
            <Divider />
            <SummaryDownload source={source} />
          </>
        ) : null}
        {actions.decline ? (
          <>
            <Divider />
            <DeclineOffer source={source} pendingAgreement={agreementOpen(offer.contractStatus)} />
          </>
        ) : null}
      </Stack>
    </Card>
  );
}
