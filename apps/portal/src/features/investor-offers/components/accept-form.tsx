import { Alert, Anchor, Button, Checkbox, Group, Stack, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import type { LegalDocumentKind } from '@wl/shared/config';
import type { CampaignOffer } from '@wl/shared/schemas';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsentText } from '@/components/host-text/consent-text.tsx';
import { useBranding } from '@/lib/branding-context.tsx';
import { validateOnBlur } from '@/lib/forms/blur-validation.ts';
import type { OfferSource } from '../api/offer-source.ts';
import { useOfferRefresh, useOfferUpdate } from '../api/use-offer.ts';
import {
  type AcceptFormValues,
  acceptFormFields,
  acceptPayloadOf,
  acceptRefusal,
  amountLimits,
  emptyAcceptForm,
  validateAcceptForm,
} from '../lib/accept-form.ts';

/** A host link of the consents; the placeholder `#` (no link configured) is left out. */
function ConsentLinks({ links }: { links: { href: string; label: string }[] }) {
  const { t } = useTranslation();
  const shown = links.filter((link) => link.href && link.href !== '#');
  if (shown.length === 0) return null;
  return (
    <Group gap="sm" component="span">
      {shown.map((link) => (
        <Anchor key={link.label} href={link.href} target="_blank" rel="noopener noreferrer" size="sm">
          {link.label}
          <VisuallyHidden> {t('legal.opensInNewTab')}</VisuallyHidden>
        </Anchor>
      ))}
    </Group>
  );
}

export interface AcceptFormProps {
  offer: CampaignOffer;
  source: OfferSource;
  /** Where the amount starts (decision 013: the investor's last subscription, in the panel). */
  initialAmount?: string;
  /** Shown under the amount when it was filled in for the investor. */
  prefillNote?: string | null;
  onAccepted?: (offer: CampaignOffer) => void;
  /** Every refusal of the server, after the form has shown it (the public page may show a full page). */
  onRefused?: (error: unknown) => void;
}

/**
 * The invest form (spec §2 "Invest form with consents"): the amount within the offer's limits and
 * step (the server's schema, comma decimals accepted), the host's consent texts with their
 * documents, and the host's button text. Refusals of the server are shown on the amount or
 * above the button, worded by the catalogue of spec §8.
 */
export function AcceptForm({ offer, source, initialAmount = '', prefillNote, onAccepted, onRefused }: AcceptFormProps) {
  const { t } = useTranslation(['investor', 'common']);
  const { language, resolved } = useBranding();
  // A published document names its version: it is what this acceptance records (decision 043).
  const documentLabel = (kind: LegalDocumentKind, key: 'investmentRisks' | 'reg' | 'privacyPolicy') => {
    const name = t(`common:legal.${key}`);
    const version = resolved.documents.find((document) => document.kind === kind)?.version;
    return version ? t('common:legal.versioned', { name, version }) : name;
  };
  const update = useOfferUpdate(source);
  const refresh = useOfferRefresh(source);
  const id = useId();
  const terms = offer.product.terms;
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<AcceptFormValues>({
    initialValues: { ...emptyAcceptForm, amount: initialAmount },
    validate: (values) => validateAcceptForm(values, terms, language),
    // Issue 19: a field's error shows as it is left, not only when accepting.
    ...validateOnBlur,
  });
  const fieldId = (field: string) => `${id}-${field}`;

  const accept = useMutation({
    mutationFn: (values: AcceptFormValues) => source.accept(acceptPayloadOf(values, terms)),
    onSuccess: (accepted) => {
      update(accepted);
      onAccepted?.(accepted);
    },
    onError: (error) => {
      const refusal = acceptRefusal(error, language);
      form.setErrors(refusal.fieldErrors);
      setFormError(refusal.formError);
      if (refusal.final) void refresh();
      onRefused?.(error);
    },
  });

  const focusFirstError = (errors: Record<string, unknown>) => {
    const first = acceptFormFields.find((field) => errors[field]);
    if (first) document.getElementById(fieldId(first))?.focus();
  };

  const { links } = resolved;
  return (
    <form
      noValidate
      onSubmit={form.onSubmit(
        (values) => {
          setFormError(null);
          accept.mutate(values);
        },
        (errors) => focusFirstError(errors),
      )}
    >
      <Stack gap="md">
        <TextInput
          id={fieldId('amount')}
          label={t('accept.amount', { currency: terms.currency })}
          description={t('accept.amountHint', amountLimits(terms))}
          placeholder={t('accept.amountPlaceholder')}
          inputMode="decimal"
          autoComplete="off"
          required
          size="md"
          {...form.getInputProps('amount')}
        />
        {prefillNote ? (
          <Text size="sm" c="gray.7" mt={-8}>
            {prefillNote}
          </Text>
        ) : null}
        <Checkbox
          id={fieldId('consent2')}
          label={<ConsentText text={resolved.texts.consent2} />}
          description={
            <ConsentLinks links={[{ href: links.investmentRisks, label: documentLabel('risks', 'investmentRisks') }]} />
          }
          {...form.getInputProps('consent2', { type: 'checkbox' })}
        />
        <Checkbox
          id={fieldId('consent3')}
          label={<ConsentText text={resolved.texts.consent3} />}
          description={
            <ConsentLinks
              links={[
                { href: links.reg, label: documentLabel('terms', 'reg') },
                { href: links.privacyPolicy, label: documentLabel('privacy', 'privacyPolicy') },
              ]}
            />
          }
          {...form.getInputProps('consent3', { type: 'checkbox' })}
        />
        {formError ? (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        ) : null}
        <Button type="submit" size="md" loading={accept.isPending} fullWidth>
          {resolved.texts.formInvestButtonText}
        </Button>
      </Stack>
    </form>
  );
}
