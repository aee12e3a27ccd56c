import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconX } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { errorCodes } from '@wl/shared/errors';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError, messageOfError } from '@/lib/api/api-error.ts';
import { useBranding } from '@/lib/branding-context.tsx';
import { useDialogOnDemand } from '@/lib/use-dialog-on-demand.ts';
import type { OfferSource } from '../api/offer-source.ts';
import { useOfferRefresh, useOfferUpdate } from '../api/use-offer.ts';

const DeclineDialog = lazy(() => import('./decline-dialog.tsx').then((module) => ({ default: module.DeclineDialog })));

/**
 * PATCH …/decline (issue 19): the investor says no to the offer, after confirming in a dialog
 * (decline-dialog.tsx). The answer replaces the offer, which then shows as declined.
 */
export function DeclineOffer({ source, pendingAgreement }: { source: OfferSource; pendingAgreement: boolean }) {
  const { t } = useTranslation('investor');
  const { language } = useBranding();
  const dialog = useDialogOnDemand();
  const { close } = dialog;
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
      <Button variant="subtle" color="red" leftSection={<IconX size={16} aria-hidden />} onClick={dialog.open}>
        {t('decline.action')}
      </Button>
      {dialog.mounted ? (
        <Suspense fallback={null}>
          <DeclineDialog
            opened={dialog.opened}
            pendingAgreement={pendingAgreement}
            pending={decline.isPending}
            onClose={close}
            onConfirm={() => decline.mutate()}
          />
        </Suspense>
      ) : null}
    </>
  );
}
