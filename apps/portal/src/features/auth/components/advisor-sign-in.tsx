import { Anchor, Button, Checkbox, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { loginPayloadSchema, twoFactorLoginPayloadSchema } from '@wl/shared/schemas';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiErrorAlert } from '@/components/auth-card.tsx';
import { paths } from '@/config/paths.ts';
import { deferBlurPastClick, validateOnBlur } from '@/lib/forms/blur-validation.ts';
import { useFieldProps } from '@/lib/forms/form-helpers.ts';
import { type TwoFactorChallenge, useAdvisorSignIn } from '../lib/use-advisor-sign-in.ts';

type SignIn = ReturnType<typeof useAdvisorSignIn>;

function PasswordStep({ mutation }: { mutation: SignIn['password'] }) {
  const { t } = useTranslation('auth');
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '', password: '' },
    validate: zod4Resolver(loginPayloadSchema, { errorPriority: 'first' }),
    ...validateOnBlur,
  });
  const field = useFieldProps(form);
  return (
    <form noValidate onSubmit={form.onSubmit((values) => mutation.mutate(values))}>
      <Stack gap="md">
        <ApiErrorAlert error={mutation.error} />
        <TextInput
          label={t('fields.email')}
          type="email"
          autoComplete="username"
          inputMode="email"
          required
          {...field('email')}
        />
        <PasswordInput label={t('fields.password')} autoComplete="current-password" required {...field('password')} />
        <Anchor component={Link} to={paths.resetPassword.getHref()} size="sm" w="fit-content">
          {t('login.forgotPassword')}
        </Anchor>
        <Button type="submit" loading={mutation.isPending} fullWidth>
          {t('login.submit')}
        </Button>
      </Stack>
    </form>
  );
}

function TwoFactorStep({
  challenge,
  mutation,
  onBack,
}: {
  challenge: TwoFactorChallenge;
  mutation: SignIn['twoFactor'];
  onBack: () => void;
}) {
  const { t } = useTranslation('auth');
  const form = useForm({
    mode: 'controlled',
    initialValues: { twoFactorToken: challenge.twoFactorToken, code: '', rememberDevice: false },
    validate: zod4Resolver(twoFactorLoginPayloadSchema, { errorPriority: 'first' }),
    validateInputOnBlur: ['code'],
    enhanceGetInputProps: deferBlurPastClick,
  });
  const field = useFieldProps(form);
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        mutation.mutate({ code: values.code.trim(), rememberDevice: values.rememberDevice }),
      )}
    >
      <Stack gap="md">
        <div>
          <Text fw={600}>{t('twoFactor.title')}</Text>
          <Text size="sm" c="gray.7">
            {t('twoFactor.description', { email: challenge.email })}
          </Text>
        </div>
        <ApiErrorAlert error={mutation.error} />
        <TextInput
          label={t('twoFactor.code')}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={6}
          required
          // The step replaces the password form: focus moves to the field that is asked for now.
          autoFocus
          {...field('code')}
        />
        <Checkbox
          label={t('twoFactor.remember')}
          description={t('twoFactor.rememberHint')}
          {...field('rememberDevice', { type: 'checkbox' })}
        />
        <Button type="submit" loading={mutation.isPending} fullWidth>
          {t('twoFactor.submit')}
        </Button>
        <Button variant="subtle" onClick={onBack} disabled={mutation.isPending}>
          {t('twoFactor.back')}
        </Button>
      </Stack>
    </form>
  );
}

/** The advisor sign-in: the password form, then the Google Authenticator code when asked. */
export function AdvisorSignIn() {
  const { challenge, password, twoFactor, backToPassword } = useAdvisorSignIn();
  return challenge ? (
    <TwoFactorStep challenge={challenge} mutation={twoFactor} onBack={backToPassword} />
  ) : (
    <PasswordStep mutation={password} />
  );
}
