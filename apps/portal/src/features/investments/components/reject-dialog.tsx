import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type InvestmentRow, offerStatusChangePayloadSchema, STATUS_REASON_MAX_LENGTH } from '@wl/shared/schemas';
import { useTranslation } from 'react-i18next';
import { useBranding } from '@/lib/branding-context.tsx';
import { validateWithSchema } from '@/lib/forms/validation.ts';

function RejectForm({
  row,
  onCancel,
  onConfirm,
}: {
  row: InvestmentRow;
  onCancel: () => void;
  onConfirm: (row: InvestmentRow, reason: string) => void;
}) {
  const { t } = useTranslation('investments');
  const { language } = useBranding();
  const form = useForm({
    mode: 'controlled',
    initialValues: { reason: '' },
    // The server's own contract: a rejection needs its reason (PATCH …/status refuses one without).
    validate: (values) =>
      validateWithSchema(offerStatusChangePayloadSchema, { status: 'rejected', reason: values.reason }, language),
  });
  return (
    <form onSubmit={form.onSubmit((values) => onConfirm(row, values.reason.trim()))} noValidate>
      <Stack gap="md">
        <Text size="sm">{t('reject.body')}</Text>
        <Textarea
          label={t('reject.reason')}
          description={t('reject.reasonHint')}
          autosize
          minRows={3}
          maxLength={STATUS_REASON_MAX_LENGTH}
          withAsterisk
          data-autofocus
          {...form.getInputProps('reason')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('reject.cancel')}
          </Button>
          <Button type="submit" color="red">
            {t('reject.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Rejecting an investment (issue 19) asks for the reason and a confirmation: the reason goes to
 * the status history, and the dialog says that the move is final once saved (the undo lasts only
 * the few seconds before it is sent, decision 064).
 */
export function RejectDialog({
  row,
  onCancel,
  onConfirm,
}: {
  /** The investment being rejected; null keeps the dialog closed. */
  row: InvestmentRow | null;
  onCancel: () => void;
  onConfirm: (row: InvestmentRow, reason: string) => void;
}) {
  const { t } = useTranslation('investments');
  return (
    <Modal
      opened={row !== null}
      onClose={onCancel}
      title={row ? t('reject.title', { name: row.investorName || row.investorEmail }) : ''}
      centered
    >
      {row && <RejectForm key={row.id} row={row} onCancel={onCancel} onConfirm={onConfirm} />}
    </Modal>
  );
}
