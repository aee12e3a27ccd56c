import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useOpenedAfterMount } from '@/lib/use-opened-after-mount.ts';

/**
 * The confirmation of a decline: what follows (the advisor sees it; it cannot be undone; an
 * agreement waiting for the signature is withdrawn). A chunk of its own, loaded when first opened:
 * the dialog's parts (focus trap, scroll lock, overlay) are not on the offer's first screen.
 */
export function DeclineDialog({
  opened,
  pendingAgreement,
  pending,
  onClose,
  onConfirm,
}: {
  opened: boolean;
  pendingAgreement: boolean;
  pending: boolean;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation('investor');
  const open = useOpenedAfterMount(opened);
  return (
    <Modal opened={open} onClose={onClose} title={t('decline.title')} centered>
      <Stack gap="md">
        <Text size="sm">{t('decline.confirm')}</Text>
        {pendingAgreement ? <Text size="sm">{t('decline.agreement')}</Text> : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={pending}>
            {t('decline.cancel')}
          </Button>
          <Button color="red" loading={pending} onClick={onConfirm}>
            {t('decline.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
