import { Anchor, Badge, Box, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import { hostEditorHash } from '../../../app/use-view.ts';
import { formatDateTime, hostLabel } from '../../../lib/format.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import type { HostListItem } from '../types.ts';
import { ThemeCell } from './theme-cell.tsx';

/** The host's name, a link to its branding editor (`#/hosts/<id>`). */
function HostName({ host }: { host: HostListItem }) {
  const { t } = useI18n();
  if (host.isDefault) {
    return (
      <Anchor href={hostEditorHash(host.id)} underline="hover">
        <Badge variant="light" color="blue" tt="none" h="auto" py={4} styles={{ label: { whiteSpace: 'normal' } }}>
          {t('hosts.defaultHost')}
        </Badge>
      </Anchor>
    );
  }
  return (
    <Anchor href={hostEditorHash(host.id)} size="sm" fw={600} ff="monospace">
      {host.hostname ? hostLabel(host.hostname) : null}
    </Anchor>
  );
}

function LastChange({ host }: { host: HostListItem }) {
  const { language, t } = useI18n();
  const at = host.lastPublishedAt ?? host.updatedAt;
  return (
    <>
      <Text span size="sm" display="block">
        <time dateTime={at}>{formatDateTime(at, language)}</time>
      </Text>
      {host.lastPublishedBy && (
        <Text span size="xs" c="dimmed" display="block">
          {t('hosts.publishedBy', { name: host.lastPublishedBy })}
        </Text>
      )}
    </>
  );
}

/** Pending (not live yet), live or suspended (decision 038). */
const statusColor = { pending: 'orange', live: 'green', suspended: 'red' } as const;

function HostRow({ host }: { host: HostListItem }) {
  const { t } = useI18n();
  return (
    <Table.Tr>
      <Table.Th scope="row" fw="normal">
        <HostName host={host} />
      </Table.Th>
      <Table.Td>
        <Badge color={statusColor[host.status]} variant="light" tt="none">
          {t(`hosts.status.${host.status}`)}
        </Badge>
      </Table.Td>
      <Table.Td>{host.tenant.name}</Table.Td>
      <Table.Td>
        <ThemeCell theme={host.theme} />
      </Table.Td>
      <Table.Td>{t(`hosts.languages.${host.language}`)}</Table.Td>
      <Table.Td>
        {host.investorPanelBlocked ? (
          <Badge color="red" variant="light" tt="none">
            {t('hosts.investorPanel.blocked')}
          </Badge>
        ) : (
          <Badge color="green" variant="light" tt="none">
            {t('hosts.investorPanel.available')}
          </Badge>
        )}
      </Table.Td>
      <Table.Td ta="right">{host.version}</Table.Td>
      <Table.Td>
        <LastChange host={host} />
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * The host list. It is wide, so it scrolls sideways inside its own focusable region on phones;
 * the description stays outside that region (a visible caption would scroll away with the table).
 */
export function HostsTable({ hosts }: { hosts: HostListItem[] }) {
  const { t } = useI18n();
  const captionId = useId();
  const descriptionId = useId();
  return (
    <Stack gap="xs">
      <Text id={descriptionId} size="sm" c="dimmed">
        {t('hosts.caption')}
      </Text>
      <Box
        role="region"
        aria-labelledby={captionId}
        aria-describedby={descriptionId}
        tabIndex={0}
        // Relative: the visually hidden caption stays inside the scrolling box, not past the screen.
        style={{ overflowX: 'auto', position: 'relative' }}
      >
        <Table miw={1060} striped highlightOnHover verticalSpacing="sm" aria-describedby={descriptionId}>
          <Table.Caption id={captionId}>
            <VisuallyHidden>{t('hosts.heading')}</VisuallyHidden>
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('hosts.columns.host')}</Table.Th>
              <Table.Th scope="col">{t('hosts.columns.status')}</Table.Th>
              <Table.Th scope="col">{t('hosts.columns.tenant')}</Table.Th>
              <Table.Th scope="col">{t('hosts.columns.theme')}</Table.Th>
              <Table.Th scope="col">{t('hosts.columns.language')}</Table.Th>
              <Table.Th scope="col">{t('hosts.columns.investorPanel')}</Table.Th>
              <Table.Th scope="col" ta="right">
                {t('hosts.columns.version')}
              </Table.Th>
              <Table.Th scope="col">{t('hosts.columns.lastChange')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {hosts.map((host) => (
              <HostRow key={host.id} host={host} />
            ))}
          </Table.Tbody>
        </Table>
      </Box>
    </Stack>
  );
}
