import { Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiErrorAlert } from '@/components/auth-card.tsx';
import { paths } from '@/config/paths.ts';
import { validateOnBlur } from '@/lib/forms/blur-validation.ts';
import { useFieldProps } from '@/lib/forms/form-helpers.ts';
import { lazyRules, submitWithRules } from '@/lib/forms/lazy-rules.ts';
import { useAdvisorSignIn } from '../lib/use-advisor-sign-in.ts';

type SignIn = ReturnType<typeof useAdvisorSignIn>;

const loginRules = lazyRules(() => import('../lib/sign-in-rules.ts').then((rules) => rules.loginRules));
/** The code step, asked of few sign-ins: its chunk loads when the password step is sent (decision 075). */
const loadTwoFactorStep = () => import('./two-factor-step.tsx');
const TwoFactorStep = lazy(loadTwoFactorStep);

function PasswordStep({ mutation }: { mutation: SignIn['password'] }) {
  const { t } = useTranslation('auth');
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '', password: '' },
    validate: loginRules.validate,
    ...validateOnBlur,
  });
  const field = useFieldProps(form);
  return (
    <form
      noValidate
      onFocus={() => void loginRules.load().catch(() => {})}
      onSubmit={submitWithRules(
        loginRules,
        form.onSubmit((values) => {
          void loadTwoFactorStep().catch(() => {});
          mutation.mutate(values);
        }),
      )}
    >
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

/** The advisor sign-in: the password form, then the Google Authenticator code when asked. */
export function AdvisorSignIn() {
  const { challenge, password, twoFactor, backToPassword } = useAdvisorSignIn();
  return challenge ? (
    <Suspense fallback={null}>
      <TwoFactorStep challenge={challenge} mutation={twoFactor} onBack={backToPassword} />
    </Suspense>
  ) : (
    <PasswordStep mutation={password} />
  );
}
