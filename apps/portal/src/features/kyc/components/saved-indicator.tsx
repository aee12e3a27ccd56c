import { Group, Text } from '@mantine/core';
import { IconCloudCheck, IconDeviceMobileCheck } from '@tabler/icons-react';
import { formatDateTime } from '@wl/shared/format';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocalSavedAt } from '../lib/use-kyc-questionnaire.ts';

/** `12:03`: the time part of the shared date-time format (24-hour, Europe/Warsaw, both languages). */
export function savedTime(iso: string): string {
  const formatted = formatDateTime(iso);
  return formatted.slice(formatted.indexOf(', ') + 2);
}

/**
 * An unobtrusive "Saved 12:03": on the server (investor panel, after each section) or on this
 * device (every keystroke, kept until it is saved or sent), whichever is newer.
 */
export function SavedIndicator({
  serverSavedAt,
  localSavedAt,
}: {
  serverSavedAt: string | null;
  localSavedAt: string | null;
}) {
  const { t } = useTranslation('kyc');
  const local = localSavedAt && (!serverSavedAt || localSavedAt > serverSavedAt);
  const at = local ? localSavedAt : serverSavedAt;
  if (!at) return null;
  const Icon = local ? IconDeviceMobileCheck : IconCloudCheck;
  return (
    <Group gap={6} wrap="nowrap" role="status" aria-live="polite" data-testid="kyc-saved">
      <Icon size={16} aria-hidden="true" color="var(--mantine-color-dimmed)" />
      <Text size="xs" c="dimmed">
        {t(local ? 'saved.local' : 'saved.server', { time: savedTime(at) })}
      </Text>
    </Group>
  );
}

/** The indicator of a questionnaire whose local copy changes as the person types (only it renders then). */
export function LiveSavedIndicator({
  serverSavedAt,
  localSavedAt,
}: {
  serverSavedAt: string | null;
  localSavedAt: LocalSavedAt;
}) {
  const local = useSyncExternalStore(localSavedAt.subscribe, localSavedAt.get);
  return <SavedIndicator serverSavedAt={serverSavedAt} localSavedAt={local} />;
}
