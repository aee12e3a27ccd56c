import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { REMINDER_INTERVAL_HOURS, type StalledOffer } from '@wl/shared/schemas';
import { useTranslation } from 'react-i18next';

/**
 * The confirmation before a reminder goes out (issue 20, item 4): to whom, about which offer; the
 * server picks the investor's language; and that an investor who never used the panel gets a new
 * offer link, the earlier one stopping (decision 072, as when an invitation is sent again). A
 * refusal (409 not stalled, 429 too soon) stays in the dialog in the catalogue's words until it is
 * closed.
 */
export function ReminderDialog({
  offer,
  sending,
  refusal,
  onClose,
  onConfirm,
}: {
  offer: StalledOffer | null;
  sending: boolean;
  refusal: string | null;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation('insight');
  return (
    <Modal
      opened={offer !== null}
      onClose={onClose}
      title={t('followUp.dialog.title')}
      centered
      closeButtonProps={{ 'aria-label': t('followUp.dialog.closeDialog') }}
    >
      {offer ? (
        <Stack gap="sm">
          <Text size="sm">
            {t('followUp.dialog.body', {
              email: offer.investorEmail,
              name: offer.investorName || offer.investorEmail,
              product: offer.productCode,
              campaign: offer.campaignName,
            })}
          </Text>
          <Text size="sm" c="gray.7">
            {t('followUp.dialog.newLink')}
          </Text>
          <Text size="sm" c="gray.7">
            {t('followUp.dialog.interval', { count: REMINDER_INTERVAL_HOURS })}
          </Text>
          {refusal ? (
            <Alert color="red" role="alert" title={t('followUp.dialog.refused')}>
              {refusal}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t(refusal ? 'followUp.dialog.close' : 'followUp.dialog.cancel')}
            </Button>
            {refusal ? null : (
              <Button onClick={onConfirm} loading={sending} data-autofocus>
                {t('followUp.dialog.confirm')}
              </Button>
            )}
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
