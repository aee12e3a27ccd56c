import { Alert, Button, Group, Loader, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { createNetworkSchema, renameNetworkSchema } from '@wl/shared/console';
import { useState } from 'react';
import { errorText } from '../../../lib/error-text.ts';
import { errorCode, type FieldErrors, localErrors, serverErrors } from '../../../lib/form-issues.ts';
import { type ConsoleLanguage, useI18n } from '../../../lib/i18n.tsx';
import { trpc } from '../../../lib/trpc.ts';

/** The message of a refused mutation: a field's issue, a conflict's own words, or a generic line. */
export function refusalText(
  error: unknown,
  fields: FieldErrors | null,
  fallback: string,
  language: ConsoleLanguage,
): string {
  if (fields) return Object.values(fields)[0] ?? fallback;
  if (errorCode(error) === 'CONFLICT') return errorText(error, language);
  return fallback;
}

/** The tenant's broker networks: list, add, rename inline. */
export function NetworksSection({ tenantId }: { tenantId: string }) {
  const { t, language } = useI18n();
  const utils = trpc.useUtils();
  const networks = trpc.catalogue.networks.list.useQuery({ tenantId });
  const create = trpc.catalogue.networks.create.useMutation();
  const rename = trpc.catalogue.networks.rename.useMutation();
  const [name, setName] = useState('');
  const [addError, setAddError] = useState<string | undefined>();
  const [editing, setEditing] = useState<{ id: string; name: string; error?: string } | null>(null);

  const add = async () => {
    const parsed = createNetworkSchema.safeParse({ tenantId, name: name.trim() });
    if (!parsed.success) {
      setAddError(localErrors(parsed.error, language).name);
      return;
    }
    try {
      await create.mutateAsync(parsed.data);
      setName('');
      setAddError(undefined);
      await utils.catalogue.networks.list.invalidate({ tenantId });
    } catch (error) {
      setAddError(refusalText(error, serverErrors(error, language), t('catalogue.saveFailed'), language));
    }
  };

  const saveRename = async () => {
    if (!editing) return;
    const parsed = renameNetworkSchema.safeParse({ tenantId, networkId: editing.id, name: editing.name.trim() });
    if (!parsed.success) {
      setEditing({ ...editing, error: localErrors(parsed.error, language).name });
      return;
    }
    try {
      await rename.mutateAsync(parsed.data);
      setEditing(null);
      await utils.catalogue.networks.list.invalidate({ tenantId });
    } catch (error) {
      setEditing({
        ...editing,
        error: refusalText(error, serverErrors(error, language), t('catalogue.saveFailed'), language),
      });
    }
  };

  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        {t('catalogue.networks.title')}
      </Title>
      {networks.isPending && <Loader size="sm" />}
      {networks.isError && (
        <Alert color="red" role="alert">
          {t('catalogue.loadFailed')}
        </Alert>
      )}
      {networks.data && networks.data.length === 0 && <Text c="dimmed">{t('catalogue.networks.empty')}</Text>}
      {networks.data && networks.data.length > 0 && (
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('catalogue.networks.name')}</Table.Th>
              <Table.Th>{t('catalogue.networks.members')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {networks.data.map((network) => (
              <Table.Tr key={network.id}>
                <Table.Td>
                  {editing?.id === network.id ? (
                    <TextInput
                      aria-label={t('catalogue.networks.newName', { name: network.name })}
                      value={editing.name}
                      onChange={(event) =>
                        setEditing({ ...editing, name: event.currentTarget.value, error: undefined })
                      }
                      onKeyDown={(event) => {
                        if (event.key === 'Enter') void saveRename();
                        if (event.key === 'Escape') setEditing(null);
                      }}
                      error={editing.error}
                      size="xs"
                    />
                  ) : (
                    network.name
                  )}
                </Table.Td>
                <Table.Td>{network.memberCount}</Table.Td>
                <Table.Td>
                  {editing?.id === network.id ? (
                    <Group gap="xs">
                      <Button size="xs" onClick={() => void saveRename()} loading={rename.isPending}>
                        {t('catalogue.save')}
                      </Button>
                      <Button size="xs" variant="subtle" onClick={() => setEditing(null)}>
                        {t('catalogue.cancel')}
                      </Button>
                    </Group>
                  ) : (
                    <Button
                      size="xs"
                      variant="subtle"
                      aria-label={t('catalogue.networks.rename', { name: network.name })}
                      onClick={() => setEditing({ id: network.id, name: network.name })}
                    >
                      {t('catalogue.rename')}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Group align="flex-start" gap="xs">
        <TextInput
          label={t('catalogue.networks.add')}
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setAddError(undefined);
          }}
          error={addError}
        />
        <Button mt={25} onClick={() => void add()} loading={create.isPending}>
          {t('catalogue.add')}
        </Button>
      </Group>
    </Stack>
  );
}
