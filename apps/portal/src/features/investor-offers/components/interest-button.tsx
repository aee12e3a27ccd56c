import { Alert, Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconThumbUp } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { errorCodes } from '@wl/shared/errors';
import { useTranslation } from 'react-i18next';
import { ApiRequestError, messageOfError } from '@/lib/api/api-error.ts';
import { useBranding } from '@/lib/branding-context.tsx';
import type { OfferSource } from '../api/offer-source.ts';
import { useOfferRefresh, useOfferUpdate } from '../api/use-offer.ts';

/** PATCH …/interest: the investor tells the advisor the offer interests them (invited or viewed). */
export function InterestButton({
  source,
  onRefused,
}: {
  source: OfferSource;
  /** Every refusal of the server, after the button has shown it. */
  onRefused?: (error: unknown) => void;
}) {
  const { t } = useTranslation('investor');
  const { language } = useBranding();
  const update = useOfferUpdate(source);
  const refresh = useOfferRefresh(source);
  const interest = useMutation({
    mutationFn: () => source.expressInterest(),
    onSuccess: (offer) => {
      update(offer);
      notifications.show({ color: 'green', message: t('actions.interestSaved') });
    },
    onError: (error) => {
      // Out of date: someone (or another tab) moved the offer; show it as it is now.
      if (error instanceof ApiRequestError && error.code === errorCodes.offerOutOfDate) void refresh();
      onRefused?.(error);
    },
  });
  return (
    <Stack gap="xs">
      <Button
        variant="light"
        size="md"
        leftSection={<IconThumbUp size={18} aria-hidden />}
        loading={interest.isPending}
        onClick={() => interest.mutate()}
        fullWidth
      >
        {t('actions.interest')}
      </Button>
      <Text size="sm" c="gray.7">
        {t('actions.interestHint')}
      </Text>
      {interest.isError ? (
        <Alert color="red" role="alert">
          {messageOfError(interest.error, language).text}
        </Alert>
      ) : null}
    </Stack>
  );
}
