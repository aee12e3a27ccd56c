import { Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { type SetPasswordPayload, setPasswordPayloadSchema } from '@wl/shared/schemas';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '@/components/auth-card.tsx';
import { validateOnBlur } from '@/lib/forms/blur-validation.ts';
import { useFieldProps } from '@/lib/forms/form-helpers.ts';

/** A new password typed twice, with the mailed token (password reset and account activation). */
export function PasswordForm({
  token,
  submitLabel,
  submit,
  onDone,
  onError,
}: {
  token: string;
  submitLabel: string;
  submit: (payload: SetPasswordPayload) => Promise<unknown>;
  onDone: () => void;
  onError?: (error: unknown) => void;
}) {
  const { t } = useTranslation('auth');
  const form = useForm({
    mode: 'controlled',
    initialValues: { token, password: '', passwordConfirmation: '' },
    validate: zod4Resolver(setPasswordPayloadSchema, { errorPriority: 'first' }),
    ...validateOnBlur,
  });
  const field = useFieldProps(form);
  const mutation = useMutation({ mutationFn: submit, onSuccess: onDone, ...(onError ? { onError } : {}) });
  return (
    <form noValidate onSubmit={form.onSubmit((values) => mutation.mutate(values))}>
      <Stack gap="md">
        <ApiErrorAlert error={mutation.error} />
        <PasswordInput
          label={t('fields.newPassword')}
          description={t('passwordRules')}
          autoComplete="new-password"
          required
          {...field('password')}
        />
        <PasswordInput
          label={t('fields.passwordConfirmation')}
          autoComplete="new-password"
          required
          {...field('passwordConfirmation')}
        />
        <Button type="submit" loading={mutation.isPending} fullWidth>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
