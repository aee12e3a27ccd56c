import { Alert, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatDateTime } from '@wl/shared/format';
import {
  kycSections,
  type OnboardingRequestDetail,
  type PepStatus,
  pepDeclarationSchema,
  pepStatusOf,
} from '@wl/shared/schemas';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type ReadOnlyContext, ReadOnlyFields } from '@/components/kyc-read-only/read-only-data.tsx';
import { StatusBadge } from '@/components/status-badge.tsx';
import { useBranding } from '@/lib/branding-context.tsx';
import { RequestStatusBadge } from './request-status-badge.tsx';

function Summary({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * What the stored PEP declaration makes of the investor today (a function that ended more than
 * 12 months ago no longer counts, decision 058), or null before section 4 is saved. Derived when
 * read: the same declaration lapses as time passes.
 */
function pepStatusIn(data: Record<string, unknown>): PepStatus | null {
  const status = data.investorStatus;
  const declaration = pepDeclarationSchema.safeParse(isRecord(status) ? status.pep : undefined);
  return declaration.success ? pepStatusOf(declaration.data) : null;
}

function withoutId({ id: _id, ...rest }: { id: string } & Record<string, unknown>): Record<string, unknown> {
  return rest;
}

export interface RequestPreviewProps {
  request: OnboardingRequestDetail;
  context: ReadOnlyContext;
  /**
   * Who reads it, and so whose words: the advisor's (`admin` namespace: "message to the
   * investor", with the tax number) or the investor's (`onboarding`: "message from your
   * advisor"). Both namespaces hold the same `preview.*` and `requests.fields.*` keys.
   */
  reader: 'advisor' | 'investor';
  /** Shown above the request (the investor's call to continue an open request). */
  notice?: ReactNode;
}

/**
 * /app/preview/{id}, one onboarding request read-only, the same screen for the advisor and the
 * investor: its data and status, the advisor's message, the investor type, the company of a
 * legal person, and the latest KYC version by section (submitted, or the draft so far), with
 * the PEP status its declaration gives today.
 */
export function RequestPreview({ request, context, reader, notice }: RequestPreviewProps) {
  const { t } = useTranslation([reader === 'advisor' ? 'admin' : 'onboarding', 'enums']);
  const { language } = useBranding();
  const kyc = request.kyc;
  const sections = kyc ? kycSections.filter((section) => isRecord(kyc.data[section])) : [];
  const pep = kyc ? pepStatusIn(kyc.data) : null;
  return (
    <Stack gap="md">
      {notice}
      <Section title={t('preview.request')}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
          <Summary label={t('requests.fields.email')}>{request.email}</Summary>
          <Summary label={t('requests.fields.name')}>{request.name ?? '—'}</Summary>
          <Summary label={t('requests.fields.status')}>
            <RequestStatusBadge status={request.status} />
          </Summary>
          <Summary label={t('requests.fields.createdAt')}>{formatDateTime(request.createdAt, language)}</Summary>
          <Summary label={t('requests.fields.sourceName')}>{request.sourceName ?? '—'}</Summary>
          {reader === 'advisor' && <Summary label={t('requests.fields.taxNumber')}>{request.taxNumber ?? '—'}</Summary>}
          <Summary label={t('preview.investorType')}>
            {request.investorType ? t(`enums:investorType.${request.investorType}`) : t('preview.notChosen')}
          </Summary>
        </SimpleGrid>
        {request.message ? (
          <Stack gap={4} mt="sm">
            <Text size="xs" c="dimmed" fw={500}>
              {t('preview.message')}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {request.message}
            </Text>
          </Stack>
        ) : null}
      </Section>

      {request.company ? (
        <Section title={t('preview.company')}>
          <ReadOnlyFields data={withoutId(request.company)} context={context} />
        </Section>
      ) : null}

      <Section title={t('preview.kyc')}>
        {kyc ? (
          <Stack gap="sm">
            <Group gap="xs">
              <StatusBadge color={kyc.submitted ? 'green' : 'yellow'}>
                {kyc.submitted ? t('preview.kycSubmitted') : t('preview.kycDraft')}
              </StatusBadge>
              <Text size="sm" c="dimmed">
                {t('preview.savedAt', { date: formatDateTime(kyc.savedAt, language) })}
              </Text>
            </Group>
            {pep ? (
              <Summary label={t('preview.pep.label')}>
                <span data-testid="kyc-pep-status">{t(`preview.pep.${pep}`)}</span>
              </Summary>
            ) : null}
            {kyc.missingSections.length > 0 ? (
              <Alert color="yellow" variant="light">
                {t('preview.missing', {
                  sections: kyc.missingSections.map((section) => t(`enums:kycSection.${section}`)).join(', '),
                })}
              </Alert>
            ) : null}
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            {t('preview.noKyc')}
          </Text>
        )}
      </Section>

      {kyc
        ? sections.map((section) => (
            <Section key={section} title={`${kycSections.indexOf(section) + 1}. ${t(`enums:kycSection.${section}`)}`}>
              <ReadOnlyFields data={kyc.data[section] as Record<string, unknown>} context={context} />
            </Section>
          ))
        : null}
    </Stack>
  );
}
