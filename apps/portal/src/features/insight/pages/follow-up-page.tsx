import { Alert, Button, Container, Group, Loader, Select, Stack, Tabs, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { followUpPageSizes, type StalledOffer, type StalledStage } from '@wl/shared/schemas';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { lastPage, ServerPaging } from '@/components/server-paging.tsx';
import { ApiRequestError, messageOfError } from '@/lib/api/api-error.ts';
import { useBranding } from '@/lib/branding-context.tsx';
import { useSignedInSession } from '@/lib/session/session-context.tsx';
import { useSendReminder, useStallCounts, useStalledOffers } from '../api/follow-up-api.ts';
import { useFunnelCampaigns } from '../api/funnel-api.ts';
import { FollowUpCards, FollowUpTable } from '../components/follow-up-list.tsx';
import { FollowUpSettingsPanel } from '../components/follow-up-settings.tsx';
import { ReminderDialog } from '../components/reminder-dialog.tsx';
import {
  type FollowUpState,
  followUpQuery,
  followUpTabs,
  nextReminderOf,
  readFollowUpState,
  writeFollowUpState,
} from '../lib/follow-up-state.ts';

const tabValue = (stage: StalledStage | null) => stage ?? 'all';

/** The moment a 429 `offer.reminder_too_soon` names, when it names one. */
function refusedUntil(error: unknown): string | null {
  if (!(error instanceof ApiRequestError) || error.status !== 429) return null;
  const value = error.errorBody?.parameters.nextReminderAt;
  return typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? value : null;
}

/**
 * `/app/follow-up` (issue 20, item 4; decision 072), for every advisor-panel role: the offers that
 * stopped moving for at least the tenant's N days, longest stalled first, per stall; one click
 * (confirmed) mails the investor a reminder, at most one per offer in 24 hours. An advisor sees
 * their own offers, a coordinator their networks', an admin the tenant's (the API decides); an
 * admin also sets N and the automatic reminders here. Tab, campaign and page live in the address.
 */
export default function FollowUpPage() {
  const { t } = useTranslation('insight');
  const { language } = useBranding();
  const { roles } = useSignedInSession();
  const overseer = roles.includes('coordinator') || roles.includes('admin');
  const [params, setParams] = useSearchParams();
  const state = readFollowUpState(params);
  const list = useStalledOffers(followUpQuery(state));
  const counts = useStallCounts(followUpTabs, state.campaignId);
  const campaigns = useFunnelCampaigns();
  const send = useSendReminder();
  const [chosen, setChosen] = useState<StalledOffer | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  // What this page learnt of the rate limit (a reminder sent, a 429), until the list says it too.
  const [held, setHeld] = useState<Record<string, string>>({});

  // Any change but the page's own goes back to the first page (never a page that no longer exists).
  const update = useCallback(
    (change: Partial<FollowUpState>) =>
      setParams((current) => writeFollowUpState({ ...readFollowUpState(current), page: 1, ...change }, current), {
        replace: true,
      }),
    [setParams],
  );
  // A page past the end (an old address, offers moved on meanwhile) goes to the last page there is.
  const past = list.data && !list.isPlaceholderData && list.data.rows.length === 0 && list.data.total > 0;
  const last = list.data ? lastPage(list.data.total, state.pageSize) : 1;
  useEffect(() => {
    if (past && state.page > last) update({ page: last });
  }, [past, last, state.page, update]);

  const close = () => {
    setChosen(null);
    setRefusal(null);
  };
  const confirm = () => {
    if (!chosen) return;
    const offer = chosen;
    send.mutate(offer.offerId, {
      onSuccess: (sent) => {
        setHeld((current) => ({ ...current, [offer.offerId]: sent.nextReminderAt }));
        notifications.show({
          color: 'green',
          message: t('followUp.sent', { email: offer.investorEmail }),
          closeButtonProps: { 'aria-label': t('followUp.closeNotification') },
        });
        close();
      },
      onError: (error) => {
        const until = refusedUntil(error);
        if (until) setHeld((current) => ({ ...current, [offer.offerId]: until }));
        setRefusal(messageOfError(error, language).text);
      },
    });
  };
  const now = Date.now();
  const rowsProps = {
    withOwner: overseer,
    nextReminder: (row: StalledOffer) => nextReminderOf(row, held[row.offerId], now),
    onRemind: (row: StalledOffer) => {
      setRefusal(null);
      setChosen(row);
    },
  };

  const filtered = state.stage !== null || state.campaignId !== null;
  let content: ReactNode;
  if (list.isPending) {
    content = (
      <Group justify="center" py="xl" role="status">
        <Loader size="sm" color="brand" />
        <Text size="sm" c="gray.7">
          {t('followUp.loading')}
        </Text>
      </Group>
    );
  } else if (list.isError) {
    content = (
      <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} title={t('followUp.error')} role="alert">
        <Text size="sm" mb="sm">
          {messageOfError(list.error, language).text}
        </Text>
        <Button variant="default" size="xs" onClick={() => void list.refetch()}>
          {t('followUp.retry')}
        </Button>
      </Alert>
    );
  } else if (list.data.total === 0) {
    content = (
      <Stack gap="xs" align="flex-start" py="sm" data-testid="follow-up-empty">
        <Text size="sm">{t(filtered ? 'followUp.emptyFiltered' : 'followUp.empty')}</Text>
        {filtered ? (
          <Button size="xs" variant="light" onClick={() => update({ stage: null, campaignId: null })}>
            {t('followUp.showAll')}
          </Button>
        ) : null}
      </Stack>
    );
  } else {
    content = (
      <Stack gap="sm">
        <FollowUpTable rows={list.data.rows} {...rowsProps} />
        <FollowUpCards rows={list.data.rows} {...rowsProps} />
        <ServerPaging
          page={state.page}
          pageSize={state.pageSize}
          pageSizes={followUpPageSizes}
          total={list.data.total}
          onPage={(page) => update({ page })}
          onPageSize={(pageSize) => update({ pageSize, page: 1 })}
          texts="insight:followUp.paging"
          testId="follow-up-paging"
        />
      </Stack>
    );
  }

  return (
    <Container size="xl" py="lg" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <div>
          <Title order={1} fz="h2">
            {t('followUp.title')}
          </Title>
          <Text c="gray.7">{t('followUp.intro')}</Text>
        </div>
        <FollowUpSettingsPanel editable={roles.includes('admin')} />
        <Select
          label={t('followUp.campaign')}
          placeholder={t('followUp.allCampaigns')}
          data={(campaigns.data ?? []).map((campaign) => ({ value: campaign.id, label: campaign.name }))}
          value={state.campaignId}
          onChange={(value) => update({ campaignId: value })}
          clearable
          clearButtonProps={{ 'aria-label': t('followUp.clearCampaign') }}
          w={{ base: '100%', sm: 360 }}
        />
        <Tabs
          value={tabValue(state.stage)}
          onChange={(value) => update({ stage: (value === 'all' ? null : value) as StalledStage | null })}
        >
          <Tabs.List aria-label={t('followUp.tabs.label')}>
            {followUpTabs.map((stage, index) => {
              const label = t(`followUp.tabs.${stage ?? 'all'}`);
              const total = counts[index]?.data?.total;
              return (
                <Tabs.Tab key={tabValue(stage)} value={tabValue(stage)}>
                  {total === undefined ? label : t('followUp.tabs.count', { label, count: total })}
                </Tabs.Tab>
              );
            })}
          </Tabs.List>
          {followUpTabs.map((stage) => (
            <Tabs.Panel key={tabValue(stage)} value={tabValue(stage)} pt="md">
              {stage === state.stage ? (
                <Stack gap="sm" aria-busy={list.isFetching}>
                  <Text size="sm" fw={500} role="status" data-testid="follow-up-total">
                    {list.data ? t('followUp.total', { count: list.data.total }) : ''}
                  </Text>
                  {content}
                </Stack>
              ) : null}
            </Tabs.Panel>
          ))}
        </Tabs>
      </Stack>
      <ReminderDialog offer={chosen} sending={send.isPending} refusal={refusal} onClose={close} onConfirm={confirm} />
    </Container>
  );
}
