import { Alert, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconUserShare } from '@tabler/icons-react';
import type { InvestmentRow } from '@wl/shared/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOfError } from '@/lib/api/api-error.ts';
import { useBranding } from '@/lib/branding-context.tsx';
import { useChangeOwner, useNetworkAdvisors } from '../api/investments-api.ts';

/**
 * Spec §6: a coordinator hands an offer to another advisor: an active advisor of the network the
 * offer was made in (the API refuses anyone else).
 */
function ChangeOwnerForm({ row, onDone }: { row: InvestmentRow; onDone: () => void }) {
  const { t } = useTranslation('investments');
  const { language } = useBranding();
  const advisors = useNetworkAdvisors(row.networkId);
  const change = useChangeOwner();
  const [ownerId, setOwnerId] = useState<string | null>(null);
  const options = (advisors.data ?? []).map((advisor) => ({
    value: advisor.id,
    label: `${advisor.firstName} ${advisor.surname} (${advisor.email})`,
  }));

  const submit = () => {
    if (!ownerId) return;
    change.mutate(
      { offerId: row.id, ownerId },
      {
        onSuccess: (updated) => {
          notifications.show({ color: 'green', message: t('owner.changed', { name: updated.ownerName ?? '' }) });
          onDone();
        },
      },
    );
  };

  return (
    <Stack>
      <Text size="sm">
        {t('owner.current', { investor: row.investorName ?? row.investorEmail, owner: row.ownerName ?? '—' })}
      </Text>
      {row.networkId === null ? (
        <Alert color="yellow">{t('owner.noNetwork')}</Alert>
      ) : (
        <Select
          label={t('owner.label')}
          placeholder={t('owner.placeholder')}
          data={options}
          value={ownerId}
          onChange={setOwnerId}
          searchable
          nothingFoundMessage={t('owner.noAdvisors')}
          disabled={advisors.isLoading}
          comboboxProps={{ withinPortal: true }}
        />
      )}
      {advisors.isError && <Alert color="red">{messageOfError(advisors.error, language).text}</Alert>}
      {change.isError && (
        <Alert color="red" role="alert">
          {messageOfError(change.error, language).text}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          {t('actions.cancel')}
        </Button>
        <Button onClick={submit} disabled={!ownerId} loading={change.isPending}>
          {t('owner.submit')}
        </Button>
      </Group>
    </Stack>
  );
}

export function ChangeOwnerButton({ row }: { row: InvestmentRow }) {
  const { t } = useTranslation('investments');
  const [opened, setOpened] = useState(false);
  const name = row.investorName ?? row.investorEmail;
  return (
    <>
      <Button
        size="compact-xs"
        variant="light"
        leftSection={<IconUserShare size={14} aria-hidden />}
        onClick={() => setOpened(true)}
        aria-label={t('owner.changeFor', { name })}
      >
        {t('owner.change')}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t('owner.title')} centered>
        {opened && <ChangeOwnerForm row={row} onDone={() => setOpened(false)} />}
      </Modal>
    </>
  );
}
