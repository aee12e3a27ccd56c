import { Alert, Button, Card, Group, NumberInput, Stack, Switch, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  FOLLOW_UP_MAX_STALL_DAYS,
  FOLLOW_UP_MIN_STALL_DAYS,
  type FollowUpSettings,
  followUpSettingsSchema,
} from '@wl/shared/schemas';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOfError } from '@/lib/api/api-error.ts';
import { useBranding } from '@/lib/branding-context.tsx';
import { validateOnBlur } from '@/lib/forms/blur-validation.ts';
import { violationsToFormErrors } from '@/lib/forms/validation.ts';
import { useFollowUpSettings, useSaveFollowUpSettings } from '../api/follow-up-api.ts';

interface FormValues {
  /** What the field holds: a number, or '' while it is empty. */
  stallDays: number | string;
  automaticReminders: boolean;
}

const range = { min: FOLLOW_UP_MIN_STALL_DAYS, max: FOLLOW_UP_MAX_STALL_DAYS };

/**
 * The tenant's follow-up settings (issue 20, item 4; decision 072) as an admin changes them: after
 * how many days an offer counts as stalled and whether reminders go out by themselves. Checked by
 * the shared `followUpSettingsSchema` as the field is left and on save, as the API checks it.
 */
function SettingsForm({ settings }: { settings: FollowUpSettings }) {
  const { t } = useTranslation('insight');
  const { language } = useBranding();
  const save = useSaveFollowUpSettings();
  const form = useForm<FormValues>({
    mode: 'controlled',
    initialValues: settings,
    validate: (values) => {
      const result = followUpSettingsSchema.safeParse({
        stallDays: typeof values.stallDays === 'number' ? values.stallDays : Number.NaN,
        automaticReminders: values.automaticReminders,
      });
      const wrongDays = !result.success && result.error.issues.some((issue) => issue.path[0] === 'stallDays');
      return wrongDays ? { stallDays: t('followUp.settings.stallDaysRange', range) } : {};
    },
    ...validateOnBlur,
  });
  // What the server keeps shows once it answers (a save elsewhere, the first load).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new answer resets the form
  useEffect(() => {
    form.setInitialValues(settings);
    form.setValues(settings);
  }, [settings.stallDays, settings.automaticReminders]);

  const submit = form.onSubmit(async (values) => {
    const next = { stallDays: Number(values.stallDays), automaticReminders: values.automaticReminders };
    try {
      await save.mutateAsync(next);
      notifications.show({
        color: 'green',
        message: t('followUp.settings.saved'),
        closeButtonProps: { 'aria-label': t('followUp.closeNotification') },
      });
    } catch (error) {
      const fieldErrors = violationsToFormErrors(error, ['stallDays', 'automaticReminders']);
      if (Object.keys(fieldErrors).length > 0) form.setErrors(fieldErrors);
      notifications.show({
        color: 'red',
        title: t('followUp.settings.saveFailed'),
        message: messageOfError(error, language).text,
        closeButtonProps: { 'aria-label': t('followUp.closeNotification') },
      });
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby="follow-up-settings-title">
      <Stack gap="sm">
        <Group align="flex-start" gap="lg" wrap="wrap">
          <NumberInput
            label={t('followUp.settings.stallDays')}
            description={t('followUp.settings.stallDaysHint', range)}
            min={FOLLOW_UP_MIN_STALL_DAYS}
            max={FOLLOW_UP_MAX_STALL_DAYS}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="none"
            w={{ base: '100%', xs: 260 }}
            {...form.getInputProps('stallDays')}
          />
          <Switch
            mt={{ base: 0, xs: 'xl' }}
            label={t('followUp.settings.automatic')}
            description={t('followUp.settings.automaticHint')}
            {...form.getInputProps('automaticReminders', { type: 'checkbox' })}
          />
        </Group>
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('followUp.settings.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * The settings on the follow-up screen: an admin changes them; anyone else reads N (the list is
 * built with it) and whether automatic reminders are on.
 */
export function FollowUpSettingsPanel({ editable }: { editable: boolean }) {
  const { t } = useTranslation('insight');
  const { language } = useBranding();
  const settings = useFollowUpSettings();
  if (settings.isPending) return null;
  if (settings.isError) {
    return (
      <Alert color="red" role="alert" title={t('followUp.settings.loadFailed')}>
        {messageOfError(settings.error, language).text}
      </Alert>
    );
  }
  const data = settings.data;
  if (!editable) {
    return (
      <Text size="sm" c="gray.7" data-testid="follow-up-stall-days">
        {t('followUp.settings.readOnly', { count: data.stallDays })}{' '}
        {t(data.automaticReminders ? 'followUp.settings.automaticOn' : 'followUp.settings.automaticOff')}
      </Text>
    );
  }
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="follow-up-settings-title">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="follow-up-settings-title">
          {t('followUp.settings.title')}
        </Title>
        <SettingsForm settings={data} />
      </Stack>
    </Card>
  );
}
