import { Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import type { OperatorRow } from '@wl/shared/console';
import { useState } from 'react';
import { Dialog } from '../../../components/dialog.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { trpc } from '../../../lib/trpc.ts';

interface ActionsProps {
  operator: OperatorRow;
  onDone: (message: string | null, error?: unknown) => void;
}

/** What an admin does to another operator: resend the invitation, reset the access, (re)activate. */
export function OperatorActions({ operator, onDone }: ActionsProps) {
  const { language, t } = useI18n();
  const utils = trpc.useUtils();
  const after = (message: string) => async () => {
    await utils.operators.list.invalidate();
    onDone(message);
  };
  const failed = (error: unknown) => onDone(null, error);
  const resend = trpc.operators.resendInvitation.useMutation();
  const reactivate = trpc.operators.reactivate.useMutation();
  return (
    <Group gap="xs" wrap="wrap">
      {operator.state === 'invited' && (
        <Button
          size="xs"
          variant="default"
          loading={resend.isPending}
          aria-label={t('operators.actions.resendFor', { email: operator.email })}
          onClick={() =>
            resend.mutate(
              { operatorId: operator.id },
              {
                onSuccess: (result) =>
                  after(
                    t('operators.invite.sent', {
                      email: result.sentTo,
                      until: formatDateTime(result.linkExpiresAt, language),
                    }),
                  )(),
                onError: failed,
              },
            )
          }
        >
          {t('operators.actions.resend')}
        </Button>
      )}
      {operator.state !== 'deactivated' && <ResetAction operator={operator} onDone={onDone} />}
      {operator.state === 'deactivated' ? (
        <Button
          size="xs"
          variant="default"
          loading={reactivate.isPending}
          aria-label={t('operators.actions.reactivateFor', { email: operator.email })}
          onClick={() =>
            reactivate.mutate(
              { operatorId: operator.id },
              { onSuccess: after(t('operators.actions.reactivated', { email: operator.email })), onError: failed },
            )
          }
        >
          {t('operators.actions.reactivate')}
        </Button>
      ) : (
        <DeactivateAction operator={operator} onDone={onDone} />
      )}
    </Group>
  );
}

function ResetAction({ operator, onDone }: ActionsProps) {
  const { language, t } = useI18n();
  const utils = trpc.useUtils();
  const reset = trpc.operators.resetAccess.useMutation();
  const [open, setOpen] = useState(false);
  const [resetTotp, setResetTotp] = useState(false);
  const close = () => {
    setOpen(false);
    setResetTotp(false);
  };
  return (
    <>
      <Button
        size="xs"
        variant="default"
        aria-label={t('operators.actions.resetFor', { email: operator.email })}
        onClick={() => setOpen(true)}
      >
        {t('operators.actions.reset')}
      </Button>
      <Dialog opened={open} onClose={close} title={t('operators.reset.title', { email: operator.email })}>
        <Stack gap="md">
          <Text size="sm">{t('operators.reset.body')}</Text>
          <Checkbox
            label={t('operators.reset.totp')}
            description={t('operators.reset.totpHint')}
            checked={resetTotp}
            onChange={(event) => setResetTotp(event.currentTarget.checked)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('operators.cancel')}
            </Button>
            <Button
              color="red.8"
              loading={reset.isPending}
              onClick={() =>
                reset.mutate(
                  { operatorId: operator.id, resetTotp },
                  {
                    onSuccess: async (result) => {
                      close();
                      await utils.operators.list.invalidate();
                      onDone(
                        t('operators.reset.done', {
                          email: result.sentTo,
                          until: formatDateTime(result.linkExpiresAt, language),
                        }),
                      );
                    },
                    onError: (error) => {
                      close();
                      onDone(null, error);
                    },
                  },
                )
              }
            >
              {t('operators.reset.confirm')}
            </Button>
          </Group>
        </Stack>
      </Dialog>
    </>
  );
}

function DeactivateAction({ operator, onDone }: ActionsProps) {
  const { t } = useI18n();
  const utils = trpc.useUtils();
  const deactivate = trpc.operators.deactivate.useMutation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="xs"
        variant="outline"
        color="red.8"
        aria-label={t('operators.actions.deactivateFor', { email: operator.email })}
        onClick={() => setOpen(true)}
      >
        {t('operators.actions.deactivate')}
      </Button>
      <Dialog
        opened={open}
        onClose={() => setOpen(false)}
        title={t('operators.deactivate.title', { email: operator.email })}
      >
        <Stack gap="md">
          <Text size="sm">{t('operators.deactivate.body')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpen(false)}>
              {t('operators.cancel')}
            </Button>
            <Button
              color="red.8"
              loading={deactivate.isPending}
              onClick={() =>
                deactivate.mutate(
                  { operatorId: operator.id },
                  {
                    onSuccess: async () => {
                      setOpen(false);
                      await utils.operators.list.invalidate();
                      onDone(t('operators.deactivate.done', { email: operator.email }));
                    },
                    onError: (error) => {
                      setOpen(false);
                      onDone(null, error);
                    },
                  },
                )
              }
            >
              {t('operators.deactivate.confirm')}
            </Button>
          </Group>
        </Stack>
      </Dialog>
    </>
  );
}
