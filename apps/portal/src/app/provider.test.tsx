import { Select } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { enHost } from '@/testing/hosts.ts';
import { renderWithProviders } from '@/testing/render-with-providers.tsx';

function ShowsNotification({ message }: { message: string }) {
  useEffect(() => {
    notifications.show({ message });
  }, [message]);
  return null;
}

describe('AppProvider notifications', () => {
  afterEach(() => notifications.clean());

  it('shows a notification sent before its container has loaded, with a named close button (PL)', async () => {
    renderWithProviders(<ShowsNotification message="Zapisano" />);
    const notification = (await screen.findByText('Zapisano')).closest('[role="alert"]') as HTMLElement;
    expect(within(notification).getByRole('button', { name: 'Zamknij powiadomienie' })).toBeTruthy();
  });

  it('names the close button in English on an English host', async () => {
    renderWithProviders(<ShowsNotification message="Saved" />, enHost);
    const notification = (await screen.findByText('Saved')).closest('[role="alert"]') as HTMLElement;
    expect(within(notification).getByRole('button', { name: 'Close the notification' })).toBeTruthy();
  });
});

describe('AppProvider selects (decision 085)', () => {
  it('renders a select’s list only while it is open, and its options then', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Select label="Tytuł" data={['Pan', 'Pani', 'Dr']} />);
    const input = screen.getByRole('textbox', { name: 'Tytuł' });
    expect(document.querySelectorAll('.mantine-Select-dropdown')).toHaveLength(0);
    expect(screen.queryByRole('option', { hidden: true })).toBeNull();
    await user.click(input);
    expect(await screen.findByRole('option', { name: 'Pani' })).toBeTruthy();
  });
});
