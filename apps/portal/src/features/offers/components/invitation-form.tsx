import { Alert, Button, Checkbox, List, Select, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { inviteMessage } from '@wl/shared/config';
import {
  type InvitationForm as InvitationFormOutput,
  invitationFormSchema,
  type OpenOfferWarning,
} from '@wl/shared/schemas';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOfError } from '@/lib/api/api-error.ts';
import { useBranding } from '@/lib/branding-context.tsx';
import { validateOnBlur } from '@/lib/forms/blur-validation.ts';
import { validateWithSchema } from '@/lib/forms/validation.ts';
import { useSignedInSession } from '@/lib/session/session-context.tsx';
import { useEnumLabel } from '@/lib/use-enum-label.ts';
import { campaignKeys, checkInvitations, inviteInvestor } from '../api/campaigns-api.ts';
import { type InvitationReport, invitationReport, sendInvitations } from '../lib/invitations.ts';

/** The addresses a check was made for, in one comparable key (case and order do not matter). */
const emailsKey = (emails: readonly string[]) =>
  emails
    .map((email) => email.toLowerCase())
    .sort()
    .join(';');

/** The valid addresses typed so far (none while the field does not parse). */
function typedEmails(raw: string): string[] {
  const parsed = invitationFormSchema.shape.investorEmails.safeParse(raw);
  return parsed.success ? parsed.data : [];
}

function OpenOfferWarnings({ warnings }: { warnings: readonly OpenOfferWarning[] }) {
  const { t } = useTranslation('investments');
  const enumLabel = useEnumLabel();
  return (
    <Alert color="yellow" title={t('invite.warningTitle')} data-testid="invitation-warnings">
      <List size="sm">
        {warnings.map((warning) => (
          <List.Item key={warning.email}>
            {warning.owner === 'own'
              ? t('invite.warningOwn', { email: warning.email, status: enumLabel('investmentStatus', warning.status) })
              : t('invite.warningOther', { email: warning.email })}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}

export interface InvitationFormValues {
  investorEmails: string;
  networkId: string | null;
  message: string;
  personalDataConsent: boolean;
}

/**
 * The invitation form of spec §2: e-mails separated by semicolons, the network the offers are
 * made in, the message (the host's invite text with the campaign name) and the personal-data
 * consent. One call per address; the result says "all sent" or which addresses failed, and the
 * failed ones stay in the field to try again. Addresses that already have an open offer of the
 * product are named before anything is sent (issue 19): the button then reads "Send anyway".
 */
export function InvitationForm({
  campaignId,
  productId,
  campaignName,
  disabled,
}: {
  campaignId: string;
  productId: string;
  campaignName: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation('investments');
  const { language, resolved } = useBranding();
  const { networks } = useSignedInSession();
  const queryClient = useQueryClient();
  const [report, setReport] = useState<InvitationReport | null>(null);
  const [sending, setSending] = useState(false);
  // Issue 19: the addresses with an open offer of the product, checked as the field is left and
  // again before sending when the addresses changed since; shown before anything is sent.
  const [checked, setChecked] = useState<{ key: string; warnings: OpenOfferWarning[] } | null>(null);
  const [checking, setChecking] = useState(false);
  const inflight = useRef<{ key: string; promise: Promise<OpenOfferWarning[]> } | null>(null);

  const form = useForm<InvitationFormValues>({
    mode: 'controlled',
    initialValues: {
      investorEmails: '',
      networkId: networks.length === 1 ? (networks[0]?.id ?? null) : null,
      message: inviteMessage(resolved.texts.inviteText, campaignName),
      personalDataConsent: false,
    },
    validate: (values) => validateWithSchema(invitationFormSchema, values, language),
    // Issue 19: a field's error shows as it is left, not only when sending.
    ...validateOnBlur,
  });

  /** The warnings for these addresses (the check's failure warns of nothing: the server still refuses). */
  const check = (emails: readonly string[]): Promise<OpenOfferWarning[]> => {
    const key = emailsKey(emails);
    if (checked?.key === key) return Promise.resolve(checked.warnings);
    // Leaving the field for the button checks once: the click waits for the same answer.
    if (inflight.current?.key === key) return inflight.current.promise;
    setChecking(true);
    const promise = checkInvitations(campaignId, productId, emails)
      .then((warnings) => {
        setChecked({ key, warnings });
        return warnings;
      })
      .catch(() => [])
      .finally(() => {
        if (inflight.current?.key === key) inflight.current = null;
        setChecking(false);
      });
    inflight.current = { key, promise };
    return promise;
  };
  const warnings = checked?.key === emailsKey(typedEmails(form.values.investorEmails)) ? checked.warnings : [];

  const submit = async (values: InvitationFormValues) => {
    const parsed = invitationFormSchema.safeParse(values);
    if (!parsed.success) return;
    const payload: InvitationFormOutput = parsed.data;
    // Warnings not shown yet for these addresses stop the first click; "Send anyway" then sends.
    if (checked?.key !== emailsKey(payload.investorEmails)) {
      const found = await check(payload.investorEmails);
      if (found.length > 0) return;
    }
    setSending(true);
    setReport(null);
    try {
      const outcomes = await sendInvitations(payload, (item) => inviteInvestor(campaignId, productId, item));
      const next = invitationReport(outcomes, language);
      setReport(next);
      const failed = outcomes.filter((outcome) => !outcome.ok).map((outcome) => outcome.email);
      form.setFieldValue('investorEmails', failed.join('; '));
      if (next.allSent) form.setFieldValue('personalDataConsent', false);
      void queryClient.invalidateQueries({ queryKey: campaignKeys.offers(campaignId) });
      void queryClient.invalidateQueries({ queryKey: ['investments'] });
    } finally {
      setSending(false);
    }
  };

  return (
    <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
      <Stack gap="sm">
        {report && (
          <Alert
            color={report.allSent ? 'green' : 'orange'}
            role={report.allSent ? 'status' : 'alert'}
            data-testid="invitation-report"
          >
            <Text size="sm" fw={500}>
              {report.message.text}
            </Text>
            {!report.allSent && (
              <List size="sm" mt="xs">
                {report.outcomes
                  .filter((outcome) => !outcome.ok)
                  .map((outcome) => (
                    <List.Item key={outcome.email}>
                      {outcome.email}: {messageOfError(outcome.error, language).text}
                    </List.Item>
                  ))}
              </List>
            )}
          </Alert>
        )}
        <Textarea
          label={t('invite.emails')}
          description={t('invite.emailsHint')}
          placeholder={t('invite.emailsPlaceholder')}
          autosize
          minRows={2}
          withAsterisk
          disabled={disabled}
          {...form.getInputProps('investorEmails')}
          onBlur={(event) => {
            form.getInputProps('investorEmails').onBlur?.(event);
            const emails = typedEmails(event.currentTarget.value);
            if (emails.length > 0) void check(emails);
          }}
        />
        <Select
          label={t('invite.network')}
          placeholder={t('invite.networkPlaceholder')}
          data={networks.map((network) => ({ value: network.id, label: network.name }))}
          withAsterisk
          allowDeselect={false}
          disabled={disabled}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('networkId')}
        />
        <Textarea
          label={t('invite.message')}
          description={t('invite.messageHint')}
          autosize
          minRows={3}
          withAsterisk
          disabled={disabled}
          {...form.getInputProps('message')}
        />
        <Checkbox
          label={t('invite.consent')}
          disabled={disabled}
          {...form.getInputProps('personalDataConsent', { type: 'checkbox' })}
        />
        {/* Next to the button, so the fields below the addresses never move under the pointer. */}
        {checking && (
          <Text size="sm" c="dimmed" role="status">
            {t('invite.checking')}
          </Text>
        )}
        {warnings.length > 0 && <OpenOfferWarnings warnings={warnings} />}
        <Button
          type="submit"
          loading={sending || checking}
          disabled={disabled}
          color={warnings.length > 0 ? 'orange' : undefined}
          style={{ alignSelf: 'flex-start' }}
        >
          {warnings.length > 0 ? t('invite.sendAnyway') : t('invite.submit')}
        </Button>
      </Stack>
    </form>
  );
}
