import { Alert, Button, CopyButton, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconLink, IconMailForward } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { formatDate } from '@wl/shared/format';
import { type InvestmentRow, isInvitationOpen } from '@wl/shared/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOfError } from '@/lib/api/api-error.ts';
import { useBranding } from '@/lib/branding-context.tsx';
import { newInvitationLink, resendInvitation } from '../api/investments-api.ts';

async function copyToClipboard(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * The invitation of an investment after it was sent (issue 19): mailed again, or a link to the
 * offer made for the advisor to pass on another way (after a confirmation: the link sent before
 * stops working, since the platform keeps only a hash of it). Only while the offer waits for the
 * investor; the server checks that, the caller's scope and the rate limit again.
 */
export function InvitationActions({ row }: { row: InvestmentRow }) {
  const { t } = useTranslation('investments');
  const { language } = useBranding();
  const [confirming, setConfirming] = useState(false);
  const resend = useMutation({ mutationFn: () => resendInvitation(row.id) });
  const link = useMutation({
    mutationFn: async () => {
      const made = await newInvitationLink(row.id);
      return { ...made, copied: await copyToClipboard(made.link) };
    },
    onSettled: () => setConfirming(false),
  });

  if (!isInvitationOpen(row.status)) {
    return (
      <Text size="sm" c="dimmed">
        {t('invitation.closed')}
      </Text>
    );
  }
  const until = (iso: string) => formatDate(iso);
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('invitation.hint')}
      </Text>
      <Group gap="sm">
        <Button
          variant="light"
          leftSection={<IconMailForward size={16} aria-hidden />}
          loading={resend.isPending}
          onClick={() => resend.mutate()}
        >
          {t('invitation.resend')}
        </Button>
        <Button
          variant="light"
          leftSection={<IconLink size={16} aria-hidden />}
          loading={link.isPending}
          onClick={() => setConfirming(true)}
        >
          {t('invitation.copy')}
        </Button>
      </Group>
      {resend.isSuccess && (
        <Alert color="green" role="status">
          {t('invitation.resent', { email: resend.data.email, date: until(resend.data.linkExpiresAt) })}
        </Alert>
      )}
      {resend.isError && (
        <Alert color="red" role="alert">
          {messageOfError(resend.error, language).text}
        </Alert>
      )}
      {link.isError && (
        <Alert color="red" role="alert">
          {messageOfError(link.error, language).text}
        </Alert>
      )}
      {link.isSuccess && (
        <Stack gap="xs">
          <Alert color={link.data.copied ? 'green' : 'yellow'} role="status">
            {t(link.data.copied ? 'invitation.copied' : 'invitation.copyFailed', {
              date: until(link.data.linkExpiresAt),
            })}
          </Alert>
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <TextInput
              label={t('invitation.link')}
              value={link.data.link}
              readOnly
              style={{ flex: 1 }}
              onFocus={(event) => event.currentTarget.select()}
            />
            <CopyButton value={link.data.link}>
              {({ copied, copy }) => (
                <Button variant="default" onClick={copy}>
                  {copied ? t('invitation.copiedShort') : t('invitation.copyAgain')}
                </Button>
              )}
            </CopyButton>
          </Group>
        </Stack>
      )}
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t('invitation.confirmTitle')} centered>
        <Stack gap="md">
          <Text size="sm">{t('invitation.confirm')}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)} disabled={link.isPending}>
              {t('invitation.cancel')}
            </Button>
            <Button loading={link.isPending} onClick={() => link.mutate()}>
              {t('invitation.confirmSubmit')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
