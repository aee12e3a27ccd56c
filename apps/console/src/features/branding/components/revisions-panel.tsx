import { Alert, Badge, Button, Group, List, Select, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { type BrandingRevision, brandingMessages, describeChange, type RevisionComparison } from '@wl/shared/console';
import { type ReactNode, useState } from 'react';
import { Dialog } from '../../../components/dialog.tsx';
import { errorMessageKey, errorText } from '../../../lib/error-text.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { trpc } from '../../../lib/trpc.ts';
import { contrastReasonError } from '../draft-form.ts';
import { ContrastOverrideField } from './contrast-override-field.tsx';

/** The server's refusal of colours below WCAG AA without a reason (decision 037). */
const CONTRAST_REFUSAL = brandingMessages.contrastBelowAa(0, 0).key;

interface RevisionsPanelProps {
  hostId: string;
  /** The published version: its row cannot be rolled back to, and rollback sends it as expected. */
  version: number;
  onRolledBack: (version: number) => void;
  onError: (error: unknown) => void;
}

/** Any two published versions side by side: what changes from the first to the second. */
function CompareRevisions({ hostId, versions }: { hostId: string; versions: number[] }) {
  const { language, t } = useI18n();
  const [from, setFrom] = useState<string | null>(versions[1] === undefined ? null : String(versions[1]));
  const [to, setTo] = useState<string | null>(versions[0] === undefined ? null : String(versions[0]));
  const [asked, setAsked] = useState<{ from: number; to: number } | null>(null);
  const comparison = trpc.branding.compare.useQuery(
    { hostConfigId: hostId, from: asked?.from ?? 1, to: asked?.to ?? 1 },
    { enabled: asked !== null },
  );
  const data = versions.map((value) => ({ value: String(value), label: String(value) }));
  // The shared contract's type (the inferred one of JSON values is too deep for the compiler).
  const result = comparison.data as RevisionComparison | undefined;
  return (
    <Stack
      gap="xs"
      component="form"
      aria-labelledby="compare-heading"
      onSubmit={(event) => {
        event.preventDefault();
        if (from && to) setAsked({ from: Number(from), to: Number(to) });
      }}
    >
      <Title order={4} size="h5" id="compare-heading">
        {t('editor.revisions.compare.heading')}
      </Title>
      <Group align="flex-end" gap="sm">
        <Select
          label={t('editor.revisions.compare.from')}
          data={data}
          value={from}
          onChange={setFrom}
          allowDeselect={false}
          w={140}
        />
        <Select
          label={t('editor.revisions.compare.to')}
          data={data}
          value={to}
          onChange={setTo}
          allowDeselect={false}
          w={140}
        />
        <Button type="submit" variant="default" disabled={!from || !to || from === to}>
          {t('editor.revisions.compare.button')}
        </Button>
      </Group>
      {asked && comparison.isError && (
        <Alert color="red" variant="light" role="alert">
          {errorText(comparison.error, language)}
        </Alert>
      )}
      {asked && result && (
        <Stack gap={4} role="status">
          <Text size="sm" fw={500}>
            {t('editor.revisions.compare.result', { from: result.from, to: result.to })}
          </Text>
          {result.changes.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('editor.revisions.compare.same')}
            </Text>
          ) : (
            <List size="sm" spacing={2}>
              {result.changes.map((change) => (
                <List.Item key={change.field}>{describeChange(change, language)}</List.Item>
              ))}
            </List>
          )}
        </Stack>
      )}
    </Stack>
  );
}

/** The host's revision history, newest first, with a rollback to any earlier version. */
export function RevisionsPanel({ hostId, version, onRolledBack, onError }: RevisionsPanelProps) {
  const { language, t } = useI18n();
  const revisions = trpc.branding.revisions.useQuery({ hostConfigId: hostId });
  const rollback = trpc.branding.rollback.useMutation();
  const [target, setTarget] = useState<number | null>(null);
  // Set once the server refused the target's colours: the dialog then asks for a reason.
  const [contrastRefusal, setContrastRefusal] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);

  const close = () => {
    setTarget(null);
    setContrastRefusal(null);
    setReason('');
    setReasonError(null);
  };

  const confirm = () => {
    if (target === null) return;
    if (contrastRefusal) {
      const error = contrastReasonError(reason, language);
      setReasonError(error);
      if (error) return;
    }
    rollback.mutate(
      {
        hostConfigId: hostId,
        toVersion: target,
        expectedVersion: version,
        ...(contrastRefusal ? { contrastOverride: { reason } } : {}),
      },
      {
        onSuccess: (result) => {
          close();
          onRolledBack(result.version);
        },
        onError: (error) => {
          if (errorMessageKey(error) === CONTRAST_REFUSAL) {
            setContrastRefusal(errorText(error, language));
            return;
          }
          close();
          onError(error);
        },
      },
    );
  };

  // The shared contract's type (the inferred one of JSON values is too deep for the compiler).
  const rows = revisions.data as BrandingRevision[] | undefined;
  let content: ReactNode;
  if (revisions.isPending) content = <Skeleton height={80} />;
  else if (revisions.isError)
    content = (
      <Alert color="red" variant="light" role="alert">
        {errorText(revisions.error, language)}
      </Alert>
    );
  else if (!rows || rows.length === 0) content = <Text c="dimmed">{t('editor.revisions.empty')}</Text>;
  else
    content = (
      <Table.ScrollContainer minWidth={640}>
        <Table verticalSpacing="sm" striped aria-label={t('editor.revisions.heading')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('editor.revisions.version')}</Table.Th>
              <Table.Th scope="col">{t('editor.revisions.when')}</Table.Th>
              <Table.Th scope="col">{t('editor.revisions.who')}</Table.Th>
              <Table.Th scope="col">{t('editor.revisions.changes')}</Table.Th>
              <Table.Th scope="col" />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((revision) => (
              <Table.Tr key={revision.version}>
                <Table.Th scope="row">
                  {revision.version}
                  {revision.version === version && (
                    <Text span size="xs" c="dimmed">
                      {' '}
                      ({t('editor.revisions.current')})
                    </Text>
                  )}
                  {revision.rollbackOf !== null && (
                    <Badge display="block" mt={4} variant="light" color="gray" tt="none">
                      {t('editor.revisions.rollbackOf', { version: revision.rollbackOf })}
                    </Badge>
                  )}
                </Table.Th>
                <Table.Td>
                  <time dateTime={revision.publishedAt}>{formatDateTime(revision.publishedAt, language)}</time>
                </Table.Td>
                <Table.Td>{revision.publishedBy}</Table.Td>
                <Table.Td>
                  {revision.changes.length === 0 ? (
                    <Text size="sm" c="dimmed">
                      {t('editor.revisions.none')}
                    </Text>
                  ) : (
                    <List size="sm" spacing={2}>
                      {revision.changes.map((change) => (
                        <List.Item key={change.field}>{describeChange(change, language)}</List.Item>
                      ))}
                    </List>
                  )}
                </Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="default"
                    disabled={revision.version === version}
                    aria-label={t('editor.revisions.rollback', { version: revision.version })}
                    onClick={() => setTarget(revision.version)}
                  >
                    {t('editor.revisions.confirm')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  const compare =
    rows && rows.length > 1 ? <CompareRevisions hostId={hostId} versions={rows.map((row) => row.version)} /> : null;

  return (
    <Stack component="section" gap="sm">
      <Title order={3} size="h4">
        {t('editor.revisions.heading')}
      </Title>
      {content}
      {compare}
      <Dialog
        opened={target !== null}
        onClose={close}
        title={t('editor.revisions.confirmTitle', { version: target ?? '' })}
      >
        <Stack gap="md">
          <Text size="sm">{t('editor.revisions.confirmBody', { version: target ?? '' })}</Text>
          {contrastRefusal && (
            <ContrastOverrideField
              failing={null}
              refusal={contrastRefusal}
              reason={reason}
              error={reasonError}
              onReason={(text) => {
                setReason(text);
                setReasonError(null);
              }}
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('editor.revisions.cancel')}
            </Button>
            <Button color="red" loading={rollback.isPending} onClick={confirm}>
              {t(contrastRefusal ? 'editor.contrastOverride.rollbackConfirm' : 'editor.revisions.confirm')}
            </Button>
          </Group>
        </Stack>
      </Dialog>
    </Stack>
  );
}
