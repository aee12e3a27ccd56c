import { ActionIcon, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { hostAliasSchema } from '@wl/shared/console';
import { issueMessage } from '@wl/shared/i18n';
import { useState } from 'react';
import { PromptDialog } from '../../../components/prompt-dialog.tsx';
import { hostLabel } from '../../../lib/format.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { trpc } from '../../../lib/trpc.ts';

interface HostAliasesPanelProps {
  hostId: string;
  hostname: string;
  aliases: string[];
  onChanged: (message: string) => Promise<void> | void;
  onError: (error: unknown) => void;
}

/**
 * A host's other names (decision 048): each redirects every request to the host's address, for
 * apex + www or a former name. Admins add and remove them; the list says where they lead.
 */
export function HostAliasesPanel({ hostId, hostname, aliases, onChanged, onError }: HostAliasesPanelProps) {
  const { language, t } = useI18n();
  const add = trpc.hosts.addAlias.useMutation();
  const remove = trpc.hosts.removeAlias.useMutation();
  const [adding, setAdding] = useState(false);
  const target = hostLabel(hostname);
  return (
    <Paper component="section" withBorder p="md" aria-labelledby="aliases-heading">
      <Stack gap="sm">
        <Title order={3} size="h4" id="aliases-heading">
          {t('aliases.heading')}
        </Title>
        <Text size="sm">{t('aliases.intro', { target })}</Text>
        {aliases.length === 0 ? (
          <Text size="sm">{t('aliases.none')}</Text>
        ) : (
          <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('aliases.heading')}>
            {aliases.map((alias) => (
              <Group key={alias} component="li" gap="xs" wrap="nowrap">
                <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
                  {hostLabel(alias)} → {target}
                </Text>
                <ActionIcon
                  variant="subtle"
                  color="red.8"
                  aria-label={t('aliases.remove', { host: hostLabel(alias) })}
                  loading={remove.isPending && remove.variables?.hostname === alias}
                  onClick={() =>
                    remove.mutate(
                      { hostConfigId: hostId, hostname: alias },
                      { onSuccess: () => onChanged(t('aliases.removed', { host: hostLabel(alias) })), onError },
                    )
                  }
                >
                  <span aria-hidden="true">×</span>
                </ActionIcon>
              </Group>
            ))}
          </Stack>
        )}
        <Group>
          <Button size="xs" variant="default" onClick={() => setAdding(true)}>
            {t('aliases.add')}
          </Button>
        </Group>
      </Stack>
      <PromptDialog
        opened={adding}
        onClose={() => setAdding(false)}
        title={t('aliases.addTitle', { host: hostLabel(hostname) })}
        body={t('aliases.addBody')}
        label={t('aliases.label')}
        cancelLabel={t('identity.cancel')}
        confirmLabel={t('aliases.confirm')}
        loading={add.isPending}
        validate={(name) => {
          const issue = hostAliasSchema.shape.hostname.safeParse(name).error?.issues[0];
          return issue ? issueMessage(issue, language) : null;
        }}
        onConfirm={(name) =>
          add.mutate(
            { hostConfigId: hostId, hostname: name },
            {
              onSuccess: async () => {
                setAdding(false);
                await onChanged(t('aliases.added', { host: name.trim() }));
              },
              onError: (failure) => {
                setAdding(false);
                onError(failure);
              },
            },
          )
        }
      />
    </Paper>
  );
}
