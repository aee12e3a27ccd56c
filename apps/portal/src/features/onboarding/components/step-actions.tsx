import { Button, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A step's buttons: back on the left, the step's own action on the right (stacked on a phone). */
export function StepActions({ onBack, children }: { onBack?: () => void; children: ReactNode }) {
  const { t } = useTranslation('onboarding');
  return (
    <Group justify="space-between" gap="sm" mt="xs">
      {onBack ? (
        <Button variant="subtle" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={onBack}>
          {t('nav.back')}
        </Button>
      ) : (
        <span />
      )}
      {children}
    </Group>
  );
}
