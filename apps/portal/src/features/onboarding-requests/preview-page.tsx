import { Alert, Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '@wl/shared/format';
import { kycSections, type OnboardingRequestDetail } from '@wl/shared/schemas';
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { AdminPage, ErrorState, LoadingState } from '@/components/admin-page.tsx';
import { ReadOnlyFields, useReadOnlyContext } from '@/components/kyc-read-only/read-only-data.tsx';
import { paths } from '@/config/paths.ts';
import { useBranding } from '@/lib/branding-context.tsx';
import { requestStatusColor } from '@/lib/onboarding-request-status.ts';
import { numberedFileName, useFileDownload } from '@/lib/use-file-download.ts';
import { fetchKycParameters, fetchRequest, fetchRequestDocument, onboardingKeys } from './onboarding-api.ts';

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

/**
 * /app/preview/{id}: one onboarding request read-only: its data and status, the advisor's
 * message, the investor type, the company of a legal person, and the latest KYC version by
 * section (submitted, or the draft so far).
 */
export default function PreviewPage() {
  const { t } = useTranslation(['admin', 'enums']);
  const { language } = useBranding();
  const { id = '' } = useParams();
  const request = useQuery({ queryKey: onboardingKeys.detail(id), queryFn: () => fetchRequest(id) });
  const parameters = useQuery({
    queryKey: onboardingKeys.parameters(language),
    queryFn: fetchKycParameters,
    enabled: Boolean(request.data?.kyc),
  });
  const industries = useMemo(
    () => new Map((parameters.data?.industries ?? []).map((entry) => [String(entry.id), entry.name])),
    [parameters.data],
  );
  const download = useFileDownload();
  const context = useReadOnlyContext(industries, (documentId, number) => {
    void download(() => fetchRequestDocument(id, documentId), numberedFileName(t('admin:kyc.documentFile'), number));
  });

  const back = (
    <Anchor component={Link} to={paths.app.onboardingRequests.getHref()} size="sm">
      {t('requests.backToList')}
    </Anchor>
  );

  let content: ReactNode;
  if (request.isLoading) content = <LoadingState />;
  else if (request.isError) content = <ErrorState error={request.error} />;
  else if (request.data) content = <RequestPreview request={request.data} context={context} />;

  return (
    <AdminPage
      title={request.data ? t('preview.titleOf', { email: request.data.email }) : t('preview.title')}
      description={t('preview.description')}
      actions={back}
    >
      {content}
    </AdminPage>
  );
}

function RequestPreview({
  request,
  context,
}: {
  request: OnboardingRequestDetail;
  context: ReturnType<typeof useReadOnlyContext>;
}) {
  const { t, language } = context;
  const kyc = request.kyc;
  return (
    <Stack gap="md">
      <Section title={t('preview.request')}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
          <Summary label={t('requests.fields.email')}>{request.email}</Summary>
          <Summary label={t('requests.fields.name')}>{request.name ?? '—'}</Summary>
          <Summary label={t('requests.fields.status')}>
            <Badge color={requestStatusColor[request.status]} variant="light" data-testid="request-status">
              {t(`enums:onboardingRequestStatus.${request.status}`)}
            </Badge>
          </Summary>
          <Summary label={t('requests.fields.createdAt')}>{formatDateTime(request.createdAt, language)}</Summary>
          <Summary label={t('requests.fields.sourceName')}>{request.sourceName ?? '—'}</Summary>
          <Summary label={t('requests.fields.taxNumber')}>{request.taxNumber ?? '—'}</Summary>
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
        ? kycSections
            .filter((section) => isRecord(kyc.data[section]))
            .map((section, index) => (
              <Section key={section} title={`${index + 1}. ${t(`enums:kycSection.${section}`)}`}>
                <ReadOnlyFields data={kyc.data[section] as Record<string, unknown>} context={context} />
              </Section>
            ))
        : null}
    </Stack>
  );
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function withoutId({ id: _id, ...rest }: { id: string } & Record<string, unknown>): Record<string, unknown> {
  return rest;
}
