import { Alert, Badge, Button, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import type { PublishRequest, PublishRules } from '@wl/shared/console';
import { translate } from '@wl/shared/i18n';
import { useState } from 'react';
import { PromptDialog } from '../../../components/prompt-dialog.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { type ConsoleLanguage, useI18n } from '../../../lib/i18n.tsx';
import { useHasRole } from '../../../lib/operator-role.ts';
import { trpc } from '../../../lib/trpc.ts';

interface PublishingPanelProps {
  hostId: string;
  tenant: { id: string; name: string };
  rules: PublishRules;
  /** The signed-in operator's id: their own request is not theirs to approve. */
  operatorId: string | null;
  onChanged: (message: string) => Promise<void> | void;
  onError: (error: unknown) => void;
}

const statusColor = {
  awaiting_approval: 'orange',
  scheduled: 'blue',
  published: 'green',
  rejected: 'red',
  cancelled: 'gray',
  failed: 'red',
} as const;

/**
 * How this host publishes (decision 047): the tenant's four-eyes rule (admins switch it), the
 * request that waits for approval or its time (approve, reject with a reason, cancel), and the
 * last requests with their outcome.
 */
export function PublishingPanel({ hostId, tenant, rules, operatorId, onChanged, onError }: PublishingPanelProps) {
  const { language, t } = useI18n();
  const utils = trpc.useUtils();
  const isAdmin = useHasRole('admin');
  const setFourEyes = trpc.publishing.setFourEyes.useMutation();
  const refreshRules = () => utils.publishing.rules.invalidate({ hostConfigId: hostId });

  return (
    <Paper component="section" withBorder p="md" aria-labelledby="publishing-heading">
      <Stack gap="sm">
        <Title order={3} size="h4" id="publishing-heading">
          {t('publishing.heading')}
        </Title>
        {isAdmin ? (
          <Switch
            checked={rules.fourEyes}
            disabled={setFourEyes.isPending}
            label={t('publishing.fourEyes.label', { tenant: tenant.name })}
            description={t('publishing.fourEyes.hint')}
            onChange={(event) =>
              setFourEyes.mutate(
                { tenantId: tenant.id, enabled: event.currentTarget.checked },
                {
                  onSuccess: async (result) => {
                    await refreshRules();
                    await onChanged(t(result.enabled ? 'publishing.fourEyes.on' : 'publishing.fourEyes.off'));
                  },
                  onError,
                },
              )
            }
          />
        ) : (
          <Text size="sm">
            {t(rules.fourEyes ? 'publishing.fourEyes.onFor' : 'publishing.fourEyes.offFor', { tenant: tenant.name })}
          </Text>
        )}
        {rules.open && (
          <OpenRequest
            request={rules.open}
            own={rules.open.requestedById === operatorId}
            onChanged={async (message) => {
              await refreshRules();
              await onChanged(message);
            }}
            onError={onError}
          />
        )}
        {rules.recent.length > 0 && (
          <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('publishing.recent')}>
            {rules.recent.map((request) => (
              <Text key={request.id} component="li" size="sm">
                <Badge color={statusColor[request.status]} variant="light" tt="none" mr="xs">
                  {t(`publishing.status.${request.status}`)}
                </Badge>
                {t('publishing.line', {
                  by: request.requestedBy,
                  at: formatDateTime(request.requestedAt, language),
                })}
                {request.reason ? ` ${t('publishing.reason', { reason: reasonText(request.reason, language) })}` : ''}
              </Text>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

/** A failure's reason is a refusal's key; a rejection's is the operator's own words. */
function reasonText(reason: string, language: ConsoleLanguage): string {
  return /^console:[\w.]+$/.test(reason) ? translate(language, reason) : reason;
}

function OpenRequest({
  request,
  own,
  onChanged,
  onError,
}: {
  request: PublishRequest;
  own: boolean;
  onChanged: (message: string) => Promise<void>;
  onError: (error: unknown) => void;
}) {
  const { language, t } = useI18n();
  const canDecide = useHasRole('publisher');
  const approve = trpc.publishing.approve.useMutation();
  const cancel = trpc.publishing.cancel.useMutation();
  const [rejecting, setRejecting] = useState(false);
  const waiting = request.status === 'awaiting_approval';
  const when = request.publishAt ? formatDateTime(request.publishAt, language) : null;
  return (
    <Alert color={waiting ? 'orange' : 'blue'} variant="light" title={t(`publishing.status.${request.status}`)}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          {t(request.kind === 'go_live' ? 'publishing.open.goLive' : 'publishing.open.publish', {
            by: request.requestedBy,
            at: formatDateTime(request.requestedAt, language),
          })}{' '}
          {when ? t('publishing.open.at', { when }) : t('publishing.open.now')}
        </Text>
        {request.contrastReason && (
          <Text size="sm">{t('publishing.open.contrast', { reason: request.contrastReason })}</Text>
        )}
        {waiting && own && <Text size="sm">{t('publishing.open.own')}</Text>}
        <Group gap="xs">
          {waiting && canDecide && !own && (
            <>
              <Button
                size="xs"
                color="green"
                loading={approve.isPending}
                onClick={() =>
                  approve.mutate(
                    { requestId: request.id },
                    {
                      onSuccess: (result) =>
                        onChanged(
                          result.status === 'published'
                            ? t('publishing.approved', { version: result.result.version })
                            : t('publishing.approvedFor', { when: formatDateTime(result.publishAt, language) }),
                        ),
                      onError,
                    },
                  )
                }
              >
                {t('publishing.approve')}
              </Button>
              <Button size="xs" variant="outline" color="red.8" onClick={() => setRejecting(true)}>
                {t('publishing.reject')}
              </Button>
            </>
          )}
          {(own || canDecide) && (
            <Button
              size="xs"
              variant="default"
              loading={cancel.isPending}
              onClick={() =>
                cancel.mutate(
                  { requestId: request.id },
                  { onSuccess: () => onChanged(t('publishing.cancelled')), onError },
                )
              }
            >
              {t('publishing.cancel')}
            </Button>
          )}
        </Group>
      </Stack>
      <RejectDialog
        opened={rejecting}
        requestId={request.id}
        onClose={() => setRejecting(false)}
        onChanged={onChanged}
        onError={onError}
      />
    </Alert>
  );
}

function RejectDialog({
  opened,
  requestId,
  onClose,
  onChanged,
  onError,
}: {
  opened: boolean;
  requestId: string;
  onClose: () => void;
  onChanged: (message: string) => Promise<void>;
  onError: (error: unknown) => void;
}) {
  const { t } = useI18n();
  const reject = trpc.publishing.reject.useMutation();
  return (
    <PromptDialog
      opened={opened}
      onClose={onClose}
      title={t('publishing.rejectDialog.title')}
      label={t('publishing.rejectDialog.reason')}
      description={t('publishing.rejectDialog.hint')}
      multiline
      cancelLabel={t('publishing.rejectDialog.cancel')}
      confirmLabel={t('publishing.rejectDialog.confirm')}
      confirmColor="red.8"
      loading={reject.isPending}
      validate={(reason) => (reason.trim().length < 3 ? t('publishing.rejectDialog.tooShort') : null)}
      onConfirm={(reason) =>
        reject.mutate(
          { requestId, reason },
          {
            onSuccess: () => {
              onClose();
              return onChanged(t('publishing.rejected'));
            },
            onError: (failure) => {
              onClose();
              onError(failure);
            },
          },
        )
      }
    />
  );
}
