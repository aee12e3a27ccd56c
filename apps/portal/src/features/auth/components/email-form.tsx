import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { emailPayloadSchema } from '@wl/shared/schemas';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '@/components/auth-card.tsx';
import { validateOnBlur } from '@/lib/forms/blur-validation.ts';
import { useFieldProps } from '@/lib/forms/form-helpers.ts';

/** One e-mail field and a button: the investor link, password reset and activation mails. */
export function EmailForm({
  submitLabel,
  submit,
  onDone,
  initialEmail = '',
}: {
  submitLabel: string;
  submit: (email: string) => Promise<unknown>;
  onDone: (email: string) => void;
  initialEmail?: string;
}) {
  const { t } = useTranslation('auth');
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: initialEmail },
    validate: zod4Resolver(emailPayloadSchema, { errorPriority: 'first' }),
    ...validateOnBlur,
  });
  const field = useFieldProps(form);
  const mutation = useMutation({
    mutationFn: async (email: string) => {
      await submit(email);
      return email;
    },
    onSuccess: onDone,
  });
  return (
    <form noValidate onSubmit={form.onSubmit((values) => mutation.mutate(values.email.trim()))}>
      <Stack gap="md">
        <ApiErrorAlert error={mutation.error} />
        <TextInput
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          {...field('email')}
        />
        <Button type="submit" loading={mutation.isPending} fullWidth>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
