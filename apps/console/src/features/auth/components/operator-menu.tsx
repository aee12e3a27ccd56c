import { Button, Group, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import type { Operator } from '@wl/shared/console';
import { useI18n } from '../../../lib/i18n.tsx';
import { trpc } from '../../../lib/trpc.ts';

/** The signed-in operator's e-mail and the sign-out button, in the header. */
export function OperatorMenu({ operator }: { operator: Operator }) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const utils = trpc.useUtils();
  const signOut = trpc.auth.signOut.useMutation({
    onSettled: () => {
      utils.auth.me.setData(undefined, null);
      // Nothing of the previous operator stays in memory for whoever signs in next.
      const me = JSON.stringify(getQueryKey(trpc.auth.me)[0]);
      queryClient.removeQueries({ predicate: (query) => JSON.stringify(query.queryKey[0]) !== me });
    },
  });
  return (
    <Group gap="sm" wrap="wrap">
      <Text size="sm">{t('auth.signedInAs', { email: operator.email })}</Text>
      <Button size="xs" variant="default" loading={signOut.isPending} onClick={() => signOut.mutate()}>
        {t('auth.signOut')}
      </Button>
    </Group>
  );
}
