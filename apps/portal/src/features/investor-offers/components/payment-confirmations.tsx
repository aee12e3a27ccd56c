import { Alert, Button, FileButton, Group, List, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconUpload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { catalogueMessage, errorMessageKeys } from '@wl/shared/errors';
import { formatDateTime } from '@wl/shared/format';
import type { CampaignOffer, FileMetadata } from '@wl/shared/schemas';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOfError } from '@/lib/api/api-error.ts';
import { useBranding } from '@/lib/branding-context.tsx';
import { checkUpload, DOCUMENT_TYPES, saveBlob } from '@/lib/files.ts';
import type { OfferSource } from '../api/offer-source.ts';
import { useOfferUpdate } from '../api/use-offer.ts';
import { formatFileSize } from '../lib/file-size.ts';

function ConfirmationFile({ file, source }: { file: FileMetadata; source: OfferSource }) {
  const { t } = useTranslation('investor');
  const { language } = useBranding();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      saveBlob(await source.downloadFile(file), file.fileName);
    } catch {
      notifications.show({ color: 'red', message: catalogueMessage(errorMessageKeys.fileDownload, language).text });
    } finally {
      setBusy(false);
    }
  };
  return (
    <List.Item>
      <Button
        variant="subtle"
        size="compact-sm"
        leftSection={<IconDownload size={16} aria-hidden />}
        loading={busy}
        onClick={() => void download()}
        aria-label={t('payments.download', { fileName: file.fileName })}
        styles={{ label: { whiteSpace: 'normal', textAlign: 'left', overflowWrap: 'anywhere' } }}
        h="auto"
        py={4}
      >
        {file.fileName}
      </Button>
      <Text size="xs" c="gray.7" pl="sm">
        {formatFileSize(file.size)} · {t('payments.uploadedAt', { date: formatDateTime(file.uploadedAt, language) })}
      </Text>
    </List.Item>
  );
}

/**
 * The investor's payment confirmations: the list (each downloadable) and, while the offer takes
 * them (accepted or active), a button to add one (PDF, JPEG or PNG up to 10 MB, checked before
 * the upload starts; the server checks the content again).
 */
export function PaymentConfirmations({
  offer,
  source,
  canUpload,
  awaitsSignature = false,
}: {
  offer: CampaignOffer;
  source: OfferSource;
  canUpload: boolean;
  /** The agreement stands refused: say why no confirmation can be added (decision 053). */
  awaitsSignature?: boolean;
}) {
  const { t } = useTranslation('investor');
  const { language } = useBranding();
  const update = useOfferUpdate(source);
  const resetRef = useRef<() => void>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: (file: File) => source.upload(file),
    onSuccess: (updated, file) => {
      update(updated);
      notifications.show({ color: 'green', message: t('payments.uploaded', { fileName: file.name }) });
    },
    onError: (error) => setProblem(messageOfError(error, language).text),
    onSettled: () => resetRef.current?.(),
  });
  const choose = (file: File | null) => {
    if (!file) return;
    const check = checkUpload(file);
    if (check) {
      setProblem(catalogueMessage(errorMessageKeys[check], language).text);
      resetRef.current?.();
      return;
    }
    setProblem(null);
    upload.mutate(file);
  };
  const files = offer.paymentConfirmations;
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('payments.title')}
      </Title>
      {files.length > 0 ? (
        <List listStyleType="none" spacing={6} aria-label={t('payments.list')}>
          {files.map((file) => (
            <ConfirmationFile key={file.id} file={file} source={source} />
          ))}
        </List>
      ) : (
        <Text size="sm" c="gray.7">
          {t('payments.none')}
        </Text>
      )}
      {canUpload ? (
        <>
          <Text size="sm" c="gray.7">
            {t('payments.hint')}
          </Text>
          <Group>
            <FileButton onChange={choose} accept={DOCUMENT_TYPES.join(',')} resetRef={resetRef}>
              {(props) => (
                <Button
                  {...props}
                  variant="light"
                  leftSection={<IconUpload size={16} aria-hidden />}
                  loading={upload.isPending}
                >
                  {t('payments.add')}
                </Button>
              )}
            </FileButton>
          </Group>
        </>
      ) : null}
      {!canUpload && awaitsSignature ? (
        <Text size="sm" c="gray.7">
          {t('payments.signFirst')}
        </Text>
      ) : null}
      {problem ? (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      ) : null}
    </Stack>
  );
}
