import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowBackUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useEnumLabel } from '@/lib/use-enum-label.ts';
import type { PendingMove } from '../lib/undoable-moves.ts';

/**
 * The status changes waiting for the undo window (decision 064), each with "Undo" and "Save
 * now", then "saving…" once sent. A polite live region, so a screen reader hears that the change
 * waits and can still be undone.
 */
export function PendingMoves({
  pending,
  onUndo,
  onCommit,
}: {
  pending: readonly PendingMove[];
  onUndo: (id: string) => void;
  onCommit: (id: string) => void;
}) {
  const { t } = useTranslation('investments');
  const enumLabel = useEnumLabel();
  return (
    <div aria-live="polite" data-testid="pending-moves">
      {pending.length > 0 && (
        <Stack gap="xs">
          {pending.map((move) => {
            const name = move.row.investorName || move.row.investorEmail;
            const status = enumLabel('investmentStatus', move.status);
            return (
              <Alert key={move.row.id} color={move.sending ? 'gray' : 'blue'} p="xs">
                <Group justify="space-between" gap="xs" wrap="wrap">
                  <Group gap="xs" wrap="nowrap">
                    {move.sending && <Loader size="xs" aria-hidden />}
                    <Text size="sm">{t(move.sending ? 'undo.sending' : 'undo.pending', { name, status })}</Text>
                  </Group>
                  {!move.sending && (
                    <Group gap="xs">
                      <Button
                        size="xs"
                        variant="filled"
                        leftSection={<IconArrowBackUp size={14} aria-hidden />}
                        aria-label={t('undo.undoLabel', { name })}
                        onClick={() => {
                          onUndo(move.row.id);
                          notifications.show({ color: 'gray', message: t('undo.undone', { name }) });
                        }}
                      >
                        {t('undo.undo')}
                      </Button>
                      <Button
                        size="xs"
                        variant="default"
                        aria-label={t('undo.nowLabel', { name })}
                        onClick={() => onCommit(move.row.id)}
                      >
                        {t('undo.now')}
                      </Button>
                    </Group>
                  )}
                </Group>
              </Alert>
            );
          })}
        </Stack>
      )}
    </div>
  );
}
