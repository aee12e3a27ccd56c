import { Anchor, Table, Tabs, Text } from '@mantine/core';
import { formatDateTime, formatMoney } from '@wl/shared/format';
import type { InvestmentRow } from '@wl/shared/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InvestmentStatusBadge } from '@/components/status-badge.tsx';
import { paths } from '@/config/paths.ts';
import { useBranding } from '@/lib/branding-context.tsx';
import { useSignedInSession } from '@/lib/session/session-context.tsx';
import { useIsOverseer } from '@/lib/session/use-is-overseer.ts';
import { fullName, type OffersTab, offersOfTab } from '../lib/campaign-tabs.ts';

function OffersTable({ rows, withOwner }: { rows: InvestmentRow[]; withOwner: boolean }) {
  const { t } = useTranslation('investments');
  const { language } = useBranding();
  if (rows.length === 0) {
    return (
      <Text c="dimmed" size="sm" py="md">
        {t('offer.noOffers')}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover>
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
              <Table.Td>{formatDateTime(row.statusDate, language)}</Table.Td>
              <Table.Td style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
                {row.investmentValue ? formatMoney(row.investmentValue, row.currency) : '—'}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * The offers (investments) of one campaign: advisors see their own; coordinators and admins
 * choose between their own ("my offers") and those of their networks ("network offers").
 */
export function CampaignOffers({ rows }: { rows: InvestmentRow[] }) {
  const { t } = useTranslation('investments');
  const overseer = useIsOverseer();
  const { user } = useSignedInSession();
  const [tab, setTab] = useState<OffersTab>('mine');
  if (!overseer) return <OffersTable rows={rows} withOwner={false} />;
  const myName = fullName(user.user);
  return (
    <Tabs value={tab} onChange={(value) => setTab(value === 'network' ? 'network' : 'mine')}>
      <Tabs.List>
        <Tabs.Tab value="mine">
          {t('offer.tabs.mine')} ({offersOfTab(rows, 'mine', myName).length})
        </Tabs.Tab>
        <Tabs.Tab value="network">
          {t('offer.tabs.network')} ({offersOfTab(rows, 'network', myName).length})
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="mine" pt="sm">
        <OffersTable rows={offersOfTab(rows, 'mine', myName)} withOwner={false} />
      </Tabs.Panel>
      <Tabs.Panel value="network" pt="sm">
        <OffersTable rows={offersOfTab(rows, 'network', myName)} withOwner />
      </Tabs.Panel>
    </Tabs>
  );
}
