import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { formatDate, formatMoney } from '@wl/shared/format';
import type { Currency, ScheduleMarkPayload, SchedulePayment } from '@wl/shared/schemas';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOfError } from '@/lib/api/api-error.ts';
import { useBranding } from '@/lib/branding-context.tsx';
import { dateToIso, parseTypedDate } from '@/lib/dates.ts';

export type MarkAction = 'paid' | 'partially_paid' | 'cancelled' | 'none';

const todayTyped = () => formatDate(new Date());

/** `1 234,56` or `1234.56` as the API's money string; null when it is not an amount with at most two decimals. */
export function typedAmount(text: string): string | null {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  return /^\d{1,13}(\.\d{1,2})?$/.test(compact) ? compact : null;
}

/**
 * The confirmation of one mark (decision 071): a paid payment asks for the day it arrived, a
 * partial one also for the amount; cancelling and clearing ask only to be confirmed. The API
 * checks everything again; its refusal is shown here.
 */
export function ScheduleMarkDialog({
  payment,
  action,
  currency,
  onClose,
  onConfirm,
}: {
  payment: SchedulePayment | null;
  action: MarkAction | null;
  currency: Currency;
  onClose: () => void;
  onConfirm: (mark: ScheduleMarkPayload) => Promise<unknown>;
}) {
  const { t } = useTranslation('investments');
  const { language } = useBranding();
  const [amount, setAmount] = useState('');
  const [paidOn, setPaidOn] = useState(todayTyped);
  const [errors, setErrors] = useState<{ amount?: string; paidOn?: string }>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  if (!payment || !action) return null;
  const total = formatMoney(payment.total, currency);
  const withDate = action === 'paid' || action === 'partially_paid';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: typeof errors = {};
    const day = withDate ? dateToIso(parseTypedDate(paidOn)) : '';
    if (withDate && !day) next.paidOn = t('schedule.dialog.dateInvalid');
    const value = action === 'partially_paid' ? typedAmount(amount) : null;
    if (action === 'partially_paid' && !value) next.amount = t('schedule.dialog.amountInvalid');
    setErrors(next);
    if (next.amount || next.paidOn) return;
    const mark: ScheduleMarkPayload =
      action === 'paid'
        ? { status: 'paid', paidOn: day }
        : action === 'partially_paid'
          ? { status: 'partially_paid', paidAmount: value, paidOn: day }
          : { status: action };
    setSending(true);
    setRefusal(null);
    try {
      await onConfirm(mark);
    } catch (error) {
      setRefusal(messageOfError(error, language).text);
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title={t(`schedule.dialog.title.${action}`, { number: payment.number })} centered>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <Text size="sm">
            {t('schedule.dialog.payment', { number: payment.number, date: formatDate(payment.dueDate), total })}
          </Text>
          {action === 'partially_paid' && (
            <TextInput
              label={t('schedule.dialog.amount', { currency })}
              description={t('schedule.dialog.amountHint', { total })}
              required
              inputMode="decimal"
              value={amount}
              onChange={(event) => setAmount(event.currentTarget.value)}
              error={errors.amount}
              data-autofocus
            />
          )}
          {withDate && (
            <TextInput
              label={t('schedule.dialog.paidOn')}
              description={t('schedule.dialog.paidOnHint')}
              required
              value={paidOn}
              onChange={(event) => setPaidOn(event.currentTarget.value)}
              error={errors.paidOn}
              {...(action === 'paid' ? { 'data-autofocus': true } : {})}
            />
          )}
          {!withDate && <Text size="sm">{t(`schedule.dialog.confirm.${action}`)}</Text>}
          {refusal && (
            <Alert color="red" role="alert">
              {refusal}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('schedule.dialog.cancel')}
            </Button>
            <Button type="submit" loading={sending} color={action === 'cancelled' ? 'red' : undefined}>
              {t(`schedule.dialog.submit.${action}`)}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
