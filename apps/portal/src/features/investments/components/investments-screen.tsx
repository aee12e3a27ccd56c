import { Alert, Container, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconLayoutKanban, IconTable } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useIsOverseer } from '@/lib/session/use-is-overseer.ts';
import type { InvestmentsView } from '../lib/column-visibility.ts';
import { InvestmentsKanban } from './investments-kanban.tsx';
import { InvestmentsTable } from './investments-table.tsx';
import { ScheduleImportButton } from './schedule-import.tsx';

type Layout = 'table' | 'kanban';

/**
 * The investors screen (spec §2): the table by default, the kanban on request; the choice is in
 * the address (`?view=kanban`), so a reload or a shared link keeps it.
 */
export function InvestmentsScreen({ view }: { view: InvestmentsView }) {
  const { t } = useTranslation('investments');
  const overseer = useIsOverseer();
  const [searchParams, setSearchParams] = useSearchParams();
  const layout: Layout = searchParams.get('view') === 'kanban' ? 'kanban' : 'table';
  const network = view === 'network';

  const setLayout = (next: string) => {
    const params = new URLSearchParams(searchParams);
    if (next === 'kanban') params.set('view', 'kanban');
    else params.delete('view');
    setSearchParams(params, { replace: true });
  };

  return (
    <Container size="100%" px={{ base: 'xs', sm: 'lg' }} py="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <div>
            <Title order={1}>{network ? t('investors.networkTitle') : t('investors.title')}</Title>
            <Text c="dimmed" size="sm">
              {network ? t('investors.networkIntro') : t('investors.intro')}
            </Text>
          </div>
          <ScheduleImportButton />
          {(!network || overseer) && (
            <SegmentedControl
              aria-label={t('view.label')}
              value={layout}
              onChange={setLayout}
              data={[
                {
                  value: 'table',
                  label: (
                    <Group gap={6} wrap="nowrap">
                      <IconTable size={16} aria-hidden />
                      <span>{t('view.table')}</span>
                    </Group>
                  ),
                },
                {
                  value: 'kanban',
                  label: (
                    <Group gap={6} wrap="nowrap">
                      <IconLayoutKanban size={16} aria-hidden />
                      <span>{t('view.kanban')}</span>
                    </Group>
                  ),
                },
              ]}
            />
          )}
        </Group>
        {network && !overseer ? (
          <Alert color="yellow" role="alert">
            {t('investors.networkOnly')}
          </Alert>
        ) : layout === 'kanban' ? (
          <InvestmentsKanban view={view} />
        ) : (
          <InvestmentsTable view={view} />
        )}
      </Stack>
    </Container>
  );
}
