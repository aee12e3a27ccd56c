import { Button, Group, Paper, Popover, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * One row of a list (a bank account, a PEP function …) framed, with its title and, when the list
 * may shrink, a remove button that asks first (what was typed in the row goes with it).
 */
export function RowCard({ title, onRemove, children }: { title: string; onRemove?: () => void; children: ReactNode }) {
  const { t } = useTranslation('kyc');
  const [confirming, setConfirming] = useState(false);
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} role="group" aria-label={title}>
      <Group justify="space-between" align="center" mb="sm" wrap="nowrap">
        <Text fw={600} size="sm">
          {title}
        </Text>
        {onRemove ? (
          <Popover opened={confirming} onChange={setConfirming} position="bottom-end" withArrow trapFocus>
            <Popover.Target>
              <Button
                variant="subtle"
                color="red"
                size="compact-sm"
                leftSection={<IconTrash size={16} aria-hidden="true" />}
                onClick={() => setConfirming((open) => !open)}
                aria-label={t('actions.removeRow', { row: title })}
              >
                {t('actions.remove')}
              </Button>
            </Popover.Target>
            <Popover.Dropdown>
              <Stack gap="xs" maw={240}>
                <Text size="sm">{t('actions.removeConfirm', { row: title })}</Text>
                <Group gap="xs" justify="flex-end">
                  <Button variant="default" size="compact-sm" onClick={() => setConfirming(false)}>
                    {t('actions.cancel')}
                  </Button>
                  <Button
                    color="red"
                    size="compact-sm"
                    onClick={() => {
                      setConfirming(false);
                      onRemove();
                    }}
                  >
                    {t('actions.remove')}
                  </Button>
                </Group>
              </Stack>
            </Popover.Dropdown>
          </Popover>
        ) : null}
      </Group>
      <Stack gap="sm">{children}</Stack>
    </Paper>
  );
}

/** "Add …" under a list. */
export function AddRowButton({ label, onClick, disabled }: { label: string; onClick: () => void; disabled?: boolean }) {
  return (
    <Group>
      <Button variant="light" onClick={onClick} disabled={disabled}>
        {label}
      </Button>
    </Group>
  );
}
