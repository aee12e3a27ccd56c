import { Alert, Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import type { HostStatus, SenderStatus } from '@wl/shared/console';
import { useState } from 'react';
import { errorText } from '../../../lib/error-text.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { trpc } from '../../../lib/trpc.ts';
import { CheckedSection } from './checked-section.tsx';

// Shades that keep 4.5:1 on white and on the striped rows (Mantine's orange.9 does not).
const stateColor = { ok: 'green.9', missing: 'red.9', mismatch: 'red.9', unknown: 'red.9', platform: 'gray.7' };

/**
 * The host's mail sender as published (decision 042): who its mails come from, whether the
 * sending domain's SPF, DKIM and DMARC records are in place (looked up when the editor opens and
 * on "Check again"), and a test mail of the published branding to any address.
 */
export function MailPanel({ hostId, hostStatus }: { hostId: string; hostStatus: HostStatus }) {
  const { language, t } = useI18n();
  const status = trpc.hosts.senderStatus.useQuery(
    { hostConfigId: hostId },
    { refetchOnWindowFocus: false, retry: false },
  );
  const data = status.data;
  const [to, setTo] = useState('');
  const send = trpc.hosts.sendTestMail.useMutation();
  const live = hostStatus === 'live';

  return (
    <CheckedSection
      id="mail-heading"
      title={t('mail.heading')}
      refreshLabel={t('mail.refresh')}
      checkingLabel={t('mail.checking')}
      query={status}
    >
      {data && <SenderSummary data={data} />}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          send.reset();
          send.mutate({ hostConfigId: hostId, to: to.trim() });
        }}
      >
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label={t('mail.test.to')}
            type="email"
            autoComplete="email"
            value={to}
            disabled={!live}
            onChange={(event) => setTo(event.currentTarget.value)}
            style={{ flex: '1 1 16rem' }}
          />
          <Button type="submit" variant="default" disabled={!live || to.trim() === ''} loading={send.isPending}>
            {t('mail.test.send')}
          </Button>
        </Group>
      </form>
      {!live && (
        <Text size="sm" c="dimmed">
          {t('mail.test.notLive')}
        </Text>
      )}
      {send.isSuccess && (
        <Alert color="green" variant="light" role="status">
          {t('mail.test.sent', { to: send.data.to, from: send.data.from })}
        </Alert>
      )}
      {send.isError && (
        <Alert color="red" variant="light" role="alert">
          {errorText(send.error, language)}
        </Alert>
      )}
    </CheckedSection>
  );
}

function SenderSummary({ data }: { data: SenderStatus }) {
  const { language, t } = useI18n();
  const from = data.fromName ? `${data.fromName} <${data.fromAddress}>` : data.fromAddress;
  return (
    <Stack gap={4} role="status">
      <Text size="sm">{t('mail.from', { from })}</Text>
      {data.platformAddress && (
        <Text size="sm" c="dimmed">
          {t('mail.platformAddress')}
        </Text>
      )}
      <Text size="sm">{data.replyTo ? t('mail.replyTo', { address: data.replyTo }) : t('mail.noReplyTo')}</Text>
      <Text size="sm">
        {data.supportEmail ? t('mail.support', { address: data.supportEmail }) : t('mail.noSupport')}
      </Text>
      {!data.platformAddress && (
        <Table.ScrollContainer minWidth={480}>
          <Table striped withTableBorder fz="sm" captionSide="top">
            <Table.Caption>{t('mail.records', { domain: data.domain })}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('mail.record')}</Table.Th>
                <Table.Th scope="col">{t('mail.name')}</Table.Th>
                <Table.Th scope="col">{t('mail.state')}</Table.Th>
                <Table.Th scope="col">{t('mail.found')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(['spf', 'dkim', 'dmarc'] as const).map((kind) => {
                const entry = data[kind];
                return (
                  <Table.Tr key={kind}>
                    <Table.Th scope="row">{t(`mail.kinds.${kind}`)}</Table.Th>
                    <Table.Td style={{ wordBreak: 'break-all' }}>{entry.name}</Table.Td>
                    <Table.Td c={stateColor[entry.state]}>
                      {t(`mail.states.${entry.state}`, { expected: entry.expected ?? '' })}
                    </Table.Td>
                    <Table.Td style={{ wordBreak: 'break-all' }}>{entry.record ?? '—'}</Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Text size="xs" c="dimmed">
        {t('mail.checkedAt', { at: formatDateTime(data.checkedAt, language) })}
      </Text>
    </Stack>
  );
}
