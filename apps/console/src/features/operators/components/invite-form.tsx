import { Button, Group, Paper, Select, Stack, TextInput, Title } from '@mantine/core';
import { inviteOperatorSchema, type OperatorRole, operatorRoles } from '@wl/shared/console';
import { issueMessage } from '@wl/shared/i18n';
import { type FormEvent, useState } from 'react';
import { formatDateTime } from '../../../lib/format.ts';
import { type ConsoleLanguage, useI18n } from '../../../lib/i18n.tsx';
import { trpc } from '../../../lib/trpc.ts';

/** Invites an operator by mail: e-mail, role and the language of the mail. */
export function InviteForm({ onDone }: { onDone: (message: string | null, error?: unknown) => void }) {
  const { language, t } = useI18n();
  const utils = trpc.useUtils();
  const invite = trpc.operators.invite.useMutation();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<OperatorRole>('editor');
  const [mailLanguage, setMailLanguage] = useState<ConsoleLanguage>(language);
  const [emailError, setEmailError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = inviteOperatorSchema.shape.email.safeParse(email);
    const issue = parsed.error?.issues[0];
    if (issue) return setEmailError(issueMessage(issue, language));
    setEmailError(null);
    invite.mutate(
      { email, role, language: mailLanguage },
      {
        onSuccess: async (result) => {
          setEmail('');
          await utils.operators.list.invalidate();
          onDone(
            t('operators.invite.sent', {
              email: result.sentTo,
              until: formatDateTime(result.linkExpiresAt, language),
            }),
          );
        },
        onError: (error) => onDone(null, error),
      },
    );
  }

  return (
    <Paper component="section" withBorder p="md" aria-labelledby="invite-heading">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={3} size="h4" id="invite-heading">
            {t('operators.invite.heading')}
          </Title>
          <Group align="flex-start" gap="sm" wrap="wrap">
            <TextInput
              label={t('operators.invite.email')}
              type="email"
              value={email}
              onChange={(event) => {
                setEmail(event.currentTarget.value);
                setEmailError(null);
              }}
              error={emailError}
              required
              autoComplete="off"
              w={{ base: '100%', sm: 280 }}
            />
            <Select
              label={t('operators.invite.role')}
              data={operatorRoles.map((value) => ({ value, label: t(`operators.roles.${value}`) }))}
              value={role}
              onChange={(value) => value && setRole(value as OperatorRole)}
              allowDeselect={false}
              w={{ base: '100%', sm: 180 }}
            />
            <Select
              label={t('operators.invite.language')}
              data={[
                { value: 'pl', label: t('operators.languages.pl') },
                { value: 'en', label: t('operators.languages.en') },
              ]}
              value={mailLanguage}
              onChange={(value) => value && setMailLanguage(value as ConsoleLanguage)}
              allowDeselect={false}
              w={{ base: '100%', sm: 160 }}
            />
          </Group>
          <Group>
            <Button type="submit" loading={invite.isPending}>
              {t('operators.invite.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
