import { Stack, Text } from '@mantine/core';
import { formatDateTime } from '../../../lib/format.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { trpc } from '../../../lib/trpc.ts';
import { CheckedSection } from './checked-section.tsx';

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
    <CheckedSection
      id="domain-heading"
      title={t('domain.heading')}
      refreshLabel={t('domain.refresh')}
      checkingLabel={t('domain.checking')}
      query={status}
    >
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
    </CheckedSection>
  );
}
