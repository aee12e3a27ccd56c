import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconX } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { errorCodes } from '@wl/shared/errors';
import { useTranslation } from 'react-i18next';
import { ApiRequestError, messageOfError } from '@/lib/api/api-error.ts';
import { useBranding } from '@/lib/branding-context.tsx';
import type { OfferSource } from '../api/offer-source.ts';
import { useOfferRefresh, useOfferUpdate } from '../api/use-offer.ts';

/**
 * PATCH …/decline (issue 19): the investor says no to the offer, after confirming in a dialog
 * that says what follows (the advisor sees it; it cannot be undone; an agreement waiting for the
 * signature is withdrawn). The answer replaces the offer, which then shows as declined.
 */
export function DeclineOffer({ source, pendingAgreement }: { source: OfferSource; pendingAgreement: boolean }) {
  const { t } = useTranslation('investor');
  const { language } = useBranding();
  const [opened, { open, close }] = useDisclosure(false);
  const update = useOfferUpdate(source);
  const refresh = useOfferRefresh(source);
  const decline = useMutation({
    mutationFn: () => source.decline(),
    onSuccess: (offer) => {
      close();
      update(offer);
      notifications.show({ color: 'gray', message: t('decline.done') });
    },
    onError: (error) => {
      close();
      if (error instanceof ApiRequestError && error.code === errorCodes.offerOutOfDate) void refresh();
      notifications.show({ color: 'red', message: messageOfError(error, language).text });
    },
  });
  return (
    <>
      <Button variant="subtle" color="red" leftSection={<IconX size={16} aria-hidden />} onClick={open}>
        {t('decline.action')}
      </Button>
      <Modal opened={opened} onClose={close} title={t('decline.title')} centered>
        <Stack gap="md">
          <Text size="sm">{t('decline.confirm')}</Text>
          {pendingAgreement ? <Text size="sm">{t('decline.agreement')}</Text> : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={decline.isPending}>
              {t('decline.cancel')}
            </Button>
            <Button color="red" loading={decline.isPending} onClick={() => decline.mutate()}>
              {t('decline.submit')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
