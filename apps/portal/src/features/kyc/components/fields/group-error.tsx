import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/**
 * An error that belongs to a group rather than one input (no beneficial owner added, sanction
 * percentages over 100 in total): shown above the group and focusable, so "focus the first
 * invalid field" can land on it.
 */
export function GroupError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle size={18} aria-hidden="true" />}
      role="alert"
      tabIndex={-1}
      data-kyc-error
      p="xs"
    >
      {message}
    </Alert>
  );
}
