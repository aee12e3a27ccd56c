import { ActionIcon, Alert, Button, Group, Loader, Menu, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconCircleDashed, IconDotsVertical, IconDownload, IconEraser, IconX } from '@tabler/icons-react';
import { formatNumber } from '@wl/shared/format';
import type { InvestmentRow, SchedulePayment } from '@wl/shared/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportMenu } from '@/components/export-menu.tsx';
import { ScheduleTable } from '@/components/schedule-table.tsx';
import { messageOfError } from '@/lib/api/api-error.ts';
import { useBranding } from '@/lib/branding-context.tsx';
import { useSignedInSession } from '@/lib/session/session-context.tsx';
import { useFileDownload } from '@/lib/use-file-download.ts';
import { fetchSchedulePdf, useInvestmentSchedule, useMarkSchedulePayment } from '../api/schedule-api.ts';
import { type MarkAction, ScheduleMarkDialog } from './schedule-mark-dialog.tsx';

/** The investments that may have a schedule: active ones and accepted (signed) ones. */
export const mayHaveSchedule = (row: InvestmentRow) => row.status === 'active' || row.status === 'accepted';

/** Whether a payment carries a stored mark (only those can be cleared). */
const isMarked = (payment: SchedulePayment) =>
  payment.status === 'paid' || payment.status === 'partially_paid' || payment.status === 'cancelled';

/**
 * "Harmonogram płatności" of one investment in the advisor panel (decision 071): every payment
 * with its status and what was paid, the PDF, and for admins a menu per payment to mark it paid,
 * partially paid or cancelled, or to clear the mark, each after a confirmation.
 */
export function PaymentSchedule({ row }: { row: InvestmentRow }) {
  const { t } = useTranslation('investments');
  const { language } = useBranding();
  const { roles } = useSignedInSession();
  const admin = roles.includes('admin');
  const schedule = useInvestmentSchedule(row.id, mayHaveSchedule(row));
  const marking = useMarkSchedulePayment(row.id);
  const download = useFileDownload();
  const [target, setTarget] = useState<{ payment: SchedulePayment; action: MarkAction } | null>(null);

  if (schedule.isLoading) return <Loader size="sm" aria-label={t('schedule.loading')} />;
  if (schedule.isError)
    return (
      <Alert color="red" role="alert">
        {messageOfError(schedule.error, language).text}
      </Alert>
    );
  const data = schedule.data;
  if (!data) return <Text size="sm">{t('schedule.none')}</Text>;
  const actions: { action: MarkAction; icon: typeof IconCheck }[] = [
    { action: 'paid', icon: IconCheck },
    { action: 'partially_paid', icon: IconCircleDashed },
    { action: 'cancelled', icon: IconX },
    { action: 'none', icon: IconEraser },
  ];

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap">
        <Text size="sm" c="dimmed">
          {data.estimated ? t('schedule.estimated', { rate: formatNumber(data.interestPerYear) }) : null}
        </Text>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconDownload size={14} aria-hidden />}
          onClick={() => void download(() => fetchSchedulePdf(row.id), `harmonogram-${data.productCode}.pdf`)}
        >
          {t('schedule.pdf')}
        </Button>
        {/* Decision 073: the same schedule as a CSV or XLSX file. */}
        <ExportMenu
          name={t('schedule.caption')}
          fileBase={`harmonogram-${data.productCode}`}
          request={() => ({ path: `/api/advisor/investor/${row.id}/schedule/export`, query: new URLSearchParams() })}
        />
      </Group>
      <ScheduleTable
        payments={data.payments}
        currency={data.currency}
        caption={t('schedule.caption')}
        actions={
          admin
            ? (payment) => (
                <Menu position="bottom-end" withinPortal>
                  <Menu.Target>
                    <ActionIcon variant="subtle" aria-label={t('schedule.actions', { number: payment.number })}>
                      <IconDotsVertical size={16} aria-hidden />
                    </ActionIcon>
                  </Menu.Target>
                  <Menu.Dropdown>
                    {actions.map(({ action, icon: Icon }) => (
                      <Menu.Item
                        key={action}
                        leftSection={<Icon size={14} aria-hidden />}
                        disabled={action === 'none' ? !isMarked(payment) : payment.status === action}
                        onClick={() => setTarget({ payment, action })}
                      >
                        {t(`schedule.menu.${action}`)}
                      </Menu.Item>
                    ))}
                  </Menu.Dropdown>
                </Menu>
              )
            : undefined
        }
      />
      <ScheduleMarkDialog
        key={target ? `${target.payment.number}-${target.action}` : 'closed'}
        payment={target?.payment ?? null}
        action={target?.action ?? null}
        currency={data.currency}
        onClose={() => setTarget(null)}
        onConfirm={async (mark) => {
          if (!target) return;
          await marking.mutateAsync({ number: target.payment.number, mark });
          setTarget(null);
          notifications.show({ color: 'green', message: t('schedule.marked', { number: target.payment.number }) });
        }}
      />
    </Stack>
  );
}
