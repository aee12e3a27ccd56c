import { Button, Checkbox, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers.tsx';
import { validateOnBlur } from './blur-validation.ts';

function BlurValidatedForm({ onSubmit }: { onSubmit: () => void }) {
  const form = useForm({
    initialValues: { name: '', consent: false },
    validate: {
      name: (value) => (value.length < 3 ? 'Too short' : null),
      consent: (value) => (value ? null : 'Tick it'),
    },
    ...validateOnBlur,
  });
  return (
    <form onSubmit={form.onSubmit(onSubmit)}>
      <TextInput label="Name" {...form.getInputProps('name')} />
      <Checkbox label="I agree" {...form.getInputProps('consent', { type: 'checkbox' })} />
      <Button type="submit">Send</Button>
    </form>
  );
}

describe('validation on blur (issue 19)', () => {
  it('shows a field’s error as soon as it is left by the keyboard', async () => {
    const user = userEvent.setup();
    renderWithProviders(<BlurValidatedForm onSubmit={vi.fn()} />);
    await user.type(screen.getByLabelText('Name'), 'Jo');
    await user.tab();
    expect(screen.getByText('Too short')).toBeTruthy();
  });

  it('waits with the error of a field left by a press until the press is released, so nothing moves under the pointer', async () => {
    renderWithProviders(<BlurValidatedForm onSubmit={vi.fn()} />);
    const field = screen.getByLabelText('Name');
    fireEvent.change(field, { target: { value: 'Jo' } });
    field.focus();
    const checkbox = screen.getByLabelText('I agree');
    // The press blurs the field: no error yet, the checkbox stays where the pointer is.
    fireEvent.pointerDown(checkbox);
    fireEvent.blur(field);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByText('Too short')).toBeNull();
    // Released, and its click dispatched: the checkbox is ticked, then the error shows.
    fireEvent.pointerUp(checkbox);
    fireEvent.click(checkbox);
    expect((checkbox as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect(screen.getByText('Too short')).toBeTruthy());
  });

  it('still validates every field on submit', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithProviders(<BlurValidatedForm onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Too short')).toBeTruthy();
    expect(screen.getByText('Tick it')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
