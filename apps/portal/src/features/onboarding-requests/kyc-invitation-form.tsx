import { Alert, Button, Checkbox, Group, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { kycInvitationFormSchema } from '@wl/shared/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBranding } from '@/lib/branding-context.tsx';
import { validateOnBlur } from '@/lib/forms/blur-validation.ts';
import { validateWithSchema } from '@/lib/forms/validation.ts';
import { invitationsOutcome, sendInvitations } from './invitations.ts';

export interface KycInvitationValues {
  investorEmails: string;
  message: string;
  personalDataConsent: boolean;
}

const emptyValues: KycInvitationValues = { investorEmails: '', message: '', personalDataConsent: false };

/**
 * The KYC invitation form (spec §2): addresses separated by semicolons, a message of at least
 * 10 characters and the personal-data consent, checked by the shared `kycInvitationFormSchema`.
 * Each address is its own call; the outcome says whether all were sent or which failed, and the
 * failed addresses stay in the field to try again.
 */
export function KycInvitationForm({
  send,
  onSent,
  onCancel,
}: {
  send: (payload: { investorEmail: string; message: string }) => Promise<unknown>;
  /** After a round of calls (to refresh the list); `allSent` when nothing failed. */
  onSent: (allSent: boolean) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation('admin');
  const { language } = useBranding();
  const [outcome, setOutcome] = useState<ReturnType<typeof invitationsOutcome> | null>(null);
  const form = useForm<KycInvitationValues>({
    mode: 'controlled',
    initialValues: emptyValues,
    validate: (values) => validateWithSchema(kycInvitationFormSchema, values, language),
    ...validateOnBlur,
  });

  const submit = form.onSubmit(async (values) => {
    const { investorEmails, message } = kycInvitationFormSchema.parse(values);
    setOutcome(null);
    const results = await sendInvitations(investorEmails, (investorEmail) => send({ investorEmail, message }));
    const result = invitationsOutcome(results, language);
    setOutcome(result);
    notifications.show({ color: result.color, message: result.text });
    if (result.failed.length > 0) form.setFieldValue('investorEmails', result.failed.join('; '));
    onSent(result.failed.length === 0);
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {outcome ? (
          <Alert color={outcome.color} role="alert" data-testid="invitation-outcome">
            {outcome.text}
          </Alert>
        ) : null}
        <Textarea
          label={t('invitation.emails')}
          description={t('invitation.emailsHint')}
          required
          autosize
          minRows={2}
          key={form.key('investorEmails')}
          {...form.getInputProps('investorEmails')}
        />
        <Textarea
          label={t('invitation.message')}
          description={t('invitation.messageHint')}
          required
          autosize
          minRows={4}
          key={form.key('message')}
          {...form.getInputProps('message')}
        />
        <Checkbox
          label={t('invitation.consent')}
          key={form.key('personalDataConsent')}
          {...form.getInputProps('personalDataConsent', { type: 'checkbox' })}
        />
        <Group justify="flex-end" gap="sm">
          {onCancel ? (
            <Button variant="default" onClick={onCancel}>
              {t('common.close')}
            </Button>
          ) : null}
          <Button type="submit" loading={form.submitting}>
            {t('invitation.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
