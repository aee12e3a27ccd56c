import { Alert, Button, Group, Text } from '@mantine/core';
import { IconUserShield } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiErrorAlert } from '@/components/auth-card.tsx';
import { paths } from '@/config/paths.ts';
import { authApi } from '@/lib/api/auth-api.ts';
import { type SignedInSession, useSession } from '@/lib/session/session-context.tsx';

const fullName = (person: { firstName: string; surname: string; email: string }) =>
  `${person.firstName} ${person.surname}`.trim() || person.email;

/**
 * While an admin acts as another user (spec §6 "impersonation"): who is signed in and by whom,
 * and the way back. Ending it returns the admin's own tokens; what was loaded as the other user
 * is dropped.
 */
export function ImpersonationBanner({ session }: { session: SignedInSession }) {
  const { t } = useTranslation('app');
  const { signIn } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const end = useMutation({
    mutationFn: authApi.endImpersonation,
    onSuccess: (tokens) => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'session' });
      signIn(tokens);
      navigate(paths.app.root.getHref());
    },
  });
  const { user, impersonator, impersonatorUser } = session.user;
  if (!impersonator) return null;
  const by = impersonatorUser ? fullName(impersonatorUser) : null;
  return (
    <Alert
      color="yellow"
      variant="light"
      radius={0}
      icon={<IconUserShield aria-hidden="true" />}
      aria-label={t('impersonation.label')}
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dark.9">
          {by
            ? t('impersonation.text', { user: fullName(user), impersonator: by })
            : t('impersonation.textAnonymous', { user: fullName(user) })}
        </Text>
        <Button size="xs" color="dark" loading={end.isPending} onClick={() => end.mutate()}>
          {t('impersonation.return')}
        </Button>
      </Group>
      {end.error ? <ApiErrorAlert error={end.error} /> : null}
    </Alert>
  );
}
