import { Badge, ColorSwatch, Group, Text } from '@mantine/core';
import { builtInThemes } from '@wl/shared/theme';
import { useI18n } from '../../../lib/i18n.tsx';
import type { HostListItem } from '../types.ts';

/** The theme's name with a swatch of its main colour; custom colours live in the host's own config. */
export function ThemeCell({ theme }: { theme: HostListItem['theme'] }) {
  const { t } = useI18n();
  if (theme === 'theme-custom') {
    return (
      <Badge variant="outline" color="gray" tt="none">
        {t('hosts.theme.custom')}
      </Badge>
    );
  }
  // No theme renders like theme-default (spec §4).
  const colour = builtInThemes[theme ?? 'theme-default'].main;
  return (
    <Group gap="xs" wrap="nowrap">
      <ColorSwatch color={colour} data-color={colour} size={14} aria-hidden="true" withShadow={false} />
      <Text size="sm" ff={theme ? 'monospace' : undefined} c={theme ? undefined : 'dimmed'}>
        {theme ?? t('hosts.theme.none')}
      </Text>
    </Group>
  );
}
