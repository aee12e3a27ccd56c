import { Alert, Button, Code, CopyButton, Group, List, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import {
  IconAlertTriangle,
  IconArrowRight,
  IconCheck,
  IconCircleCheck,
  IconCopy,
  IconDeviceMobile,
  IconExternalLink,
  IconQrcode,
} from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { IdentityVerificationAnswer } from '@wl/shared/schemas';
import { useTranslation } from 'react-i18next';
import { messageOfError } from '@/lib/api/api-error.ts';
import { useBranding } from '@/lib/branding-context.tsx';
import { investorOnboardingKeys, startIdentity } from '../api/onboarding-api.ts';
import { type IdentityMode, useIdentityMode } from '../lib/device.ts';
import { QrCode } from './qr-code.tsx';
import { StepActions } from './step-actions.tsx';

/** How often a pending verification is asked about (the provider reports to the API, not to us). */
export const IDENTITY_POLL_MS = 3000;

function Waiting({ text }: { text: string }) {
  return (
    <Group gap="xs" role="status" aria-live="polite" wrap="nowrap">
      <Loader size="xs" color="brand" />
      <Text size="sm">{text}</Text>
    </Group>
  );
}

/** On a phone: one button that opens the provider's verification (it comes back here when done). */
function PhoneVerification({
  answer,
  starting,
  onStart,
}: {
  answer: IdentityVerificationAnswer | null;
  starting: boolean;
  onStart: () => void;
}) {
  const { t } = useTranslation('onboarding');
  return (
    <Stack gap="md">
      <Text size="sm">{t('identity.phoneLead')}</Text>
      {answer?.status === 'pending' ? <Waiting text={t('identity.waitingPhone')} /> : null}
      <Button
        size="md"
        fullWidth
        leftSection={<IconDeviceMobile size={18} aria-hidden />}
        loading={starting}
        onClick={onStart}
      >
        {t('identity.verifyButton')}
      </Button>
    </Stack>
  );
}

/**
 * On a computer: identity is verified on a phone. The page shows a QR code of the provider's
 * verification page to scan with the phone; the link itself can be opened or copied and sent to
 * the phone. This page moves on by itself once verified.
 */
function DesktopVerification({
  answer,
  starting,
  onStart,
}: {
  answer: IdentityVerificationAnswer | null;
  starting: boolean;
  onStart: () => void;
}) {
  const { t } = useTranslation('onboarding');
  if (answer?.status !== 'pending') {
    return (
      <Stack gap="md" align="flex-start">
        <Alert variant="light" color="brand" icon={<IconDeviceMobile size={18} />} w="100%">
          {t('identity.desktopLead')}
        </Alert>
        <Button leftSection={<IconQrcode size={18} aria-hidden />} loading={starting} onClick={onStart}>
          {t('identity.continueOnPhone')}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <Alert variant="light" color="brand" icon={<IconDeviceMobile size={18} />}>
        {t('identity.desktopLead')}
      </Alert>
      <List type="ordered" spacing="xs" size="sm">
        <List.Item>{t('identity.desktopStep1')}</List.Item>
        <List.Item>{t('identity.desktopStep2')}</List.Item>
        <List.Item>{t('identity.desktopStep3')}</List.Item>
      </List>
      <QrCode value={answer.verificationUrl} label={t('identity.qrLabel')} />
      <Group gap="sm">
        <Button
          component="a"
          variant="light"
          href={answer.verificationUrl}
          target="_blank"
          rel="noopener noreferrer"
          leftSection={<IconQrcode size={18} aria-hidden />}
          rightSection={<IconExternalLink size={14} aria-hidden />}
        >
          {t('identity.openQr')}
        </Button>
      </Group>
      <Stack gap={4}>
        <Text size="sm" fw={500} id="verification-link-label">
          {t('identity.linkLabel')}
        </Text>
        <Group gap="xs" wrap="nowrap" align="center">
          <Code
            block
            style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere', whiteSpace: 'normal' }}
            aria-labelledby="verification-link-label"
            data-testid="verification-link"
          >
            {answer.verificationUrl}
          </Code>
          <CopyButton value={answer.verificationUrl}>
            {({ copied, copy }) => (
              <Button
                variant="light"
                size="compact-md"
                onClick={copy}
                leftSection={copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}
              >
                {copied ? t('identity.copied') : t('identity.copy')}
              </Button>
            )}
          </CopyButton>
        </Group>
      </Stack>
      <Waiting text={t('identity.waitingDesktop')} />
    </Stack>
  );
}

/**
 * Spec §2 "identity verification (mobile only)": started at the e-signature and identity
 * provider (POST …/identity), done on a phone, its status asked for every few seconds until
 * `verified` (the flow then moves on) or `failed` (try again).
 */
export function IdentityStep({
  requestId,
  answer,
  onBack,
  onContinue,
}: {
  requestId: string;
  answer: IdentityVerificationAnswer | null;
  onBack: () => void;
  onContinue: () => void;
}) {
  const { t } = useTranslation('onboarding');
  const { language } = useBranding();
  const mode: IdentityMode = useIdentityMode();
  const queryClient = useQueryClient();
  const start = useMutation({
    mutationFn: () => startIdentity(requestId),
    onSuccess: (started) => {
      queryClient.setQueryData(investorOnboardingKeys.identity(requestId), started);
      if (mode === 'phone' && started.status === 'pending') window.location.assign(started.verificationUrl);
    },
  });

  const verified = answer?.status === 'verified';
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="identity-title">
      <Stack gap="md">
        <div>
          <Title order={2} size="h3" id="identity-title">
            {t('identity.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('identity.description')}
          </Text>
        </div>
        {answer?.status === 'failed' ? (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertTriangle size={18} />}
            title={t('identity.failedTitle')}
            role="alert"
          >
            {t('identity.failed')}
          </Alert>
        ) : null}
        {start.isError ? (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
            {messageOfError(start.error, language).text}
          </Alert>
        ) : null}
        {verified ? (
          <Alert color="green" variant="light" icon={<IconCircleCheck size={18} />} title={t('identity.verifiedTitle')}>
            {t('identity.verified')}
          </Alert>
        ) : mode === 'phone' ? (
          <PhoneVerification answer={answer} starting={start.isPending} onStart={() => start.mutate()} />
        ) : (
          <DesktopVerification answer={answer} starting={start.isPending} onStart={() => start.mutate()} />
        )}
        <StepActions onBack={onBack}>
          {verified ? (
            <Button onClick={onContinue} rightSection={<IconArrowRight size={16} aria-hidden />}>
              {t('identity.toQuestionnaire')}
            </Button>
          ) : (
            <span />
          )}
        </StepActions>
      </Stack>
    </Paper>
  );
}
