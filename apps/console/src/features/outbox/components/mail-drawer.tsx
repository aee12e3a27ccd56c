import { Alert, Badge, Drawer, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { errorText } from '../../../lib/error-text.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { trpc } from '../../../lib/trpc.ts';
import type { OutboxMail } from '../types.ts';
import { LinkedText } from './linked-text.tsx';
import { StatusBadge } from './status-badge.tsx';

function Headers({ mail }: { mail: OutboxMail }) {
  const { language, t } = useI18n();
  const rows: [string, ReactNode][] = [
    [t('outbox.mail.subject'), mail.subject],
    [t('outbox.mail.to'), mail.to],
    [t('outbox.mail.from'), mail.host ?? '—'],
    [t('outbox.mail.tenant'), mail.tenant?.name ?? '—'],
    [t('outbox.mail.template'), mail.template],
    [t('outbox.mail.language'), mail.language],
    [t('outbox.columns.status'), <StatusBadge key="status" mail={mail} />],
    [t('outbox.mail.createdAt'), formatDateTime(mail.createdAt, language)],
    [t('outbox.mail.sentAt'), mail.sentAt ? formatDateTime(mail.sentAt, language) : '—'],
  ];
  if (mail.nextAttemptAt) rows.push([t('outbox.mail.nextAttemptAt'), formatDateTime(mail.nextAttemptAt, language)]);
  if (mail.lastError) rows.push([t('outbox.mail.lastError'), mail.lastError]);
  return (
    <Table withRowBorders={false} verticalSpacing={4}>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th scope="row" w={160}>
              {label}
            </Table.Th>
            <Table.Td>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * The HTML body in a sandboxed frame: `sandbox=""` grants nothing (no scripts, no forms, no
 * same-origin, no navigation of the console), and `srcdoc` keeps it off the console's own DOM —
 * the mail is ours but carries names users typed in.
 */
function HtmlBody({ html }: { html: string }) {
  const { t } = useI18n();
  return (
    <iframe
      title={t('outbox.mail.htmlFrame')}
      sandbox=""
      srcDoc={html}
      referrerPolicy="no-referrer"
      style={{ width: '100%', height: 480, border: '1px solid var(--mantine-color-gray-4)', background: 'white' }}
    />
  );
}

function MailBody({ id }: { id: string }) {
  const { language, t } = useI18n();
  const mail = trpc.outbox.get.useQuery({ id });
  if (mail.isPending) {
    return (
      <Group role="status" aria-live="polite" gap="xs">
        <Loader size="sm" />
        <Text size="sm">{t('outbox.mail.loading')}</Text>
      </Group>
    );
  }
  if (mail.isError) {
    return (
      <Alert color="red" variant="light" role="alert" title={t('outbox.mail.error')}>
        {errorText(mail.error, language)}
      </Alert>
    );
  }
  return (
    <Stack gap="lg">
      <Headers mail={mail.data} />
      {mail.data.linkLive ? (
        <Alert color="orange" variant="light" role="note" data-testid="mail-link-live">
          {t('outbox.mail.linkLive')}
        </Alert>
      ) : (
        <Text size="sm" c="dimmed" data-testid="mail-link-removed">
          {t('outbox.mail.linkRemoved')}
        </Text>
      )}
      <Stack gap="xs">
        <Title order={3} size="h5">
          {t('outbox.mail.text')}
        </Title>
        <LinkedText text={mail.data.text} />
      </Stack>
      <Stack gap="xs">
        <Group gap="xs">
          <Title order={3} size="h5">
            {t('outbox.mail.html')}
          </Title>
          <Badge variant="light" color="gray" tt="none">
            sandbox
          </Badge>
        </Group>
        <Text size="xs" c="dimmed">
          {t('outbox.mail.htmlNote')}
        </Text>
        <HtmlBody html={mail.data.html} />
      </Stack>
    </Stack>
  );
}

/** One mail of the outbox, read in a side drawer (Escape or the close button closes it). */
export function MailDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useI18n();
  // On a phone the drawer takes the whole width (its `xl` would reach past the screen).
  const narrow = useMediaQuery('(max-width: 48em)') ?? false;
  return (
    <Drawer
      opened={id !== null}
      onClose={onClose}
      position="right"
      size={narrow ? '100%' : 'xl'}
      title={t('outbox.mail.title')}
      closeButtonProps={{ 'aria-label': t('outbox.mail.close') }}
    >
      {id && <MailBody id={id} />}
    </Drawer>
  );
}
