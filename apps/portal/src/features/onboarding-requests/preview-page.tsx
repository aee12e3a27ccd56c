import { Anchor } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { AdminPage, ErrorState, LoadingState } from '@/components/admin-page.tsx';
import { useReadOnlyContext } from '@/components/kyc-read-only/read-only-data.tsx';
import { RequestPreview } from '@/components/onboarding-request/request-preview.tsx';
import { paths } from '@/config/paths.ts';
import { useBranding } from '@/lib/branding-context.tsx';
import { numberedFileName, useFileDownload } from '@/lib/use-file-download.ts';
import { fetchKycParameters, fetchRequest, fetchRequestDocument, onboardingKeys } from './onboarding-api.ts';

/** /app/preview/{id} for the advisor: the shared request preview, with the way back to the list. */
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
  else if (request.data) content = <RequestPreview request={request.data} context={context} reader="advisor" />;

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
