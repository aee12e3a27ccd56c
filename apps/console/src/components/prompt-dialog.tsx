import { Button, Group, type MantineColor, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { Dialog } from './dialog.tsx';

interface PromptDialogProps {
  opened: boolean;
  title: string;
  /** What happens if the operator confirms. */
  body?: ReactNode;
  label: string;
  description?: string;
  /** A reason (several lines) rather than a name. */
  multiline?: boolean;
  cancelLabel: string;
  confirmLabel: string;
  confirmColor?: MantineColor;
  loading: boolean;
  /** The value's error in words, or null when it may be sent. */
  validate: (value: string) => string | null;
  onConfirm: (value: string) => void;
  onClose: () => void;
}

/**
 * A confirmation that asks for one value first (a host's new name, a reason to suspend or to
 * reject): the value is checked before anything is sent, its error shows under the field, and
 * closing the dialog forgets it.
 */
export function PromptDialog(props: PromptDialogProps) {
  const { opened, title, body, label, description, multiline = false, loading, validate, onConfirm } = props;
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setValue('');
    setError(null);
    props.onClose();
  };
  const field = {
    label,
    description,
    value,
    error,
    required: true,
    'data-autofocus': true,
    onChange: (event: { currentTarget: { value: string } }) => {
      setValue(event.currentTarget.value);
      setError(null);
    },
  };
  return (
    <Dialog opened={opened} onClose={close} title={title}>
      <Stack gap="md">
        {typeof body === 'string' ? <Text size="sm">{body}</Text> : body}
        {multiline ? <Textarea {...field} autosize minRows={2} /> : <TextInput {...field} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {props.cancelLabel}
          </Button>
          <Button
            color={props.confirmColor}
            loading={loading}
            onClick={() => {
              const problem = validate(value);
              setError(problem);
              if (!problem) onConfirm(value);
            }}
          >
            {props.confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
