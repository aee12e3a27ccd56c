import { Alert, Button, Group, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useI18n } from '../../../lib/i18n.tsx';
import { trpc } from '../../../lib/trpc.ts';
import { signInErrorKey } from '../api/auth-errors.ts';

/**
 * E-mail and password, then the TOTP code when the account has one: the second step sends the
 * same e-mail and password again with the code (the edge keeps no half-signed-in state).
 */
export function SignInForm() {
  const { t } = useI18n();
  const utils = trpc.useUtils();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [totpCode, setTotpCode] = useState('');
  const [totpStep, setTotpStep] = useState(false);
  const [fieldError, setFieldError] = useState<'email' | 'password' | 'totpCode' | null>(null);

  const signIn = trpc.auth.signIn.useMutation({
    onSuccess: (result) => {
      if (result.status === 'totp-required') {
        setTotpStep(true);
        return;
      }
      utils.auth.me.setData(undefined, result.operator);
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim()) return setFieldError('email');
    if (!password) return setFieldError('password');
    if (totpStep && !/^\d{6}$/.test(totpCode.trim())) return setFieldError('totpCode');
    setFieldError(null);
    signIn.mutate({ email, password, ...(totpStep ? { totpCode: totpCode.trim() } : {}) });
  }

  function back() {
    setTotpStep(false);
    setTotpCode('');
    setFieldError(null);
    signIn.reset();
  }

  return (
    <Paper component="section" withBorder p="lg" maw={420} mx="auto" w="100%" aria-labelledby="sign-in-heading">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={2} size="h3" id="sign-in-heading">
            {t('auth.heading')}
          </Title>
          <Text size="sm" c="dimmed">
            {totpStep ? t('auth.totpHint') : t('auth.intro')}
          </Text>
          {signIn.isError && (
            <Alert color="red" variant="light" role="alert">
              {t(signInErrorKey(signIn.error))}
            </Alert>
          )}
          {totpStep ? (
            <TextInput
              label={t('auth.totpCode')}
              value={totpCode}
              onChange={(event) => setTotpCode(event.currentTarget.value)}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              required
              data-autofocus
              autoFocus
              error={fieldError === 'totpCode' ? t('auth.codeFormat') : undefined}
            />
          ) : (
            <>
              <TextInput
                label={t('auth.email')}
                type="email"
                value={email}
                onChange={(event) => setEmail(event.currentTarget.value)}
                autoComplete="username"
                required
                error={fieldError === 'email' ? t('auth.required') : undefined}
              />
              <PasswordInput
                label={t('auth.password')}
                value={password}
                onChange={(event) => setPassword(event.currentTarget.value)}
                autoComplete="current-password"
                required
                error={fieldError === 'password' ? t('auth.required') : undefined}
              />
            </>
          )}
          <Group justify={totpStep ? 'space-between' : 'flex-end'}>
            {totpStep && (
              <Button variant="subtle" onClick={back}>
                {t('auth.back')}
              </Button>
            )}
            <Button type="submit" loading={signIn.isPending}>
              {totpStep ? t('auth.verify') : t('auth.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
