import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { OnboardingRequestDetail } from '@wl/shared/schemas';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ErrorState, LoadingState } from '@/components/admin-page.tsx';
import { useReadOnlyContext } from '@/components/kyc-read-only/read-only-data.tsx';
import { RequestPreview } from '@/components/onboarding-request/request-preview.tsx';
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
import { continueHref } from '../lib/requests.ts';

function ContinueNotice({ request }: { request: OnboardingRequestDetail }) {
  const { t } = useTranslation('onboarding');
  if (request.status === 'finished') return null;
  return (
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
  else {
    content = (
      <RequestPreview
        request={request.data}
        context={context}
        reader="investor"
        notice={<ContinueNotice request={request.data} />}
      />
    );
  }

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
