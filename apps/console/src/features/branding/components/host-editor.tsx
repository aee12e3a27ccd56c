import { Alert, Anchor, Badge, Button, Group, List, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { describeChange, type HostDraftInput, visibleChanges } from '@wl/shared/console';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { hashOf } from '../../../app/use-view.ts';
import { Dialog } from '../../../components/dialog.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { formatDateTime, hostLabel } from '../../../lib/format.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { useLeaveGuard } from '../../../lib/leave-guard.ts';
import { useHasRole } from '../../../lib/operator-role.ts';
import { trpc } from '../../../lib/trpc.ts';
import {
  contrastReasonError,
  errorCode,
  type FieldErrors,
  pendingChanges,
  publishContrastChecks,
  serverFieldErrors,
  setAt,
  validateDraft,
} from '../draft-form.ts';
import type { BrandingStateView } from '../types.ts';
import { ContrastOverrideField } from './contrast-override-field.tsx';
import { DomainPanel } from './domain-panel.tsx';
import { DraftFields } from './draft-fields.tsx';
import { HostAliasesPanel } from './host-aliases-panel.tsx';
import { HostIdentityActions } from './host-identity-actions.tsx';
import { LifecyclePanel } from './lifecycle-panel.tsx';
import { MailPanel } from './mail-panel.tsx';
import { PreviewPanel } from './preview-panel.tsx';
import { PublishingPanel } from './publishing-panel.tsx';
import { RevisionsPanel } from './revisions-panel.tsx';

type Notice = { kind: 'conflict' | 'error'; message: string } | { kind: 'success'; message: string } | null;

/** What the form starts from: the pending draft, else the published branding. */
function initialDraft(state: BrandingStateView): HostDraftInput {
  return (state.draft?.draft ?? state.published) as HostDraftInput;
}

const statusColor = { pending: 'orange', live: 'green', suspended: 'red' } as const;

function EditorHeader({ state }: { state: BrandingStateView }) {
  const { language, t } = useI18n();
  const host = state.host.hostname ? hostLabel(state.host.hostname) : t('hosts.defaultHost');
  return (
    <Stack gap={4}>
      <Title order={2} size="h3">
        {t('editor.heading', { host })}
      </Title>
      <Group gap="sm">
        <Text size="sm">{t('editor.tenant', { tenant: state.host.tenant.name })}</Text>
        <Badge variant="light" tt="none">
          {t('editor.publishedVersion', { version: state.version })}
        </Badge>
        <Badge variant="light" tt="none" color={statusColor[state.host.status]}>
          {t(`hosts.status.${state.host.status}`)}
        </Badge>
      </Group>
      <Text size="sm" c={state.draft ? 'orange' : 'dimmed'}>
        {state.draft
          ? t('editor.draftPending', {
              name: state.draft.updatedBy,
              at: formatDateTime(state.draft.updatedAt, language),
            })
          : t('editor.noDraft')}
      </Text>
    </Stack>
  );
}

/**
 * A host's branding editor: the draft (or the published branding) in a form checked with the
 * shared schema, save / discard / publish with optimistic concurrency, and the revision history.
 */
export function HostEditor({
  hostId,
  onBack,
  onDeleted = onBack,
}: {
  hostId: string;
  onBack: () => void;
  /** The host was deleted here: back to the list, with this message. */
  onDeleted?: (message: string) => void;
}) {
  const { language, t } = useI18n();
  const utils = trpc.useUtils();
  const state = trpc.branding.get.useQuery({ hostConfigId: hostId });
  const save = trpc.branding.saveDraft.useMutation();
  const discard = trpc.branding.discardDraft.useMutation();
  const publish = trpc.branding.publish.useMutation();
  const rules = trpc.publishing.rules.useQuery({ hostConfigId: hostId });
  const requestPublish = trpc.publishing.request.useMutation();
  const me = trpc.auth.me.useQuery(undefined, { staleTime: Number.POSITIVE_INFINITY, retry: false });
  const canEdit = useHasRole('editor');
  const canPublish = useHasRole('publisher');
  const canAdmin = useHasRole('admin');

  const [draft, setDraft] = useState<HostDraftInput | null>(null);
  const [loadedKey, setLoadedKey] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [notice, setNotice] = useState<Notice>(null);
  const [confirm, setConfirm] = useState<'discard' | 'publish' | null>(null);
  const [overrideReason, setOverrideReason] = useState('');
  const [overrideError, setOverrideError] = useState<string | null>(null);
  /** `datetime-local` of a scheduled publish ('' = now, or as soon as approved). */
  const [publishAt, setPublishAt] = useState('');
  const [publishAtError, setPublishAtError] = useState<string | null>(null);

  // Reset the form whenever another draft revision or version arrives (load, save, publish, reload),
  // or the host was renamed (the draft carries the host's name).
  const data = state.data;
  const key = data ? `${data.version}:${data.draft?.revision ?? 'none'}:${data.host.hostname ?? ''}` : null;
  useEffect(() => {
    if (data && key !== loadedKey) {
      setDraft(initialDraft(data));
      setLoadedKey(key);
      setErrors({});
    }
  }, [data, key, loadedKey]);

  const onChange = useCallback((path: string, value: unknown) => {
    setDraft((current) => (current ? setAt(current, path, value) : current));
    // An edited field's error is stale: the next save checks it again.
    setErrors((current) => {
      const kept = Object.entries(current).filter(([key]) => key !== path && !key.startsWith(`${path}.`));
      return kept.length === Object.keys(current).length ? current : Object.fromEntries(kept);
    });
  }, []);

  const refresh = useCallback(async () => {
    await Promise.all([
      utils.branding.get.invalidate({ hostConfigId: hostId }),
      utils.branding.revisions.invalidate({ hostConfigId: hostId }),
      utils.publishing.rules.invalidate({ hostConfigId: hostId }),
      utils.hosts.list.invalidate(),
      // A publish may change the sender the mail panel shows.
      utils.hosts.senderStatus.invalidate({ hostConfigId: hostId }),
    ]);
  }, [utils, hostId]);

  const onFailure = useCallback(
    (error: unknown) => {
      const message = errorText(error, language);
      setErrors(serverFieldErrors(error, language));
      setNotice({ kind: errorCode(error) === 'CONFLICT' ? 'conflict' : 'error', message });
    },
    [language],
  );

  const reloadLatest = async () => {
    setNotice(null);
    setLoadedKey(null);
    await refresh();
  };

  const dirty = useMemo(
    () => (data && draft ? JSON.stringify(initialDraft(data)) !== JSON.stringify(draft) : false),
    [data, draft],
  );
  useLeaveGuard(dirty, t('editor.leaveWarning'));
  const changes = useMemo(
    () => (data?.draft ? pendingChanges(data.published, data.draft.draft as HostDraftInput) : null),
    [data],
  );
  // What visitors would see change (issue 17, item 2): none when every change sits under an override.
  const visible = useMemo(
    () => (data?.draft ? visibleChanges(data.published, data.draft.draft as HostDraftInput) : []),
    [data],
  );
  // New colours below WCAG AA: publishing them needs a reason (decision 037).
  // A pending host goes live with this publish: nothing of it is live yet (decision 038).
  const goingLive = data?.host.status === 'pending';
  const fourEyes = rules.data?.fourEyes ?? false;
  const openRequest = rules.data?.open ?? null;
  // Under four-eyes an editor asks; otherwise a publisher publishes (decision 047).
  const mayPublish = canPublish || (fourEyes && canEdit);
  const contrastFailing = useMemo(
    () =>
      data?.draft ? publishContrastChecks(goingLive ? null : data.published, data.draft.draft as HostDraftInput) : [],
    [data, goingLive],
  );

  if (state.isPending || (state.data && !draft)) {
    return (
      <Stack gap="xs" role="status" aria-live="polite">
        <Text size="sm" c="dimmed">
          {t('editor.loading')}
        </Text>
        <Skeleton height={36} />
        <Skeleton height={240} />
      </Stack>
    );
  }
  if (state.isError || !data || !draft) {
    return (
      <Alert color="red" variant="light" title={t('editor.loadError')} role="alert">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{errorText(state.error, language)}</Text>
          <Button size="xs" variant="white" color="red" onClick={() => state.refetch()}>
            {t('editor.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }

  const onSave = () => {
    const found = validateDraft(draft, language);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setNotice({ kind: 'error', message: t('editor.invalid') });
      return;
    }
    setNotice(null);
    save.mutate(
      { hostConfigId: hostId, expectedRevision: data.draft?.revision ?? null, draft },
      {
        onSuccess: async () => {
          setNotice({ kind: 'success', message: t('editor.actions.saved') });
          await refresh();
        },
        onError: onFailure,
      },
    );
  };

  const onDiscard = () => {
    if (!data.draft) return;
    discard.mutate(
      { hostConfigId: hostId, expectedRevision: data.draft.revision },
      {
        onSuccess: async () => {
          setNotice({ kind: 'success', message: t('editor.actions.discarded') });
          setLoadedKey(null);
          await refresh();
        },
        onError: onFailure,
        onSettled: () => setConfirm(null),
      },
    );
  };

  const closePublish = () => {
    setConfirm(null);
    setOverrideReason('');
    setOverrideError(null);
    setPublishAt('');
    setPublishAtError(null);
  };

  const onPublish = () => {
    if (!data.draft) return;
    const overriding = contrastFailing.length > 0;
    if (overriding) {
      const reasonError = contrastReasonError(overrideReason, language);
      setOverrideError(reasonError);
      if (reasonError) return;
    }
    // With the four-eyes rule or a time, the publish waits (decision 047).
    if (fourEyes || publishAt) {
      const at = publishAt ? new Date(publishAt) : null;
      if (at && !(at.getTime() > Date.now())) {
        setPublishAtError(t('publishing.form.past'));
        return;
      }
      requestPublish.mutate(
        {
          hostConfigId: hostId,
          kind: 'publish',
          expectedVersion: data.version,
          expectedRevision: data.draft.revision,
          ...(overriding ? { contrastOverride: { reason: overrideReason } } : {}),
          ...(at ? { publishAt: at.toISOString() } : {}),
        },
        {
          onSuccess: async (request) => {
            const when = request.publishAt ? formatDateTime(request.publishAt, language) : null;
            setNotice({
              kind: 'success',
              message:
                request.status === 'awaiting_approval'
                  ? t(when ? 'publishing.requestedFor' : 'publishing.requested', { when: when ?? '' })
                  : t('publishing.scheduled', { when: when ?? '' }),
            });
            await refresh();
          },
          onError: onFailure,
          onSettled: closePublish,
        },
      );
      return;
    }
    publish.mutate(
      {
        hostConfigId: hostId,
        expectedVersion: data.version,
        expectedRevision: data.draft.revision,
        ...(overriding ? { contrastOverride: { reason: overrideReason } } : {}),
      },
      {
        onSuccess: async (result) => {
          const published = t('editor.actions.published', { version: result.version });
          const live = result.wentLive
            ? result.activationSentTo
              ? t('lifecycle.pending.wentLiveMailed', {
                  host: data.host.hostname ?? '',
                  email: result.activationSentTo,
                })
              : t('lifecycle.pending.wentLive', { host: data.host.hostname ?? '' })
            : null;
          setNotice({ kind: 'success', message: live ? `${published} ${live}` : published });
          await refresh();
        },
        onError: onFailure,
        onSettled: closePublish,
      },
    );
  };

  let alert: ReactNode = null;
  if (notice?.kind === 'conflict') {
    alert = (
      <Alert color="orange" variant="light" title={t('editor.conflict.title')} role="alert">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{notice.message}</Text>
          <Button size="xs" variant="white" color="orange" onClick={reloadLatest}>
            {t('editor.conflict.reload')}
          </Button>
        </Stack>
      </Alert>
    );
  } else if (notice?.kind === 'error') {
    alert = (
      <Alert color="red" variant="light" title={t('editor.failed')} role="alert">
        {notice.message}
      </Alert>
    );
  } else if (notice?.kind === 'success') {
    alert = (
      <Alert color="green" variant="light" role="status">
        {notice.message}
      </Alert>
    );
  }

  return (
    <Stack component="section" gap="lg">
      <Anchor
        href={hashOf('hosts')}
        size="sm"
        onClick={(event) => {
          event.preventDefault();
          onBack();
        }}
      >
        ← {t('editor.back')}
      </Anchor>
      <EditorHeader state={data} />
      {alert}
      <LifecyclePanel
        state={data}
        onError={onFailure}
        onChanged={async (message) => {
          setNotice({ kind: 'success', message });
          await refresh();
        }}
      />
      {canAdmin && (
        <HostIdentityActions
          state={data}
          onError={onFailure}
          onRenamed={async (message) => {
            setNotice({ kind: 'success', message });
            await refresh();
          }}
          onDeleted={onDeleted}
        />
      )}
      {canAdmin && !data.host.isDefault && data.host.hostname && (
        <HostAliasesPanel
          hostId={hostId}
          hostname={data.host.hostname}
          aliases={data.host.aliases}
          onError={onFailure}
          onChanged={async (message) => {
            setNotice({ kind: 'success', message });
            await refresh();
          }}
        />
      )}
      <DraftFields draft={draft} errors={errors} onChange={onChange} />
      {!mayPublish && (
        <Text size="sm" role="note">
          {t(canEdit ? 'editor.roleNote.editor' : 'editor.roleNote.viewer')}
        </Text>
      )}
      {openRequest && (
        <Text size="sm" role="note">
          {t('publishing.frozen')}
        </Text>
      )}
      <Group gap="sm">
        <Button onClick={onSave} loading={save.isPending} disabled={!canEdit || Boolean(openRequest)}>
          {t('editor.actions.save')}
        </Button>
        <Button
          variant="default"
          disabled={!data.draft || !canEdit || Boolean(openRequest)}
          onClick={() => setConfirm('discard')}
        >
          {t('editor.actions.discard')}
        </Button>
        <Button
          color="green"
          disabled={!data.draft || !mayPublish || Boolean(openRequest)}
          onClick={() => setConfirm('publish')}
        >
          {t(fourEyes ? 'publishing.askApproval' : goingLive ? 'editor.actions.publishLive' : 'editor.actions.publish')}
        </Button>
      </Group>
      {rules.data && (
        <PublishingPanel
          hostId={hostId}
          tenant={data.host.tenant}
          rules={rules.data}
          operatorId={me.data?.id ?? null}
          onError={onFailure}
          onChanged={async (message) => {
            setNotice({ kind: 'success', message });
            await refresh();
          }}
        />
      )}
      <PreviewPanel hostId={hostId} draftRevision={data.draft?.revision ?? null} />
      {!data.host.isDefault && <DomainPanel hostId={hostId} />}
      <MailPanel hostId={hostId} hostStatus={data.host.status} />
      <RevisionsPanel
        hostId={hostId}
        version={data.version}
        onError={onFailure}
        onRolledBack={async (version) => {
          setNotice({ kind: 'success', message: t('editor.revisions.rolledBack', { version }) });
          setLoadedKey(null);
          await refresh();
        }}
      />

      <Dialog opened={confirm === 'discard'} onClose={() => setConfirm(null)} title={t('editor.discardConfirm.title')}>
        <Stack gap="md">
          <Text size="sm">{t('editor.discardConfirm.body')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirm(null)}>
              {t('editor.discardConfirm.cancel')}
            </Button>
            <Button color="red" loading={discard.isPending} onClick={onDiscard}>
              {t('editor.discardConfirm.confirm')}
            </Button>
          </Group>
        </Stack>
      </Dialog>

      <Dialog opened={confirm === 'publish'} onClose={closePublish} title={t('editor.publishConfirm.title')}>
        <Stack gap="md">
          {dirty && (
            <Alert color="yellow" variant="light">
              {t('editor.publishConfirm.unsaved')}
            </Alert>
          )}
          {changes && changes.length > 0 ? (
            <>
              <Text size="sm">{t('editor.publishConfirm.body')}</Text>
              <List size="sm" spacing={4} aria-label={t('editor.publishConfirm.body')}>
                {changes.map((change) => (
                  <List.Item key={change.field}>{describeChange(change, language)}</List.Item>
                ))}
              </List>
            </>
          ) : (
            <Text size="sm">{t('editor.publishConfirm.none')}</Text>
          )}
          {data.draft && data.draft.baseVersion !== data.version && (
            <Alert color="orange" variant="light" role="status" title={t('editor.publishConfirm.staleTitle')}>
              {t('editor.publishConfirm.staleBase', { base: data.draft.baseVersion, live: data.version })}
            </Alert>
          )}
          {changes && changes.length > 0 && visible.length === 0 && (
            <Alert color="yellow" variant="light" role="status">
              {t('editor.publishConfirm.nothingVisible')}
            </Alert>
          )}
          {goingLive && (
            <Alert color="yellow" variant="light">
              {t('lifecycle.confirm.body', { host: data.host.hostname ?? '' })}
              {data.host.firstAdmin ? ` ${t('lifecycle.pending.mail', { email: data.host.firstAdmin.email })}` : ''}
            </Alert>
          )}
          {contrastFailing.length > 0 && (
            <ContrastOverrideField
              failing={contrastFailing}
              reason={overrideReason}
              error={overrideError}
              onReason={(reason) => {
                setOverrideReason(reason);
                setOverrideError(null);
              }}
            />
          )}
          {(canPublish || fourEyes) && (
            <TextInput
              type="datetime-local"
              step={1}
              label={t('publishing.form.at')}
              description={t(fourEyes ? 'publishing.form.atHintFourEyes' : 'publishing.form.atHint')}
              value={publishAt}
              onChange={(event) => {
                setPublishAt(event.currentTarget.value);
                setPublishAtError(null);
              }}
              error={publishAtError}
            />
          )}
          {fourEyes && (
            <Text size="sm" role="note">
              {t('publishing.form.fourEyesNote')}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={closePublish}>
              {t('editor.publishConfirm.cancel')}
            </Button>
            <Button
              color={contrastFailing.length > 0 ? 'red' : 'green'}
              loading={publish.isPending || requestPublish.isPending}
              onClick={onPublish}
            >
              {t(
                fourEyes
                  ? 'publishing.askApproval'
                  : publishAt
                    ? 'publishing.form.schedule'
                    : contrastFailing.length > 0
                      ? 'editor.contrastOverride.confirm'
                      : goingLive
                        ? 'editor.actions.publishLive'
                        : 'editor.publishConfirm.confirm',
              )}
            </Button>
          </Group>
        </Stack>
      </Dialog>
    </Stack>
  );
}
