import { Alert, Button, Group, List, Modal, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { type BrandingRevision, describeChange } from '@wl/shared/console';
import { type ReactNode, useState } from 'react';
import { errorText } from '../../../lib/error-text.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { trpc } from '../../../lib/trpc.ts';

interface RevisionsPanelProps {
  hostId: string;
  /** The published version: its row cannot be rolled back to, and rollback sends it as expected. */
  version: number;
  onRolledBack: (version: number) => void;
  onError: (error: unknown) => void;
}

/** The host's revision history, newest first, with a rollback to any earlier version. */
export function RevisionsPanel({ hostId, version, onRolledBack, onError }: RevisionsPanelProps) {
  const { language, t } = useI18n();
  const revisions = trpc.branding.revisions.useQuery({ hostConfigId: hostId });
  const rollback = trpc.branding.rollback.useMutation();
  const [target, setTarget] = useState<number | null>(null);

  const confirm = () => {
    if (target === null) return;
    rollback.mutate(
      { hostConfigId: hostId, toVersion: target, expectedVersion: version },
      {
        onSuccess: (result) => onRolledBack(result.version),
        onError,
        onSettled: () => setTarget(null),
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

  return (
    <Stack component="section" gap="sm">
      <Title order={3} size="h4">
        {t('editor.revisions.heading')}
      </Title>
      {content}
      <Modal
        opened={target !== null}
        onClose={() => setTarget(null)}
        title={t('editor.revisions.confirmTitle', { version: target ?? '' })}
      >
        <Stack gap="md">
          <Text size="sm">{t('editor.revisions.confirmBody', { version: target ?? '' })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setTarget(null)}>
              {t('editor.revisions.cancel')}
            </Button>
            <Button color="red" loading={rollback.isPending} onClick={confirm}>
              {t('editor.revisions.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
