import { TextInput } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers.tsx';

/**
 * patches/@mantine__hooks@7.17.8.patch (decision 083): Mantine's `useId` replaced React's id with a
 * random one in a layout effect, so every field re-rendered right after it mounted (a KYC section:
 * about 600 components rendered twice in one task). These pin the patch: an upgrade that drops it
 * fails here.
 */
const seen: string[] = [];

function Probe({ given }: { given?: string }) {
  const id = useId(given);
  seen.push(id);
  return <span data-testid="probe" id={id} />;
}

describe('Mantine useId, as patched', () => {
  it('keeps React’s id: one render, the same id before and after the effects', () => {
    seen.length = 0;
    render(<Probe />);
    expect(seen).toHaveLength(1);
    expect(screen.getByTestId('probe').id).toBe(seen[0]);
    expect(seen[0]).toMatch(/^mantine-/);
  });

  it('still uses a static id when given one', () => {
    render(<Probe given="given" />);
    expect(screen.getByTestId('probe').id).toBe('given');
  });

  it('names a field by its label through the id (the label still points at its input)', () => {
    renderWithProviders(<TextInput label="Nazwisko" />);
    const input = screen.getByRole('textbox', { name: 'Nazwisko' });
    expect(input.id).toMatch(/^mantine-/);
  });
});
