import { Alert, Button, Checkbox, List, Select, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { inviteMessage } from '@wl/shared/config';
import { type InvitationForm as InvitationFormOutput, invitationFormSchema } from '@wl/shared/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOfError } from '@/lib/api/api-error.ts';
import { useBranding } from '@/lib/branding-context.tsx';
import { validateWithSchema } from '@/lib/forms/validation.ts';
import { useSignedInSession } from '@/lib/session/session-context.tsx';
import { campaignKeys, inviteInvestor } from '../api/campaigns-api.ts';
import { type InvitationReport, invitationReport, sendInvitations } from '../lib/invitations.ts';

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
 * failed ones stay in the field to try again.
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

  const form = useForm<InvitationFormValues>({
    mode: 'controlled',
    initialValues: {
      investorEmails: '',
      networkId: networks.length === 1 ? (networks[0]?.id ?? null) : null,
      message: inviteMessage(resolved.texts.inviteText, campaignName),
      personalDataConsent: false,
    },
    validate: (values) => validateWithSchema(invitationFormSchema, values, language),
  });

  const submit = async (values: InvitationFormValues) => {
    const parsed = invitationFormSchema.safeParse(values);
    if (!parsed.success) return;
    const payload: InvitationFormOutput = parsed.data;
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
        <Button type="submit" loading={sending} disabled={disabled} style={{ alignSelf: 'flex-start' }}>
          {t('invite.submit')}
        </Button>
      </Stack>
    </form>
  );
}
