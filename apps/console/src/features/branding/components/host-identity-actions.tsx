import { Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { renameHostSchema } from '@wl/shared/console';
import { asciiHostName, displayHostName } from '@wl/shared/hosts';
import { issueMessage } from '@wl/shared/i18n';
import { useState } from 'react';
import { Dialog } from '../../../components/dialog.tsx';
import { PromptDialog } from '../../../components/prompt-dialog.tsx';
import { hostLabel } from '../../../lib/format.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { trpc } from '../../../lib/trpc.ts';
import type { BrandingStateView } from '../types.ts';

interface HostIdentityActionsProps {
  state: BrandingStateView;
  onRenamed: (message: string) => Promise<void> | void;
  /** The host is gone: back to the list, saying so. */
  onDeleted: (message: string) => void;
  onError: (error: unknown) => void;
}

/**
 * Renaming a host and deleting one that is not live (issue 17, item 5), each behind a dialog
 * that says what happens; deleting asks for the host's name typed out.
 */
export function HostIdentityActions({ state, onRenamed, onDeleted, onError }: HostIdentityActionsProps) {
  const { host } = state;
  if (host.isDefault || !host.hostname) return null;
  return (
    <Group gap="sm">
      <RenameAction hostId={host.id} hostname={host.hostname} onRenamed={onRenamed} onError={onError} />
      {host.status !== 'live' && (
        <DeleteAction hostId={host.id} hostname={host.hostname} onDeleted={onDeleted} onError={onError} />
      )}
    </Group>
  );
}

function RenameAction({
  hostId,
  hostname,
  onRenamed,
  onError,
}: {
  hostId: string;
  hostname: string;
  onRenamed: HostIdentityActionsProps['onRenamed'];
  onError: HostIdentityActionsProps['onError'];
}) {
  const { language, t } = useI18n();
  const rename = trpc.hosts.rename.useMutation();
  const [open, setOpen] = useState(false);
  /** The old name keeps redirecting to the new one (decision 048). */
  const [keepOldName, setKeepOldName] = useState(true);
  const validate = (name: string) => {
    const issue = renameHostSchema.shape.hostname.safeParse(name).error?.issues[0];
    return issue ? issueMessage(issue, language) : null;
  };
  const submit = (name: string) =>
    rename.mutate(
      { hostConfigId: hostId, hostname: name, keepOldName },
      {
        onSuccess: async (result) => {
          setOpen(false);
          await onRenamed(t('identity.rename.done', { from: hostLabel(hostname), to: hostLabel(result.hostname) }));
        },
        onError: (failure) => {
          setOpen(false);
          onError(failure);
        },
      },
    );
  const label = hostLabel(hostname);
  return (
    <>
      <Button size="xs" variant="default" onClick={() => setOpen(true)}>
        {t('identity.rename.button')}
      </Button>
      <PromptDialog
        opened={open}
        onClose={() => setOpen(false)}
        title={t('identity.rename.title', { host: label })}
        body={
          <Stack gap="xs">
            <Text size="sm">{t('identity.rename.body', { host: label })}</Text>
            <Checkbox
              label={t('identity.rename.keepOldName', { host: label })}
              checked={keepOldName}
              onChange={(event) => setKeepOldName(event.currentTarget.checked)}
            />
          </Stack>
        }
        label={t('identity.rename.label')}
        cancelLabel={t('identity.cancel')}
        confirmLabel={t('identity.rename.confirm')}
        loading={rename.isPending}
        validate={validate}
        onConfirm={submit}
      />
    </>
  );
}

function DeleteAction({
  hostId,
  hostname,
  onDeleted,
  onError,
}: {
  hostId: string;
  hostname: string;
  onDeleted: HostIdentityActionsProps['onDeleted'];
  onError: HostIdentityActionsProps['onError'];
}) {
  const { t } = useI18n();
  const remove = trpc.hosts.delete.useMutation();
  const utils = trpc.useUtils();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const label = hostLabel(hostname);
  const matches = typed.trim() !== '' && asciiHostName(typed) === hostname;
  const close = () => {
    setOpen(false);
    setTyped('');
  };
  return (
    <>
      <Button size="xs" variant="outline" color="red.8" onClick={() => setOpen(true)}>
        {t('identity.delete.button')}
      </Button>
      <Dialog opened={open} onClose={close} title={t('identity.delete.title', { host: label })}>
        <Stack gap="md">
          <Text size="sm">{t('identity.delete.body', { host: label })}</Text>
          <TextInput
            label={t('identity.delete.label', { host: displayHostName(hostname) })}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            autoComplete="off"
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('identity.cancel')}
            </Button>
            <Button
              color="red.8"
              disabled={!matches}
              loading={remove.isPending}
              onClick={() =>
                remove.mutate(
                  { hostConfigId: hostId, confirmHostname: typed },
                  {
                    onSuccess: async () => {
                      close();
                      await utils.hosts.list.invalidate();
                      onDeleted(t('identity.delete.done', { host: label }));
                    },
                    onError: (failure) => {
                      close();
                      onError(failure);
                    },
                  },
                )
              }
            >
              {t('identity.delete.confirm')}
            </Button>
          </Group>
        </Stack>
      </Dialog>
    </>
  );
}
