import { Button, Group, MultiSelect, TextInput } from '@mantine/core';
import { type MailStatusName, mailStatuses, type OutboxFilter } from '@wl/shared/console';
import { type FormEvent, useState } from 'react';
import { useI18n } from '../../../lib/i18n.tsx';
import { trpc } from '../../../lib/trpc.ts';

/** Recipient text, template and status multi-selects; applied on submit. */
export function OutboxFilters({ onApply }: { onApply: (filter: OutboxFilter) => void }) {
  const { t } = useI18n();
  const templates = trpc.outbox.templates.useQuery();
  const [to, setTo] = useState('');
  const [template, setTemplate] = useState<string[]>([]);
  const [status, setStatus] = useState<MailStatusName[]>([]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({
      ...(to.trim() ? { to: to.trim() } : {}),
      ...(template.length > 0 ? { template } : {}),
      ...(status.length > 0 ? { status } : {}),
    });
  };
  const reset = () => {
    setTo('');
    setTemplate([]);
    setStatus([]);
    onApply({});
  };

  return (
    <form aria-label={t('outbox.filters.label')} onSubmit={submit}>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label={t('outbox.filters.to')}
          placeholder={t('outbox.filters.toPlaceholder')}
          value={to}
          onChange={(change) => setTo(change.currentTarget.value)}
          w={260}
        />
        <MultiSelect
          label={t('outbox.filters.template')}
          placeholder={template.length === 0 ? t('outbox.filters.templatePlaceholder') : undefined}
          data={templates.data ?? []}
          value={template}
          onChange={setTemplate}
          searchable
          clearable
          w={260}
        />
        <MultiSelect
          label={t('outbox.filters.status')}
          placeholder={status.length === 0 ? t('outbox.filters.statusPlaceholder') : undefined}
          data={mailStatuses.map((value) => ({ value, label: t(`outbox.status.${value}`) }))}
          value={status}
          onChange={(values) => setStatus(values as MailStatusName[])}
          clearable
          w={240}
        />
        <Button type="submit">{t('outbox.filters.apply')}</Button>
        <Button type="button" variant="subtle" onClick={reset}>
          {t('outbox.filters.reset')}
        </Button>
      </Group>
    </form>
  );
}
