import { Alert, Blockquote, Stack, Text, Title } from '@mantine/core';
import { usePrefetchQuery, useQuery } from '@tanstack/react-query';
import { errorCodes } from '@wl/shared/errors';
import type { PublicKycForm, PublicKycPreview } from '@wl/shared/schemas';
import { type ReactNode, Suspense, useDeferredValue, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadingState } from '@/components/admin-page.tsx';
import { afterNextPaint } from '@/lib/after-paint.ts';
import { ApiRequestError, messageOfError } from '@/lib/api/api-error.ts';
import { useBranding } from '@/lib/branding-context.tsx';
import { lazyComponent } from '@/lib/lazy-component.tsx';
import { kycKeys, publicKycApi } from '../api/kyc-api.ts';
import { KycThankYou } from '../components/kyc-thank-you.tsx';
import { downloadDocument } from '../lib/documents.ts';
import { progressKey } from '../lib/draft-storage.ts';
import { kycPageNamespaces } from '../lib/namespaces.ts';

// The questionnaire and the sent data, with their checks and the phone numbers' metadata, are
// chunks of their own, asked for once the page has painted its heading (decision 085).
const KycWizard = lazyComponent(() => import('../components/kyc-wizard.tsx').then((module) => module.KycWizard));
const SubmittedKyc = lazyComponent(() =>
  import('../components/submitted-kyc.tsx').then((module) => module.SubmittedKyc),
);

const isAlreadySent = (error: unknown) => error instanceof ApiRequestError && error.code === errorCodes.formAlreadySent;

/** A finished link: spec §8's "form inactive because already sent", and what was sent, read-only. */
function AlreadySent({ token, message }: { token: string; message: string }) {
  const preview = useQuery({
    queryKey: kycKeys.publicPreview(token),
    queryFn: () => publicKycApi.preview(token),
    retry: false,
  });
  return (
    <Stack gap="lg">
      <Alert color="yellow" role="alert" data-testid="kyc-already-sent">
        {message}
      </Alert>
      {preview.isLoading ? <LoadingState /> : null}
      {preview.data ? (
        <Suspense fallback={<LoadingState />}>
          <SubmittedKyc preview={preview.data} token={token} />
        </Suspense>
      ) : null}
    </Stack>
  );
}

function Questionnaire({
  token,
  form,
  onSubmitted,
  onAlreadySent,
}: {
  token: string;
  form: PublicKycForm;
  onSubmitted: (preview: PublicKycPreview) => void;
  /** Sent meanwhile (another tab, another device): the link is closed. */
  onAlreadySent: (error: unknown) => void;
}) {
  const { t } = useTranslation('kyc');
  const { language } = useBranding();
  const outcome = useRef<{ preview: PublicKycPreview } | { closed: unknown } | null>(null);
  // The questionnaire (about 800 components) renders after the heading and the intro have been
  // painted, in the background and in slices, a loader in its place meanwhile (decision 083).
  const wizardShown = useDeferredValue(true, false);
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Text size="sm">{t('public.for', { email: form.email })}</Text>
        {form.sourceName ? <Text size="sm">{t('public.from', { name: form.sourceName })}</Text> : null}
        {form.message ? (
          <Blockquote p="sm" style={{ whiteSpace: 'pre-line' }}>
            {form.message}
          </Blockquote>
        ) : null}
        <Text size="sm" c="dimmed">
          {t('public.intro')}
        </Text>
      </Stack>
      {wizardShown ? (
        <Suspense fallback={<LoadingState />}>
          <KycWizard
            storageKey={progressKey.token(token)}
            serverData={form.draft}
            serverVersion={null}
            serverMissing={form.draft ? form.missingSections : undefined}
            industries={form.parameters.industries}
            documents={{
              upload: (file) => publicKycApi.upload(token, file),
              download: (document) =>
                downloadDocument(
                  (id) => publicKycApi.download(token, id),
                  document,
                  t('documents.fallbackName'),
                  language,
                ),
            }}
            submit={async (data) => {
              try {
                outcome.current = { preview: await publicKycApi.submit(token, data) };
              } catch (error) {
                if (!isAlreadySent(error)) throw error;
                outcome.current = { closed: error };
              }
            }}
            submitLabel={t('actions.submit')}
            submitHint={t('public.submitHint')}
            onSubmitted={() => {
              const result = outcome.current;
              if (result && 'preview' in result) onSubmitted(result.preview);
              else if (result) onAlreadySent(result.closed);
            }}
          />
        </Suspense>
      ) : (
        <LoadingState />
      )}
    </Stack>
  );
}

/**
 * /kyc-form?token=…: the public KYC questionnaire of an advisor's invitation (no login). Opened:
 * the form, resumed from this browser's copy or the draft; sent: thanks and the data read-only.
 * A finished link shows "form inactive because already sent" with the preview; an unknown one
 * the token message (spec §8).
 */
export default function PublicKycPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const formQuery = {
    queryKey: kycKeys.publicForm(token),
    queryFn: () => publicKycApi.open(token),
    retry: false,
  };
  // The request goes out now, beside the page's texts, rather than after them: the line below
  // suspends the page until its texts (`kyc` and `admin`) have loaded.
  usePrefetchQuery(formQuery);
  const { t } = useTranslation(kycPageNamespaces);
  const { language } = useBranding();
  const [submitted, setSubmitted] = useState<PublicKycPreview | null>(null);
  const [closed, setClosed] = useState<unknown>(null);
  const form = useQuery({ ...formQuery, refetchOnWindowFocus: false, staleTime: Number.POSITIVE_INFINITY });
  // Once the heading is on screen (a phone on a slow line paints it without the questionnaire's code).
  useEffect(() => afterNextPaint(() => void KycWizard.preload()), []);

  const top = () => window.scrollTo({ top: 0 });
  let content: ReactNode;
  if (submitted) {
    content = (
      <Stack gap="xl">
        <KycThankYou title={t('public.thankYouTitle')}>
          <Text size="sm">{t('public.thankYouText')}</Text>
        </KycThankYou>
        <Suspense fallback={<LoadingState />}>
          <SubmittedKyc preview={submitted} token={token} />
        </Suspense>
      </Stack>
    );
  } else if (form.isLoading) {
    content = <LoadingState />;
  } else if (closed || form.isError) {
    const error = closed ?? form.error;
    const message = messageOfError(error, language).text;
    content = isAlreadySent(error) ? (
      <AlreadySent token={token} message={message} />
    ) : (
      <Alert color="red" role="alert" title={t('public.cannotOpen')}>
        {message}
      </Alert>
    );
  } else if (form.data) {
    content = (
      <Questionnaire
        token={token}
        form={form.data}
        onSubmitted={(preview) => {
          setSubmitted(preview);
          top();
        }}
        onAlreadySent={(error) => {
          setClosed(error);
          top();
        }}
      />
    );
  }

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('title')}
      </Title>
      {content}
    </Stack>
  );
}
