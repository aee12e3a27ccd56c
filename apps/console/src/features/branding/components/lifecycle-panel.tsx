import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { suspendHostSchema } from '@wl/shared/console';
import { issueMessage } from '@wl/shared/i18n';
import { useMemo, useState } from 'react';
import { Dialog } from '../../../components/dialog.tsx';
import { PromptDialog } from '../../../components/prompt-dialog.tsx';
import { errorMessageKey, errorText } from '../../../lib/error-text.ts';
import { errorCode } from '../../../lib/form-issues.ts';
import { hostLabel } from '../../../lib/format.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { trpc } from '../../../lib/trpc.ts';
import { contrastReasonError, publishContrastChecks } from '../draft-form.ts';
import type { BrandingStateView } from '../types.ts';
import { ContrastOverrideField } from './contrast-override-field.tsx';

const CONTRAST_REFUSAL = 'console:refusals.branding.contrastBelowAa';

interface LifecyclePanelProps {
  state: BrandingStateView;
  onChanged: (message: string) => Promise<void> | void;
  onError: (error: unknown) => void;
}

/**
 * Where a host stands (decision 038): a pending host says what its visitors see and goes live
 * (with a waiting draft, by publishing it); a live host can send its first admin's activation
 * mail again while they have not activated, and be suspended (with a reason); a suspended one
 * is resumed.
 */
export function LifecyclePanel({ state, onChanged, onError }: LifecyclePanelProps) {
  const { language, t } = useI18n();
  const goLive = trpc.hosts.goLive.useMutation();
  const resend = trpc.hosts.resendActivation.useMutation();
  const resume = trpc.hosts.resume.useMutation();
  const [confirming, setConfirming] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const { host } = state;
  const hostname = host.hostname ? hostLabel(host.hostname) : t('hosts.defaultHost');
  const admin = host.firstAdmin;
  // The colours going live now: everything fails that fails, as nothing was live before.
  const failing = useMemo(() => publishContrastChecks(null, state.published), [state.published]);

  if (host.status === 'live') {
    return (
      <Stack gap="sm">
        {admin?.status === 'initial' && (
          <Alert color="blue" variant="light" title={t('lifecycle.adminWaiting.title')}>
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{t('lifecycle.adminWaiting.body', { email: admin.email })}</Text>
              <Button
                size="xs"
                variant="white"
                loading={resend.isPending}
                onClick={() =>
                  resend.mutate(
                    { hostConfigId: host.id },
                    {
                      onSuccess: (result) => onChanged(t('lifecycle.adminWaiting.sent', { email: result.sentTo })),
                      onError,
                    },
                  )
                }
              >
                {t('lifecycle.adminWaiting.resend')}
              </Button>
            </Stack>
          </Alert>
        )}
        {!host.isDefault && (
          <SuspendAction hostId={host.id} hostname={hostname} onChanged={onChanged} onError={onError} />
        )}
      </Stack>
    );
  }

  if (host.status === 'suspended') {
    return (
      <Alert color="red" variant="light" title={t('lifecycle.suspended.title')}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t('lifecycle.suspended.body', { host: hostname })}</Text>
          <Button
            size="xs"
            variant="white"
            color="red"
            loading={resume.isPending}
            onClick={() =>
              resume.mutate(
                { hostConfigId: host.id },
                { onSuccess: () => onChanged(t('lifecycle.suspended.resumed', { host: hostname })), onError },
              )
            }
          >
            {t('lifecycle.suspended.resume')}
          </Button>
        </Stack>
      </Alert>
    );
  }

  const close = () => {
    setConfirming(false);
    setReason('');
    setReasonError(null);
    setRefusal(null);
  };
  const overriding = failing.length > 0 || refusal !== null;
  const submit = () => {
    if (overriding) {
      const error = contrastReasonError(reason, language);
      setReasonError(error);
      if (error) return;
    }
    goLive.mutate(
      {
        hostConfigId: host.id,
        expectedVersion: state.version,
        ...(overriding ? { contrastOverride: { reason } } : {}),
      },
      {
        onSuccess: async (result) => {
          close();
          await onChanged(
            result.activationSentTo
              ? t('lifecycle.pending.wentLiveMailed', { host: hostname, email: result.activationSentTo })
              : t('lifecycle.pending.wentLive', { host: hostname }),
          );
        },
        onError: (error) => {
          if (errorCode(error) === 'PRECONDITION_FAILED' && errorMessageKey(error) === CONTRAST_REFUSAL) {
            setRefusal(errorText(error, language));
            return;
          }
          close();
          onError(error);
        },
      },
    );
  };

  return (
    <Alert color="yellow" variant="light" title={t('lifecycle.pending.title')}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('lifecycle.pending.body', { host: hostname })}</Text>
        {admin && <Text size="sm">{t('lifecycle.pending.mail', { email: admin.email })}</Text>}
        {state.draft ? (
          <Text size="sm">{t('lifecycle.pending.publishDraft')}</Text>
        ) : (
          <Button size="xs" color="green" onClick={() => setConfirming(true)}>
            {t('lifecycle.pending.goLive')}
          </Button>
        )}
      </Stack>
      <Dialog opened={confirming} onClose={close} title={t('lifecycle.confirm.title', { host: hostname })}>
        <Stack gap="md">
          <Text size="sm">{t('lifecycle.confirm.body', { host: hostname })}</Text>
          {admin && <Text size="sm">{t('lifecycle.pending.mail', { email: admin.email })}</Text>}
          {overriding && (
            <ContrastOverrideField
              failing={failing}
              refusal={refusal}
              reason={reason}
              error={reasonError}
              onReason={(value) => {
                setReason(value);
                setReasonError(null);
              }}
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('lifecycle.confirm.cancel')}
            </Button>
            <Button color={overriding ? 'red' : 'green'} loading={goLive.isPending} onClick={submit}>
              {t('lifecycle.confirm.confirm')}
            </Button>
          </Group>
        </Stack>
      </Dialog>
    </Alert>
  );
}

/** "Suspend the host": a confirmation that says what visitors get, and the reason for the audit log. */
function SuspendAction({
  hostId,
  hostname,
  onChanged,
  onError,
}: {
  hostId: string;
  hostname: string;
  onChanged: LifecyclePanelProps['onChanged'];
  onError: LifecyclePanelProps['onError'];
}) {
  const { language, t } = useI18n();
  const suspend = trpc.hosts.suspend.useMutation();
  const [open, setOpen] = useState(false);
  const validate = (reason: string) => {
    const issue = suspendHostSchema.shape.reason.safeParse(reason).error?.issues[0];
    return issue ? issueMessage(issue, language) : null;
  };
  const submit = (reason: string) =>
    suspend.mutate(
      { hostConfigId: hostId, reason },
      {
        onSuccess: async () => {
          setOpen(false);
          await onChanged(t('lifecycle.suspend.done', { host: hostname }));
        },
        onError: (failure) => {
          setOpen(false);
          onError(failure);
        },
      },
    );
  return (
    <Group>
      <Button size="xs" variant="outline" color="red" onClick={() => setOpen(true)}>
        {t('lifecycle.suspend.button')}
      </Button>
      <PromptDialog
        opened={open}
        onClose={() => setOpen(false)}
        title={t('lifecycle.suspend.title', { host: hostname })}
        body={t('lifecycle.suspend.body', { host: hostname })}
        label={t('lifecycle.suspend.reason')}
        multiline
        cancelLabel={t('lifecycle.suspend.cancel')}
        confirmLabel={t('lifecycle.suspend.confirm')}
        confirmColor="red"
        loading={suspend.isPending}
        validate={validate}
        onConfirm={submit}
      />
    </Group>
  );
}
