import { Alert, Button, Code, Group, Image, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useI18n } from '../../../lib/i18n.tsx';
import { trpc } from '../../../lib/trpc.ts';
import { signInErrorKey } from '../api/auth-errors.ts';

/** What the edge answered to the password step of an operator who has no second factor yet. */
interface Enrolment {
  secret: string;
  qrCodeDataUrl: string;
}

/**
 * E-mail and password, then the TOTP code: the second step sends the same e-mail and password
 * again with the code (the edge keeps no half-signed-in state). An operator without a second factor
 * first sets one up (decision 031): the QR code and key of a new secret, then a code from it.
 */
export function SignInForm({ initialEmail = '' }: { initialEmail?: string } = {}) {
  const { t } = useI18n();
  const utils = trpc.useUtils();
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [totpCode, setTotpCode] = useState('');
  const [totpStep, setTotpStep] = useState(false);
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [fieldError, setFieldError] = useState<'email' | 'password' | 'totpCode' | null>(null);

  const signIn = trpc.auth.signIn.useMutation({
    onSuccess: (result) => {
      if (result.status === 'totp-required') {
        setTotpStep(true);
        return;
      }
      if (result.status === 'totp-enrolment') {
        setEnrolment({ secret: result.secret, qrCodeDataUrl: result.qrCodeDataUrl });
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
    setEnrolment(null);
    setTotpCode('');
    setFieldError(null);
    signIn.reset();
  }

  return (
    <Paper component="section" withBorder p="lg" maw={420} mx="auto" w="100%" aria-labelledby="sign-in-heading">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={2} size="h3" id="sign-in-heading">
            {enrolment ? t('auth.enrolHeading') : t('auth.heading')}
          </Title>
          <Text size="sm" c="dimmed">
            {enrolment ? t('auth.enrolIntro') : totpStep ? t('auth.totpHint') : t('auth.intro')}
          </Text>
          {enrolment && (
            <Stack gap="xs" align="center">
              <Image
                src={enrolment.qrCodeDataUrl}
                alt={t('auth.enrolQrAlt', { email })}
                w={180}
                h={180}
                fit="contain"
                data-testid="totp-qr"
              />
              <Text size="sm">{t('auth.enrolSecret')}</Text>
              <Code fz="sm" data-testid="totp-secret" style={{ wordBreak: 'break-all' }}>
                {enrolment.secret}
              </Code>
            </Stack>
          )}
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
              {enrolment ? t('auth.enrolSubmit') : totpStep ? t('auth.verify') : t('auth.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
