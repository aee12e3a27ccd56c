import { Button, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import type { IsoDate } from '@wl/shared/rules';
import type { AdvisorListRow, BrokerNetwork, CampaignSummary } from '@wl/shared/schemas';
import { useTranslation } from 'react-i18next';
import { DATE_INPUT_FORMAT, dateToIso, isoToDate, parseTypedDate } from '@/lib/dates.ts';
import { FUNNEL_PRESETS, type FunnelFilters, presetPeriod } from '../lib/funnel-format.ts';

interface Props {
  filters: FunnelFilters;
  today: IsoDate;
  onChange: (filters: FunnelFilters) => void;
  campaigns: CampaignSummary[];
  /** Null when the caller sees no other advisor's offers (a plain advisor): no network or advisor filter. */
  networks: BrokerNetwork[] | null;
  advisors: AdvisorListRow[] | null;
}

/**
 * The funnel's filters (issue 20): the period (a preset or two dates), the campaign, and for
 * coordinators and admins the network and the advisor. Every change is kept in the address.
 */
export function FunnelFiltersForm({ filters, today, onChange, campaigns, networks, advisors }: Props) {
  const { t } = useTranslation('insight');
  // Dates as spec §9 writes them (DD.MM.YYYY), typed or picked, like every other date field.
  const dateField = {
    valueFormat: DATE_INPUT_FORMAT,
    dateParser: (text: string) => parseTypedDate(text) ?? new Date(Number.NaN),
    placeholder: DATE_INPUT_FORMAT,
  };
  const set = (change: Partial<FunnelFilters>) => onChange({ ...filters, ...change });
  const all = { value: '', label: t('funnel.filters.all') };
  return (
    <Stack
      gap="sm"
      component="form"
      aria-label={t('funnel.filters.label')}
      onSubmit={(event) => event.preventDefault()}
    >
      <Stack gap={4}>
        <Text fw={600} size="sm" id="funnel-period">
          {t('funnel.filters.period')}
        </Text>
        <Group gap="xs" role="group" aria-label={t('funnel.filters.presetsLabel')}>
          {FUNNEL_PRESETS.map((days) => {
            const period = presetPeriod(days, today);
            const pressed = filters.from === period.from && filters.to === period.to;
            return (
              <Button
                key={days}
                size="xs"
                variant={pressed ? 'filled' : 'default'}
                aria-pressed={pressed}
                onClick={() => set(period)}
              >
                {t('funnel.filters.preset', { count: days })}
              </Button>
            );
          })}
        </Group>
      </Stack>
      <SimpleGrid cols={{ base: 1, xs: 2, md: networks ? 5 : 3 }} spacing="sm">
        <DateInput
          label={t('funnel.filters.from')}
          {...dateField}
          value={isoToDate(filters.from)}
          maxDate={isoToDate(filters.to) ?? undefined}
          onChange={(value) => {
            if (value) set({ from: dateToIso(value) });
          }}
        />
        <DateInput
          label={t('funnel.filters.to')}
          {...dateField}
          value={isoToDate(filters.to)}
          minDate={isoToDate(filters.from) ?? undefined}
          onChange={(value) => {
            if (value) set({ to: dateToIso(value) });
          }}
        />
        <Select
          label={t('funnel.filters.campaign')}
          data={[all, ...campaigns.map((campaign) => ({ value: campaign.id, label: campaign.name }))]}
          value={filters.campaignId ?? ''}
          onChange={(value) => set({ campaignId: value || null })}
          allowDeselect={false}
          searchable
          comboboxProps={{ withinPortal: true }}
        />
        {networks ? (
          <Select
            label={t('funnel.filters.network')}
            data={[all, ...networks.map((network) => ({ value: network.id, label: network.name }))]}
            value={filters.networkId ?? ''}
            onChange={(value) => set({ networkId: value || null })}
            allowDeselect={false}
            searchable
          />
        ) : null}
        {advisors ? (
          <Select
            label={t('funnel.filters.advisor')}
            data={[
              { value: '', label: t('funnel.filters.allAdvisors') },
              ...advisors.map((advisor) => ({
                value: advisor.id,
                label: `${advisor.firstName} ${advisor.surname}`.trim() || advisor.email,
              })),
            ]}
            value={filters.advisorId ?? ''}
            onChange={(value) => set({ advisorId: value || null })}
            allowDeselect={false}
            searchable
          />
        ) : null}
      </SimpleGrid>
    </Stack>
  );
}
