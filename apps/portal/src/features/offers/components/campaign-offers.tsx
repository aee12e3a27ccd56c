import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Group,
  Loader,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Tabs,
  Text,
  TextInput,
} from '@mantine/core';
import { IconSearch, IconX } from '@tabler/icons-react';
import { formatDateTime, formatMoney } from '@wl/shared/format';
import { type InvestmentRow, type InvestmentStatus, investmentStatuses, type Product } from '@wl/shared/schemas';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ScrollRegion } from '@/components/scroll-region.tsx';
import { lastPage, ServerPaging } from '@/components/server-paging.tsx';
import { InvestmentStatusBadge } from '@/components/status-badge.tsx';
import { paths } from '@/config/paths.ts';
import { messageOfError } from '@/lib/api/api-error.ts';
import { useBranding } from '@/lib/branding-context.tsx';
import { type ListTotal, useListTotalText } from '@/lib/list-total.ts';
import { useSignedInSession } from '@/lib/session/session-context.tsx';
import { useIsOverseer } from '@/lib/session/use-is-overseer.ts';
import { useEnumLabel } from '@/lib/use-enum-label.ts';
import { type CampaignOffersPage, useCampaignOffersPage } from '../api/campaigns-api.ts';
import {
  type CampaignOffersState,
  hasFilters,
  type OfferSort,
  type OffersTab,
  offerPageSizes,
  offerSorts,
  offersCountParams,
  offersListParams,
  readOffersState,
  writeOffersState,
} from '../lib/campaign-offers-query.ts';

/** How long typing pauses before the search is sent. */
const SEARCH_DELAY_MS = 300;

const sortLabelKey = {
  'statusDate:desc': 'offer.list.sortStatusDateDesc',
  'statusDate:asc': 'offer.list.sortStatusDateAsc',
  'investmentValue:desc': 'offer.list.sortAmountDesc',
  'investmentValue:asc': 'offer.list.sortAmountAsc',
} as const satisfies Record<OfferSort, string>;

type CampaignProduct = Pick<Product, 'id' | 'code' | 'name'>;

function OffersTable({ rows, withOwner }: { rows: InvestmentRow[]; withOwner: boolean }) {
  const { t } = useTranslation('investments');
  const { language } = useBranding();
  return (
    // The table scrolls sideways inside its own box on a phone, so the messages and the paging
    // around it stay on the screen; the box takes the keyboard's focus to be scrolled with arrows.
    <ScrollRegion label={t('offer.list.table')} testId="campaign-offers-scroll">
      <Table striped highlightOnHover miw={640}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('columns.investorName')}</Table.Th>
            <Table.Th>{t('columns.productCode')}</Table.Th>
            {withOwner && <Table.Th>{t('columns.ownerName')}</Table.Th>}
            <Table.Th>{t('columns.status')}</Table.Th>
            <Table.Th>{t('columns.statusDate')}</Table.Th>
            <Table.Th style={{ textAlign: 'right' }}>{t('columns.investmentValue')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>
                <Anchor component={Link} to={paths.app.investment.getHref(row.id)} size="sm" fw={500}>
                  {row.investorName || row.investorEmail}
                </Anchor>
                {row.investorName && (
                  <Text size="xs" c="dimmed">
                    {row.investorEmail}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{row.productCode}</Table.Td>
              {withOwner && <Table.Td>{row.ownerName ?? '—'}</Table.Td>}
              <Table.Td>
                <InvestmentStatusBadge status={row.status} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.statusDate, language)}</Table.Td>
              <Table.Td style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
                {row.investmentValue ? formatMoney(row.investmentValue, row.currency) : '—'}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}

interface FiltersProps {
  state: CampaignOffersState;
  products: readonly CampaignProduct[];
  update: (change: Partial<CampaignOffersState>) => void;
}

/** The search box (sent after a pause in typing), the statuses, the product and the order. */
function OffersFilters({ state, products, update }: FiltersProps) {
  const { t } = useTranslation('investments');
  const enumLabel = useEnumLabel();
  const [typed, setTyped] = useState(state.search);
  const sent = useRef(state.search);
  const send = useCallback(
    (search: string) => {
      sent.current = search;
      update({ search });
    },
    [update],
  );
  // A search cleared or changed elsewhere (the "clear filters" button, the browser's back) shows
  // here; the one this box sent does not overwrite what was typed since.
  useEffect(() => {
    if (state.search === sent.current) return;
    sent.current = state.search;
    setTyped(state.search);
  }, [state.search]);
  useEffect(() => {
    if (typed === sent.current) return;
    const timer = setTimeout(() => send(typed), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, send]);

  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
      <TextInput
        label={t('offer.list.search')}
        placeholder={t('offer.list.searchPlaceholder')}
        value={typed}
        onChange={(event) => setTyped(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') send(typed);
        }}
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={
          typed ? (
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={t('offer.list.clearSearch')}
              onClick={() => {
                setTyped('');
                send('');
              }}
            >
              <IconX size={16} aria-hidden />
            </ActionIcon>
          ) : null
        }
      />
      <MultiSelect
        label={t('offer.list.status')}
        placeholder={state.statuses.length === 0 ? t('offer.list.anyStatus') : undefined}
        data={investmentStatuses.map((status) => ({ value: status, label: enumLabel('investmentStatus', status) }))}
        value={state.statuses}
        onChange={(values) => update({ statuses: values as InvestmentStatus[] })}
        clearable
        clearButtonProps={{ 'aria-label': t('offer.list.clearStatus') }}
      />
      <Select
        label={t('offer.list.product')}
        placeholder={t('offer.list.anyProduct')}
        data={products.map((product) => ({ value: product.id, label: `${product.code} – ${product.name}` }))}
        value={state.productId}
        onChange={(value) => update({ productId: value })}
        clearable
        clearButtonProps={{ 'aria-label': t('offer.list.clearProduct') }}
      />
      <Select
        label={t('offer.list.sort')}
        data={offerSorts.map((sort) => ({ value: sort, label: t(sortLabelKey[sort]) }))}
        value={state.sort}
        onChange={(value) => update({ sort: (value as OfferSort | null) ?? 'statusDate:desc' })}
        allowDeselect={false}
      />
    </SimpleGrid>
  );
}

interface OffersListProps extends FiltersProps {
  query: ReturnType<typeof useCampaignOffersPage>;
  withOwner: boolean;
}

function OffersList({ state, products, update, query, withOwner }: OffersListProps) {
  const { t } = useTranslation('investments');
  const totalText = useListTotalText();
  const { language } = useBranding();
  const filtered = hasFilters(state);
  const clear = () => update({ search: '', statuses: [], productId: null });
  // A page past the end (an old address, offers moved meanwhile) goes to the last page there is.
  const past = query.data && !query.isPlaceholderData && query.data.rows.length === 0 && query.data.total > 0;
  const last = query.data ? lastPage(query.data.total, state.pageSize) : 1;
  useEffect(() => {
    if (past && state.page > last) update({ page: last });
  }, [past, last, state.page, update]);

  let content: ReactNode;
  if (query.isPending) {
    content = (
      <Group justify="center" py="md">
        <Loader size="sm" aria-label={t('offer.list.loading')} />
      </Group>
    );
  } else if (query.isError) {
    content = (
      <Alert color="red" role="alert" title={t('offer.list.failed')}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{messageOfError(query.error, language).text}</Text>
          <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
            {t('offer.list.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  } else if (query.data.total === 0) {
    content = filtered ? (
      <Stack gap="xs" align="flex-start" py="sm" data-testid="campaign-offers-empty">
        <Text size="sm">{t('offer.list.noMatch')}</Text>
        <Button size="xs" variant="light" onClick={clear}>
          {t('offer.list.clearFilters')}
        </Button>
      </Stack>
    ) : (
      <Text c="dimmed" size="sm" py="sm" data-testid="campaign-offers-empty">
        {t(state.tab === 'network' && withOwner ? 'offer.list.noOffersYet' : 'offer.list.noOwnOffersYet')}
      </Text>
    );
  } else {
    content = (
      <Stack gap="sm">
        <OffersTable rows={query.data.rows} withOwner={withOwner} />
        <ServerPaging
          page={state.page}
          pageSize={state.pageSize}
          pageSizes={offerPageSizes}
          total={query.data.total}
          totalCapped={query.data.totalCapped}
          onPage={(page) => update({ page })}
          onPageSize={(pageSize) => update({ pageSize })}
          texts="investments:offer.list"
          testId="campaign-offers-paging"
        />
      </Stack>
    );
  }

  return (
    <Stack gap="sm" aria-busy={query.isFetching}>
      <OffersFilters state={state} products={products} update={update} />
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm" fw={500} role="status" data-testid="campaign-offers-total">
          {query.data ? t('offer.list.total', { count: query.data.total, total: totalText(query.data) }) : ''}
        </Text>
        {filtered && query.data && query.data.total > 0 && (
          <Button size="xs" variant="subtle" onClick={clear}>
            {t('offer.list.clearFilters')}
          </Button>
        )}
      </Group>
      {content}
    </Stack>
  );
}

const tabLabel = (label: string, page: CampaignOffersPage | undefined, totalText: (page: ListTotal) => string) =>
  page === undefined ? label : `${label} (${totalText(page)})`;

/**
 * The offers (investments) of one campaign, a page at a time from the server (issue 19), with a
 * search, statuses, product and order; advisors see their own; coordinators and admins choose
 * between their own ("my offers", a filter on the owner) and every offer of their networks, each
 * tab with its count under the same filters. The choices live in the address.
 */
export function CampaignOffers({ campaignId, products }: { campaignId: string; products: readonly CampaignProduct[] }) {
  const { t } = useTranslation('investments');
  const totalText = useListTotalText();
  const overseer = useIsOverseer();
  const { user } = useSignedInSession();
  const [params, setParams] = useSearchParams();
  const state = readOffersState(params);
  const options = { userId: user.user.id, withTabs: overseer };
  const otherTab: OffersTab = state.tab === 'mine' ? 'network' : 'mine';
  const query = useCampaignOffersPage(campaignId, offersListParams(state, options));
  const otherCount = useCampaignOffersPage(campaignId, offersCountParams(state, otherTab, options), overseer);

  // Any change but the page's own goes back to the first page (never a page that no longer exists).
  const update = useCallback(
    (change: Partial<CampaignOffersState>) =>
      setParams((current) => writeOffersState({ ...readOffersState(current), page: 1, ...change }, current), {
        replace: true,
      }),
    [setParams],
  );

  if (!overseer) {
    return <OffersList state={state} products={products} update={update} query={query} withOwner={false} />;
  }
  const counts: Record<OffersTab, CampaignOffersPage | undefined> = {
    mine: state.tab === 'mine' ? query.data : otherCount.data,
    network: state.tab === 'network' ? query.data : otherCount.data,
  };
  return (
    <Tabs value={state.tab} onChange={(value) => update({ tab: value === 'network' ? 'network' : 'mine' })}>
      <Tabs.List>
        <Tabs.Tab value="mine">{tabLabel(t('offer.tabs.mine'), counts.mine, totalText)}</Tabs.Tab>
        <Tabs.Tab value="network">{tabLabel(t('offer.tabs.network'), counts.network, totalText)}</Tabs.Tab>
      </Tabs.List>
      {(['mine', 'network'] as const).map((tab) => (
        <Tabs.Panel key={tab} value={tab} pt="sm">
          {tab === state.tab && (
            <OffersList state={state} products={products} update={update} query={query} withOwner={tab === 'network'} />
          )}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
