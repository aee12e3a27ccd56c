import { Anchor, Button, Checkbox, Group, List, Modal, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDateTime } from '@wl/shared/format';
import type { InvestorLegalTerms } from '@wl/shared/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '@/components/auth-card.tsx';
import { ConsentText } from '@/components/host-text/consent-text.tsx';
import { api } from '@/lib/api/client.ts';
import { useBranding } from '@/lib/branding-context.tsx';

const legalTermsKey = (language: string) => ['investor', 'legal-terms', language] as const;

/** The label of a document kind (the footer's words). */
const DOCUMENT_LABEL = { risks: 'legal.investmentRisks', terms: 'legal.reg', privacy: 'legal.privacyPolicy' } as const;

/**
 * A returning investor whose host changed a legal document or a consent text since their last
 * acceptance (decision 043) reads the new versions and accepts them before going on; the other
 * way out is signing out. What they accept is the version they were shown: a newer publish
 * meanwhile is refused (409) and the new one shown.
 */
export function LegalTermsRenewal({ onSignOut }: { onSignOut: () => void }) {
  const { t } = useTranslation(['app', 'common']);
  const { language } = useBranding();
  const queryClient = useQueryClient();
  const [consent2, setConsent2] = useState(false);
  const [consent3, setConsent3] = useState(false);
  const [missing, setMissing] = useState(false);
  const terms = useQuery({
    queryKey: legalTermsKey(language),
    queryFn: () => api<InvestorLegalTerms>('/investor-api/legal-terms'),
  });
  const accept = useMutation({
    mutationFn: (current: InvestorLegalTerms) =>
      api<InvestorLegalTerms>('/investor-api/legal-terms/accept', {
        method: 'POST',
        body: {
          documents: current.documents.map(({ kind, language: documentLanguage, version }) => ({
            kind,
            language: documentLanguage,
            version,
          })),
          consent2: true,
          consent3: true,
        },
      }),
    onSuccess: (answer) => queryClient.setQueryData(legalTermsKey(language), answer),
    // A publish came in between: show the new versions.
    onError: () => void terms.refetch(),
  });

  const current = terms.data;
  if (!current?.needsAcceptance) return null;
  const changedNames = current.changed.map((item) =>
    item === 'consents' ? t('legalRenewal.consents') : t(`common:${DOCUMENT_LABEL[item]}`),
  );

  return (
    <Modal
      opened
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      title={t('legalRenewal.title')}
      size="lg"
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!consent2 || !consent3) {
            setMissing(true);
            return;
          }
          accept.mutate(current);
        }}
      >
        <Stack gap="md">
          <Text size="sm">
            {current.acceptedAt
              ? t('legalRenewal.intro', {
                  date: formatDateTime(current.acceptedAt, language),
                  changed: changedNames.join(', '),
                })
              : t('legalRenewal.introNoDate', { changed: changedNames.join(', ') })}
          </Text>
          {current.documents.length > 0 && (
            <List size="sm" spacing={4} aria-label={t('legalRenewal.documents')}>
              {current.documents.map((document) => (
                <List.Item key={document.kind}>
                  <Anchor href={document.versionUrl} target="_blank" rel="noopener noreferrer">
                    {t('legalRenewal.document', {
                      name: t(`common:${DOCUMENT_LABEL[document.kind]}`),
                      version: document.version,
                      language: document.language.toUpperCase(),
                    })}
                    <VisuallyHidden> {t('common:legal.opensInNewTab')}</VisuallyHidden>
                  </Anchor>
                </List.Item>
              ))}
            </List>
          )}
          <Checkbox
            label={<ConsentText text={current.consents.consent2} />}
            checked={consent2}
            onChange={(event) => setConsent2(event.currentTarget.checked)}
            error={missing && !consent2 ? t('legalRenewal.required') : undefined}
          />
          <Checkbox
            label={<ConsentText text={current.consents.consent3} />}
            checked={consent3}
            onChange={(event) => setConsent3(event.currentTarget.checked)}
            error={missing && !consent3 ? t('legalRenewal.required') : undefined}
          />
          {accept.error ? <ApiErrorAlert error={accept.error} /> : null}
          <Group justify="space-between">
            <Button variant="default" onClick={onSignOut}>
              {t('legalRenewal.signOut')}
            </Button>
            <Button type="submit" loading={accept.isPending}>
              {t('legalRenewal.accept')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
