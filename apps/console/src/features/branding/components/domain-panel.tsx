import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { errorText } from '../../../lib/error-text.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { trpc } from '../../../lib/trpc.ts';

const dnsColor = {
  local: 'gray',
  platform: 'green',
  elsewhere: 'orange',
  unresolved: 'orange',
  unknown: 'red',
  none: 'gray',
} as const;

/**
 * Where the host's name points and the certificate it serves (decision 039), looked up when the
 * editor opens and on "Check again": what an operator waits for after asking a broker to point
 * their domain at the platform.
 */
export function DomainPanel({ hostId }: { hostId: string }) {
  const { language, t } = useI18n();
  const status = trpc.hosts.domainStatus.useQuery(
    { hostConfigId: hostId },
    { refetchOnWindowFocus: false, retry: false },
  );
  const data = status.data;
  return (
    <Stack component="section" gap="xs" aria-labelledby="domain-heading">
      <Group justify="space-between" align="center">
        <Title order={3} size="h5" id="domain-heading">
          {t('domain.heading')}
        </Title>
        <Button size="xs" variant="default" loading={status.isFetching} onClick={() => status.refetch()}>
          {t('domain.refresh')}
        </Button>
      </Group>
      {status.isError && (
        <Alert color="red" variant="light" role="alert">
          {errorText(status.error, language)}
        </Alert>
      )}
      {status.isPending && (
        <Text size="sm" c="dimmed" role="status">
          {t('domain.checking')}
        </Text>
      )}
      {data && data.dns !== 'none' && (
        <Stack gap={4} role="status">
          <Text size="sm" c={`${dnsColor[data.dns]}.9`}>
            {t(`domain.dns.${data.dns}`, {
              name: data.name ?? '',
              addresses: data.addresses.join(', ') || '—',
              platform: data.platformAddresses.join(', ') || '—',
            })}
          </Text>
          <Text size="sm">
            {t(`domain.certificate.${data.certificate.state}`, {
              issuer: data.certificate.issuer ?? '—',
              date: data.certificate.validTo ? formatDateTime(data.certificate.validTo, language) : '—',
              reason: data.certificate.reason ?? '—',
            })}
          </Text>
          <Text size="xs" c="dimmed">
            {t('domain.checkedAt', { at: formatDateTime(data.checkedAt, language) })}
          </Text>
        </Stack>
      )}
    </Stack>
  );
}
