import { Table, Text, VisuallyHidden } from '@mantine/core';
import { formatDate, formatMoney } from '@wl/shared/format';
import type { Currency, SchedulePayment, SchedulePaymentStatus } from '@wl/shared/schemas';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollRegion } from '@/components/scroll-region.tsx';
import { StatusBadge } from '@/components/status-badge.tsx';
import { useEnumLabel } from '@/lib/use-enum-label.ts';

const statusColors: Record<SchedulePaymentStatus, string> = {
  scheduled: 'gray',
  unpaid: 'red',
  paid: 'green',
  partially_paid: 'yellow',
  cancelled: 'dark',
};

/** A payment's status as a badge (decision 068: scheduled, unpaid, paid, partially paid, cancelled). */
export function SchedulePaymentBadge({ status }: { status: SchedulePaymentStatus }) {
  const label = useEnumLabel();
  return <StatusBadge color={statusColors[status]}>{label('schedulePaymentStatus', status)}</StatusBadge>;
}

const amountCell = { textAlign: 'right', whiteSpace: 'nowrap' } as const;

/**
 * An investment's interest schedule as a table (issue 20), the same for the investor and the
 * advisor panel: every payment's due date, interest, principal, total and status, what was paid
 * and when; an optional last column of actions per payment (an admin's marks). It scrolls
 * sideways in its own region on a phone.
 */
export function ScheduleTable({
  payments,
  currency,
  caption,
  actions,
}: {
  payments: readonly SchedulePayment[];
  currency: Currency;
  /** The table's caption and its scrolling region's name. */
  caption: string;
  actions?: (payment: SchedulePayment) => ReactNode;
}) {
  const { t } = useTranslation('common');
  const money = (value: string) => formatMoney(value, currency);
  return (
    <ScrollRegion label={caption}>
      <Table striped withTableBorder miw={actions ? 620 : 560}>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('schedule.number')}</Table.Th>
            <Table.Th scope="col">{t('schedule.dueDate')}</Table.Th>
            <Table.Th scope="col" style={amountCell}>
              {t('schedule.interest')}
            </Table.Th>
            <Table.Th scope="col" style={amountCell}>
              {t('schedule.principal')}
            </Table.Th>
            <Table.Th scope="col" style={amountCell}>
              {t('schedule.total')}
            </Table.Th>
            <Table.Th scope="col">{t('schedule.status')}</Table.Th>
            {actions && (
              <Table.Th scope="col">
                <VisuallyHidden>{t('schedule.actions')}</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {payments.map((payment) => (
            <Table.Tr key={payment.number}>
              <Table.Td>{payment.number}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(payment.dueDate)}</Table.Td>
              <Table.Td style={amountCell}>{money(payment.interest)}</Table.Td>
              <Table.Td style={amountCell}>{money(payment.principal)}</Table.Td>
              <Table.Td style={amountCell} fw={600}>
                {money(payment.total)}
              </Table.Td>
              <Table.Td>
                <SchedulePaymentBadge status={payment.status} />
                {payment.paidAmount !== null && payment.paidOn !== null && (
                  <Text size="xs" c="gray.7" mt={2}>
                    {t('schedule.paid', { amount: money(payment.paidAmount), date: formatDate(payment.paidOn) })}
                  </Text>
                )}
              </Table.Td>
              {actions && <Table.Td>{actions(payment)}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}
