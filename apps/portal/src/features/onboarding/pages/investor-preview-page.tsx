import { Alert, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '@wl/shared/format';
import { kycSections, type OnboardingRequestDetail } from '@wl/shared/schemas';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ErrorState, LoadingState } from '@/components/admin-page.tsx';
import {
  type ReadOnlyContext,
  ReadOnlyFields,
  useReadOnlyContext,
} from '@/components/kyc-read-only/read-only-data.tsx';
import { paths } from '@/config/paths.ts';
import { useBranding } from '@/lib/branding-context.tsx';
import { numberedFileName, useFileDownload } from '@/lib/use-file-download.ts';
import {
  fetchOwnKycParameters,
  fetchOwnRequest,
  fetchOwnRequestDocument,
  investorOnboardingKeys,
} from '../api/onboarding-api.ts';
import { OnboardingFrame } from '../components/onboarding-frame.tsx';
import { RequestStatusBadge } from '../components/request-status-badge.tsx';
import { continueHref } from '../lib/requests.ts';

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

function withoutId({ id: _id, ...rest }: { id: string } & Record<string, unknown>): Record<string, unknown> {
  return rest;
}

function RequestPreview({ request, context }: { request: OnboardingRequestDetail; context: ReadOnlyContext }) {
  const { t } = useTranslation(['onboarding', 'enums']);
  const { language } = useBranding();
  const kyc = request.kyc;
  const sections = kyc ? kycSections.filter((section) => isRecord(kyc.data[section])) : [];
  return (
    <Stack gap="md">
      {request.status !== 'finished' ? (
        <Alert variant="light" color="brand" title={t('preview.openTitle')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('preview.open')}</Text>
            <Button
              component={Link}
              to={continueHref(request.id)}
              size="sm"
              rightSection={<IconArrowRight size={16} aria-hidden />}
            >
              {t('preview.continue')}
            </Button>
          </Stack>
        </Alert>
      ) : null}

      <Section title={t('preview.request')}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
          <Summary label={t('requests.fields.status')}>
            <RequestStatusBadge status={request.status} />
          </Summary>
          <Summary label={t('requests.fields.createdAt')}>{formatDateTime(request.createdAt, language)}</Summary>
          <Summary label={t('requests.fields.sourceName')}>{request.sourceName ?? '—'}</Summary>
          <Summary label={t('preview.email')}>{request.email}</Summary>
          <Summary label={t('requests.fields.name')}>{request.name ?? '—'}</Summary>
          <Summary label={t('preview.investorType')}>
            {request.investorType ? t(`enums:investorType.${request.investorType}`) : t('preview.notChosen')}
          </Summary>
        </SimpleGrid>
        {request.message ? (
          <Stack gap={4} mt="sm">
            <Text size="xs" c="dimmed" fw={500}>
              {t('preview.message')}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
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
              <Badge color={kyc.submitted ? 'green' : 'yellow'} variant="light">
                {kyc.submitted ? t('preview.kycSubmitted') : t('preview.kycDraft')}
              </Badge>
              <Text size="sm" c="dimmed">
                {t('preview.savedAt', { date: formatDateTime(kyc.savedAt, language) })}
              </Text>
            </Group>
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

/**
 * /app/preview/{id} (investor): one of the investor's onboarding requests read-only: its status
 * and source, the advisor's message, the investor type, the company of a legal person and the
 * KYC questionnaire by section (as sent, or the draft so far, with a link to continue).
 */
export default function InvestorPreviewPage() {
  const { t } = useTranslation('onboarding');
  const { language } = useBranding();
  const { id = '' } = useParams();
  const request = useQuery({ queryKey: investorOnboardingKeys.detail(id), queryFn: () => fetchOwnRequest(id) });
  const parameters = useQuery({
    queryKey: investorOnboardingKeys.parameters(id, language),
    queryFn: () => fetchOwnKycParameters(id),
    enabled: Boolean(request.data?.kyc),
  });
  const industries = useMemo(
    () => new Map((parameters.data?.industries ?? []).map((entry) => [String(entry.id), entry.name])),
    [parameters.data],
  );
  const { t: tAdmin } = useTranslation('admin');
  const download = useFileDownload();
  const context = useReadOnlyContext(industries, (documentId, number) => {
    void download(() => fetchOwnRequestDocument(id, documentId), numberedFileName(tAdmin('kyc.documentFile'), number));
  });

  let content: ReactNode = null;
  if (request.isPending) content = <LoadingState />;
  else if (request.isError) content = <ErrorState error={request.error} />;
  else content = <RequestPreview request={request.data} context={context} />;

  return (
    <OnboardingFrame
      size="lg"
      title={t('preview.title')}
      description={t('preview.description')}
      link={{ to: paths.app.onboardingRequests.getHref(), label: t('preview.backToList') }}
    >
      {content}
    </OnboardingFrame>
  );
}
