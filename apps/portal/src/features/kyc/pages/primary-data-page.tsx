import { Anchor, Button, Container, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { errorCodes } from '@wl/shared/errors';
import type { OnboardingRequestDetail } from '@wl/shared/schemas';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ErrorState, LoadingState } from '@/components/admin-page.tsx';
import { paths } from '@/config/paths.ts';
import { ApiRequestError, messageOfError } from '@/lib/api/api-error.ts';
import { useBranding } from '@/lib/branding-context.tsx';
import { investorKycApi, kycKeys } from '../api/kyc-api.ts';
import { KycThankYou } from '../components/kyc-thank-you.tsx';
import { KycWizard } from '../components/kyc-wizard.tsx';
import { downloadDocument } from '../lib/documents.ts';
import { progressKey } from '../lib/draft-storage.ts';
import { kycPageNamespaces } from '../lib/namespaces.ts';

/** Where the identity step is (H2's onboarding screen, opened on this request). */
const identityStepHref = (id: string) => `${paths.app.onboarding.getHref()}?request=${encodeURIComponent(id)}`;

/** Sent (now or before): what happens next, and the way to the dashboard and the preview. */
function Finished({ id, justSent }: { id: string; justSent: boolean }) {
  const { t } = useTranslation('kyc');
  return (
    <KycThankYou
      title={justSent ? t('investor.thankYouTitle') : t('investor.finishedTitle')}
      actions={
        <>
          <Button component={Link} to={paths.app.root.getHref()}>
            {t('investor.toDashboard')}
          </Button>
          <Button component={Link} to={paths.app.preview.getHref(id)} variant="default">
            {t('investor.toPreview')}
          </Button>
        </>
      }
    >
      <Text size="sm">{justSent ? t('investor.thankYouText') : t('investor.finishedText')}</Text>
      <Text size="sm">{t('investor.nextSteps')}</Text>
    </KycThankYou>
  );
}

function Questionnaire({ request, onSent }: { request: OnboardingRequestDetail; onSent: () => void }) {
  const { t } = useTranslation('kyc');
  const { language } = useBranding();
  const parameters = useQuery({
    queryKey: kycKeys.parameters(request.id, language),
    queryFn: () => investorKycApi.parameters(request.id),
  });
  if (parameters.isLoading) return <LoadingState />;
  if (parameters.isError) return <ErrorState error={parameters.error} />;
  const kyc = request.kyc && !request.kyc.submitted ? request.kyc : null;
  const describeError = (error: unknown): ReactNode | null => {
    if (!(error instanceof ApiRequestError) || error.code !== errorCodes.identityNotVerified) return null;
    return (
      <Stack gap={4}>
        <Text size="sm">{messageOfError(error, language).text}</Text>
        <Anchor component={Link} to={identityStepHref(request.id)} size="sm" fw={600}>
          {t('investor.toIdentity')}
        </Anchor>
      </Stack>
    );
  };
  return (
    <KycWizard
      storageKey={progressKey.request(request.id)}
      serverData={kyc?.data ?? null}
      serverVersion={kyc?.version ?? null}
      serverMissing={kyc?.missingSections}
      serverSavedAt={kyc?.savedAt ?? null}
      industries={parameters.data?.industries ?? []}
      documents={{
        upload: (file) => investorKycApi.upload(request.id, file),
        download: (document) =>
          downloadDocument(
            (id) => investorKycApi.download(request.id, id),
            document,
            t('documents.fallbackName'),
            language,
          ),
      }}
      saveDraft={(draft) => investorKycApi.saveDraft(request.id, draft)}
      submit={async (data) => {
        // The latest edits first (the server sends what it holds), then the request to verification.
        await investorKycApi.saveDraft(request.id, data);
        await investorKycApi.sendToVerification(request.id);
      }}
      submitLabel={t('actions.sendToVerification')}
      submitHint={t('investor.submitHint')}
      describeError={describeError}
      onSubmitted={onSent}
    />
  );
}

/**
 * /app/onboarding/{id}/primary-data: the investor's primary data (section 1) and the rest of the
 * KYC questionnaire of one onboarding request, saved section by section; the review sends it to
 * verification. A request already sent shows where it stands instead.
 */
export default function PrimaryDataPage() {
  const { t } = useTranslation(kycPageNamespaces);
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const [justSent, setJustSent] = useState(false);
  const request = useQuery({
    queryKey: kycKeys.request(id),
    queryFn: () => investorKycApi.request(id),
    refetchOnWindowFocus: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

  let content: ReactNode;
  if (request.isLoading) content = <LoadingState />;
  else if (request.isError) content = <ErrorState error={request.error} />;
  else if (request.data && (justSent || request.data.status === 'finished'))
    content = <Finished id={id} justSent={justSent} />;
  else if (request.data)
    content = (
      <Questionnaire
        request={request.data}
        onSent={() => {
          setJustSent(true);
          window.scrollTo({ top: 0 });
          void queryClient.invalidateQueries();
        }}
      />
    );

  return (
    <Container size="lg" px={{ base: 'xs', sm: 'md' }} py="md" w="100%">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {t('investor.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('investor.description')}
          </Text>
        </Stack>
        {content}
      </Stack>
    </Container>
  );
}
