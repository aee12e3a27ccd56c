import { Button, Checkbox, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert, TwoFactorCodeInput } from '@/components/auth-card.tsx';
import { deferBlurPastClick } from '@/lib/forms/blur-validation.ts';
import { useFieldProps } from '@/lib/forms/form-helpers.ts';
import { lazyRules, submitWithRules } from '@/lib/forms/lazy-rules.ts';
import type { TwoFactorChallenge, useAdvisorSignIn } from '../lib/use-advisor-sign-in.ts';

const twoFactorRules = lazyRules(() => import('../lib/sign-in-rules.ts').then((rules) => rules.twoFactorRules));

/** The second step of the advisor sign-in: the Google Authenticator code. */
export default function TwoFactorStep({
  challenge,
  mutation,
  onBack,
}: {
  challenge: TwoFactorChallenge;
  mutation: ReturnType<typeof useAdvisorSignIn>['twoFactor'];
  onBack: () => void;
}) {
  const { t } = useTranslation('auth');
  const form = useForm({
    mode: 'controlled',
    initialValues: { twoFactorToken: challenge.twoFactorToken, code: '', rememberDevice: false },
    validate: twoFactorRules.validate,
    validateInputOnBlur: ['code'],
    enhanceGetInputProps: deferBlurPastClick,
  });
  const field = useFieldProps(form);
  return (
    <form
      noValidate
      onFocus={() => void twoFactorRules.load().catch(() => {})}
      onSubmit={submitWithRules(
        twoFactorRules,
        form.onSubmit((values) => mutation.mutate({ code: values.code.trim(), rememberDevice: values.rememberDevice })),
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
        <TwoFactorCodeInput
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
