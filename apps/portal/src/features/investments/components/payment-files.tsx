import { Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { catalogueMessage, errorMessageKeys } from '@wl/shared/errors';
import type { FileMetadata } from '@wl/shared/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBranding } from '@/lib/branding-context.tsx';
import { downloadPaymentConfirmation } from '../api/investments-api.ts';

/** The payment confirmations of an offer as download buttons (spec §3: attachments, "files" for coordinators). */
export function PaymentFiles({ offerId, files }: { offerId: string; files: readonly FileMetadata[] }) {
  const { t } = useTranslation('investments');
  const { language } = useBranding();
  const [busy, setBusy] = useState<string | null>(null);
  if (files.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('files.none')}
      </Text>
    );
  }
  const download = async (file: FileMetadata) => {
    setBusy(file.id);
    try {
      await downloadPaymentConfirmation(offerId, file.id, file.fileName);
    } catch {
      notifications.show({ color: 'red', message: catalogueMessage(errorMessageKeys.fileDownload, language).text });
    } finally {
      setBusy(null);
    }
  };
  return (
    <Stack gap={2} align="flex-start">
      {files.map((file) => (
        <Button
          key={file.id}
          variant="subtle"
          size="compact-xs"
          leftSection={<IconDownload size={14} aria-hidden />}
          loading={busy === file.id}
          onClick={() => void download(file)}
          aria-label={t('files.download', { fileName: file.fileName })}
        >
          {file.fileName}
        </Button>
      ))}
    </Stack>
  );
}
