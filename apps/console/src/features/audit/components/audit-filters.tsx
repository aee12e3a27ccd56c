import { Button, Group, MultiSelect, Select, TextInput } from '@mantine/core';
import type { AuditLogFilter } from '@wl/shared/console';
import { type FormEvent, useState } from 'react';
import { hostLabel } from '../../../lib/format.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { trpc } from '../../../lib/trpc.ts';

interface AuditFiltersProps {
  onApply: (filter: AuditLogFilter) => void;
}

/** Event multi-select, actor text and a day range; applied on submit (Enter or the button). */
export function AuditFilters({ onApply }: AuditFiltersProps) {
  const { t } = useI18n();
  const events = trpc.auditLog.events.useQuery();
  const hosts = trpc.hosts.list.useQuery();
  const tenants = trpc.tenants.list.useQuery();
  const [hostConfigId, setHostConfigId] = useState<string | null>(null);
  const [tenantId, setTenantId] = useState<string | null>(null);
  const [event, setEvent] = useState<string[]>([]);
  const [actor, setActor] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');

  const submit = (formEvent: FormEvent) => {
    formEvent.preventDefault();
    onApply({
      ...(event.length > 0 ? { event } : {}),
      ...(hostConfigId ? { hostConfigId } : {}),
      ...(tenantId ? { tenantId } : {}),
      ...(actor.trim() ? { actor: actor.trim() } : {}),
      ...(from ? { from } : {}),
      ...(to ? { to } : {}),
    });
  };
  const reset = () => {
    setEvent([]);
    setHostConfigId(null);
    setTenantId(null);
    setActor('');
    setFrom('');
    setTo('');
    onApply({});
  };

  return (
    <form aria-label={t('audit.filters.label')} onSubmit={submit}>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <MultiSelect
          label={t('audit.filters.event')}
          placeholder={event.length === 0 ? t('audit.filters.eventPlaceholder') : undefined}
          data={events.data ?? []}
          value={event}
          onChange={setEvent}
          searchable
          clearable
          w={280}
        />
        <Select
          label={t('audit.filters.host')}
          placeholder={t('audit.filters.hostPlaceholder')}
          data={(hosts.data ?? []).map((host) => ({
            value: host.id,
            label: host.hostname ? hostLabel(host.hostname) : t('audit.filters.defaultHost'),
          }))}
          value={hostConfigId}
          onChange={setHostConfigId}
          searchable
          clearable
          w={240}
        />
        <Select
          label={t('audit.filters.tenant')}
          placeholder={t('audit.filters.tenantPlaceholder')}
          data={(tenants.data ?? []).map((tenant) => ({ value: tenant.id, label: tenant.name }))}
          value={tenantId}
          onChange={setTenantId}
          searchable
          clearable
          w={220}
        />
        <TextInput
          label={t('audit.filters.actor')}
          placeholder={t('audit.filters.actorPlaceholder')}
          value={actor}
          onChange={(change) => setActor(change.currentTarget.value)}
          w={260}
        />
        <TextInput
          type="date"
          label={t('audit.filters.from')}
          value={from}
          onChange={(change) => setFrom(change.currentTarget.value)}
        />
        <TextInput
          type="date"
          label={t('audit.filters.to')}
          value={to}
          onChange={(change) => setTo(change.currentTarget.value)}
        />
        <Button type="submit">{t('audit.filters.apply')}</Button>
        <Button type="button" variant="subtle" onClick={reset}>
          {t('audit.filters.reset')}
        </Button>
      </Group>
    </form>
  );
}
