import { Alert, Badge, Button, FileButton, Group, Modal, Stack, Table, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileImport, IconUpload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { formatDate, formatMoney } from '@wl/shared/format';
import type { ScheduleImportLine, ScheduleImportPreview } from '@wl/shared/schemas';
import { SCHEDULE_IMPORT_MAX_BYTES } from '@wl/shared/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollRegion } from '@/components/scroll-region.tsx';
import { messageOfError } from '@/lib/api/api-error.ts';
import { useBranding } from '@/lib/branding-context.tsx';
import { useSignedInSession } from '@/lib/session/session-context.tsx';
import { useEnumLabel } from '@/lib/use-enum-label.ts';
import { applyScheduleImport, previewScheduleImport } from '../api/schedule-api.ts';

const outcomeColors: Record<ScheduleImportLine['outcome'], string> = {
  change: 'green',
  unchanged: 'gray',
  refused: 'red',
};

function PreviewTable({ preview }: { preview: ScheduleImportPreview }) {
  const { t } = useTranslation('investments');
  const enumLabel = useEnumLabel();
  const dash = '—';
  return (
    <ScrollRegion label={t('scheduleImport.previewCaption')} maxHeight={360}>
      <Table striped withTableBorder stickyHeader miw={760}>
        <Table.Caption>{t('scheduleImport.previewCaption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('scheduleImport.columns.line')}</Table.Th>
            <Table.Th scope="col">{t('scheduleImport.columns.investment')}</Table.Th>
            <Table.Th scope="col">{t('scheduleImport.columns.number')}</Table.Th>
            <Table.Th scope="col">{t('scheduleImport.columns.payment')}</Table.Th>
            <Table.Th scope="col">{t('scheduleImport.columns.outcome')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {preview.lines.map((line) => (
            <Table.Tr key={line.line}>
              <Table.Td>{line.line}</Table.Td>
              <Table.Td>
                <Text size="sm">{line.investorName ?? line.reference}</Text>
                {line.productCode && (
                  <Text size="xs" c="dimmed">
                    {line.productCode}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                {line.number ?? dash}
                {line.dueDate && (
                  <Text size="xs" c="dimmed">
                    {formatDate(line.dueDate)}
                  </Text>
                )}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {line.paidAmount && line.currency ? formatMoney(line.paidAmount, line.currency) : dash}
                {line.paidOn && (
                  <Text size="xs" c="dimmed">
                    {formatDate(line.paidOn)}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Badge color={outcomeColors[line.outcome]} variant="light">
                  {t(`scheduleImport.outcomes.${line.outcome}`)}
                </Badge>
                <Text size="xs" mt={2}>
                  {line.outcome === 'refused' && line.reason
                    ? t(`scheduleImport.reasons.${line.reason}`)
                    : line.from && line.to
                      ? `${enumLabel('schedulePaymentStatus', line.from)} → ${enumLabel('schedulePaymentStatus', line.to)}`
                      : null}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}

/**
 * The CSV import of paid coupons (decision 071), for admins: paste the CSV or read it from a
 * file, look at the preview (what changes, which lines are refused and why), then apply it. The
 * API applies only the preview that was shown; if anything changed meanwhile it says so, and the
 * admin previews again.
 */
export function ScheduleImportDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('investments');
  const { language } = useBranding();
  const queryClient = useQueryClient();
  const [csv, setCsv] = useState('');
  const [preview, setPreview] = useState<ScheduleImportPreview | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState<'preview' | 'apply' | null>(null);

  const close = () => {
    setCsv('');
    setPreview(null);
    setRefusal(null);
    onClose();
  };
  const readFile = async (file: File | null) => {
    if (!file) return;
    setPreview(null);
    if (file.size > SCHEDULE_IMPORT_MAX_BYTES) {
      setRefusal(t('scheduleImport.fileTooLarge'));
      return;
    }
    setRefusal(null);
    setCsv(await file.text());
  };
  const run = async (step: 'preview' | 'apply') => {
    setBusy(step);
    setRefusal(null);
    try {
      if (step === 'preview') setPreview(await previewScheduleImport(csv));
      else if (preview) {
        const applied = await applyScheduleImport(csv, preview.previewHash);
        notifications.show({ color: 'green', message: t('scheduleImport.applied', { count: applied.changes }) });
        void queryClient.invalidateQueries({ queryKey: ['investments'] });
        close();
      }
    } catch (error) {
      setRefusal(messageOfError(error, language).text);
      if (step === 'apply') setPreview(null);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Modal opened={opened} onClose={close} title={t('scheduleImport.title')} size="xl">
      <Stack gap="sm">
        <Text size="sm">{t('scheduleImport.intro')}</Text>
        <Textarea
          label={t('scheduleImport.csv')}
          description={t('scheduleImport.csvHint')}
          autosize
          minRows={4}
          maxRows={10}
          value={csv}
          onChange={(event) => {
            setCsv(event.currentTarget.value);
            setPreview(null);
          }}
          styles={{ input: { fontFamily: 'monospace' } }}
        />
        <Group justify="space-between">
          <FileButton onChange={(file) => void readFile(file)} accept=".csv,text/csv,text/plain">
            {(props) => (
              <Button variant="default" leftSection={<IconUpload size={16} aria-hidden />} {...props}>
                {t('scheduleImport.chooseFile')}
              </Button>
            )}
          </FileButton>
          <Button onClick={() => void run('preview')} loading={busy === 'preview'} disabled={!csv.trim()}>
            {t('scheduleImport.preview')}
          </Button>
        </Group>
        {refusal && (
          <Alert color="red" role="alert">
            {refusal}
          </Alert>
        )}
        {preview && (
          <>
            <Text size="sm" role="status">
              {t('scheduleImport.summary', {
                changes: preview.changes,
                unchanged: preview.unchanged,
                refused: preview.refused,
              })}
            </Text>
            <PreviewTable preview={preview} />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('scheduleImport.cancel')}
              </Button>
              <Button onClick={() => void run('apply')} loading={busy === 'apply'} disabled={preview.changes === 0}>
                {t('scheduleImport.apply', { count: preview.changes })}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Modal>
  );
}

/** The investments screen's header button for admins that opens the import. */
export function ScheduleImportButton() {
  const { t } = useTranslation('investments');
  const { roles } = useSignedInSession();
  const [opened, setOpened] = useState(false);
  if (!roles.includes('admin')) return null;
  return (
    <>
      <Button variant="light" leftSection={<IconFileImport size={16} aria-hidden />} onClick={() => setOpened(true)}>
        {t('scheduleImport.open')}
      </Button>
      <ScheduleImportDialog opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}
