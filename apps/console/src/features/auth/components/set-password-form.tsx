import { Alert, Button, Center, Loader, Paper, PasswordInput, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { OPERATOR_PASSWORD_MIN_LENGTH, operatorPasswordSchema } from '@wl/shared/console';
import { issueMessage } from '@wl/shared/i18n';
import { type FormEvent, useState } from 'react';
import { errorText } from '../../../lib/error-text.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { trpc } from '../../../lib/trpc.ts';
import { SignInForm } from './sign-in-form.tsx';

/**
 * The page of a mailed link (`#/password/<token>`, decision 046): an invited operator chooses
 * their password, or one whose access was reset a new one; then they sign in here (and enrol a
 * second factor if they have none). The token is in the URL's fragment, which no request carries.
 * `onFinished`: the operator leaves a link that does not work for the sign-in screen.
 */
export function SetPasswordForm({ token, onFinished }: { token: string; onFinished: () => void }) {
  const { language, t } = useI18n();
  const link = trpc.auth.passwordLink.useQuery({ token }, { retry: false, staleTime: Number.POSITIVE_INFINITY });
  const setPassword = trpc.auth.setPassword.useMutation();
  const [password, setPasswordValue] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirmation?: string }>({});
  const [doneFor, setDoneFor] = useState<string | null>(null);

  if (doneFor) {
    return (
      <Stack gap="md">
        <Alert color="green" variant="light" maw={420} mx="auto" w="100%">
          {t('password.done')}
        </Alert>
        <SignInForm initialEmail={doneFor} />
      </Stack>
    );
  }
  if (link.isPending) {
    return (
      <Center role="status" py="xl">
        <Loader size="sm" />
        <VisuallyHidden>{t('password.checking')}</VisuallyHidden>
      </Center>
    );
  }
  const valid = link.data?.status === 'valid' ? link.data : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    const next: typeof errors = {};
    const issue = operatorPasswordSchema.safeParse(password).error?.issues[0];
    if (!password) next.password = t('auth.required');
    else if (issue) next.password = issueMessage(issue, language);
    if (!confirmation) next.confirmation = t('auth.required');
    else if (confirmation !== password) next.confirmation = t('password.mismatch');
    setErrors(next);
    if (next.password || next.confirmation) return;
    setPassword.mutate(
      { token, password },
      {
        onSuccess: (result) => {
          // The link is used up: it leaves the address bar and the history entry.
          window.history.replaceState(null, '', window.location.pathname);
          setDoneFor(result.email);
        },
      },
    );
  }

  return (
    <Paper component="section" withBorder p="lg" maw={420} mx="auto" w="100%" aria-labelledby="password-heading">
      {!valid ? (
        <Stack gap="md">
          <Title order={2} size="h3" id="password-heading">
            {t('password.invalidHeading')}
          </Title>
          <Text size="sm">{t('password.invalid')}</Text>
          <Button component="a" href="#/hosts" variant="default" onClick={onFinished}>
            {t('password.toSignIn')}
          </Button>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Title order={2} size="h3" id="password-heading">
              {valid.purpose === 'invitation' ? t('password.inviteHeading') : t('password.resetHeading')}
            </Title>
            <Text size="sm">{t('password.intro', { email: valid.email })}</Text>
            {setPassword.isError && (
              <Alert color="red" variant="light">
                {errorText(setPassword.error, language)}
              </Alert>
            )}
            <input type="email" name="username" autoComplete="username" value={valid.email} readOnly hidden />
            <PasswordInput
              label={t('password.new')}
              description={t('password.rule', { min: OPERATOR_PASSWORD_MIN_LENGTH })}
              value={password}
              onChange={(event) => setPasswordValue(event.currentTarget.value)}
              autoComplete="new-password"
              required
              error={errors.password}
            />
            <PasswordInput
              label={t('password.repeat')}
              value={confirmation}
              onChange={(event) => setConfirmation(event.currentTarget.value)}
              autoComplete="new-password"
              required
              error={errors.confirmation}
            />
            <Button type="submit" loading={setPassword.isPending}>
              {t('password.submit')}
            </Button>
          </Stack>
        </form>
      )}
    </Paper>
  );
}
