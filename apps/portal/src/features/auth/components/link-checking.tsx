import { Group, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** While a mailed link is being checked (decision 067): no form yet, so no password is typed in vain. */
export function LinkChecking() {
  const { t } = useTranslation('auth');
  return (
    <Group gap="sm" role="status" aria-live="polite">
      <Loader size="sm" aria-hidden="true" />
      <Text>{t('linkCheck.checking')}</Text>
    </Group>
  );
}
