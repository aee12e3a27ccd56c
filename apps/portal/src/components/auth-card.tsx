import { Alert, Paper, Stack, Text, TextInput, type TextInputProps, Title, type TitleOrder } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOfError } from '@/lib/api/api-error.ts';
import { useBranding } from '@/lib/branding-context.tsx';

/** The card every sign-in screen sits in: a title, a line of explanation, the form. */
export function AuthCard({
  title,
  description,
  children,
  titleOrder = 1,
}: {
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  titleOrder?: TitleOrder;
}) {
  return (
    <Paper component="section" withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <div>
          <Title order={titleOrder} fz="h2" lh={1.25}>
            {title}
          </Title>
          {description && (
            <Text mt="xs" c="gray.7">
              {description}
            </Text>
          )}
        </div>
        {children}
      </Stack>
    </Paper>
  );
}

/** A failed call, in the words of the error catalogue (spec §8). */
export function ApiErrorAlert({ error }: { error: unknown }) {
  const { language } = useBranding();
  if (!error) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />}>
      {messageOfError(error, language).text}
    </Alert>
  );
}

/** The six-digit code of an authenticator app: the sign-in's second step and the two-factor settings. */
export function TwoFactorCodeInput(props: TextInputProps) {
  const { t } = useTranslation('auth');
  return (
    <TextInput
      label={t('twoFactor.code')}
      autoComplete="one-time-code"
      inputMode="numeric"
      maxLength={6}
      required
      {...props}
    />
  );
}
