import { Button, Group } from '@mantine/core';
import type { MouseEvent } from 'react';
import type { ConsoleKey } from '../lib/i18n.tsx';
import { useI18n } from '../lib/i18n.tsx';
import { useHasRole } from '../lib/operator-role.ts';
import { type ConsoleView, consoleViews, hashOf } from './use-view.ts';

const labels: Record<ConsoleView, ConsoleKey> = {
  hosts: 'nav.hosts',
  onboard: 'nav.onboard',
  catalogue: 'nav.catalogue',
  audit: 'nav.audit',
  outbox: 'nav.outbox',
  operators: 'nav.operators',
};

/** Sections only admins have (decision 046): onboarding a host and managing operators. */
const adminViews: readonly ConsoleView[] = ['onboard', 'operators'];

/** Links between the console's sections; the current one is marked for assistive technology. */
export function ConsoleNav({ view, onNavigate }: { view: ConsoleView; onNavigate: (view: ConsoleView) => void }) {
  const { t } = useI18n();
  const admin = useHasRole('admin');
  return (
    <Group component="nav" aria-label={t('nav.label')} gap="xs" wrap="wrap">
      {consoleViews
        .filter((name) => admin || !adminViews.includes(name))
        .map((name) => (
          <Button
            key={name}
            component="a"
            href={hashOf(name)}
            size="sm"
            variant={name === view ? 'filled' : 'subtle'}
            aria-current={name === view ? 'page' : undefined}
            onClick={(event: MouseEvent<HTMLAnchorElement>) => {
              event.preventDefault();
              onNavigate(name);
            }}
          >
            {t(labels[name])}
          </Button>
        ))}
    </Group>
  );
}
