import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OutboxItem, OutboxMail, OutboxPage } from '@wl/shared/console';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp, trpcError } from '../../../testing/render-app.tsx';
import { linkParts } from './linked-text.tsx';

afterEach(() => {
  window.location.hash = '';
});

function item(overrides: Partial<OutboxItem> = {}): OutboxItem {
  return {
    id: crypto.randomUUID(),
    createdAt: '2025-07-01T08:00:00.000Z',
    to: 'ala@example.com',
    template: 'activation',
    subject: 'Aktywuj konto',
    status: 'sent',
    attempts: 1,
    lastError: null,
    nextAttemptAt: null,
    ...overrides,
  };
}

const activation = item();
const failed = item({ subject: 'Reset hasła', template: 'password-reset', status: 'failed', attempts: 3 });
const mail: OutboxMail = {
  ...activation,
  host: 'demo.localhost',
  language: 'pl',
  tenant: { id: crypto.randomUUID(), name: 'Demo Dom Maklerski' },
  sentAt: '2025-07-01T08:00:01.000Z',
  text: 'Dzień dobry Ala,\naktywuj konto: https://demo.localhost/activate?token=abc.\nPozdrawiamy',
  html: '<p>Dzień dobry <b>Ala</b></p><script>parent.alert(1)</script>',
  linkLive: false,
};

type ListInput = { filter: Record<string, unknown>; limit: number; cursor?: unknown };

function renderOutbox(
  list: (input: ListInput) => OutboxPage | Error = () => ({ items: [activation, failed], nextCursor: null }),
) {
  window.location.hash = '#/outbox';
  const calls: { path: string; input: unknown }[] = [];
  renderApp(() => [], {
    calls,
    handlers: {
      'outbox.list': list as (input: never) => OutboxPage,
      'outbox.templates': () => ['activation', 'password-reset'],
      'outbox.get': (input: { id: string }) =>
        input.id === activation.id ? mail : trpcError('NOT_FOUND', 'No such mail in the outbox.'),
    },
  });
  return calls;
}

describe('the mail outbox', () => {
  it('lists the mails with time, subject, recipient, template and status', async () => {
    renderOutbox();
    await screen.findByRole('table');
    const row = screen.getByRole('button', { name: 'Otwórz wiadomość „Reset hasła”' }).closest('tr') as HTMLElement;
    expect(within(row).getByText('password-reset')).toBeTruthy();
    expect(within(row).getByText('niedoręczona')).toBeTruthy();
    expect(within(row).getByText('prób: 3')).toBeTruthy();
    expect(within(row).getByText('1 lip 2025, 08:00')).toBeTruthy();
  });

  it('shows where each delivery stands: queued, retrying with its next attempt, sent, failed with the server’s answer', async () => {
    const queued = item({ subject: 'W kolejce', status: 'queued', attempts: 0 });
    const retrying = item({
      subject: 'Ponawiana',
      status: 'retrying',
      attempts: 2,
      lastError: '451 4.7.1 Greylisted, please try again later (RCPT TO)',
      nextAttemptAt: '2025-07-01T08:10:00.000Z',
    });
    const refused = item({
      subject: 'Odrzucona',
      status: 'failed',
      attempts: 1,
      lastError: '550 5.1.1 <ala@example.com>: no such mailbox (RCPT TO)',
    });
    renderOutbox(() => ({ items: [queued, retrying, refused, activation], nextCursor: null }));
    await screen.findByRole('table');
    const row = (subject: string) =>
      screen.getByRole('button', { name: `Otwórz wiadomość „${subject}”` }).closest('tr') as HTMLElement;
    expect(within(row('W kolejce')).getByText('w kolejce')).toBeTruthy();
    expect(within(row('W kolejce')).queryByText(/prób/)).toBeNull();
    expect(within(row('Ponawiana')).getByText('ponawiana')).toBeTruthy();
    expect(within(row('Ponawiana')).getByText('prób: 2')).toBeTruthy();
    expect(within(row('Ponawiana')).getByText('kolejna próba: 1 lip 2025, 08:10')).toBeTruthy();
    expect(
      within(row('Ponawiana')).getByText('Odpowiedź serwera: 451 4.7.1 Greylisted, please try again later (RCPT TO)'),
    ).toBeTruthy();
    expect(within(row('Odrzucona')).getByText('niedoręczona')).toBeTruthy();
    expect(
      within(row('Odrzucona')).getByText('Odpowiedź serwera: 550 5.1.1 <ala@example.com>: no such mailbox (RCPT TO)'),
    ).toBeTruthy();
    expect(within(row('Aktywuj konto')).getByText('wysłana')).toBeTruthy();
  });

  it('shows the delivery status in English too, and filters by it', async () => {
    localStorage.setItem('wl.console.language', 'en');
    try {
      const retrying = item({
        subject: 'Retrying',
        status: 'retrying',
        attempts: 2,
        lastError: '452 4.2.2 Mailbox full (RCPT TO)',
        nextAttemptAt: '2025-07-01T08:10:00.000Z',
      });
      const calls = renderOutbox(() => ({ items: [retrying], nextCursor: null }));
      const row = (await screen.findByRole('button', { name: 'Open the mail “Retrying”' })).closest(
        'tr',
      ) as HTMLElement;
      expect(within(row).getByText('retrying')).toBeTruthy();
      expect(within(row).getByText('attempts: 2')).toBeTruthy();
      expect(within(row).getByText(/^next attempt: /)).toBeTruthy();
      expect(within(row).getByText("Server's answer: 452 4.2.2 Mailbox full (RCPT TO)")).toBeTruthy();

      fireEvent.click(screen.getByRole('textbox', { name: 'Status' }));
      for (const label of ['queued', 'retrying', 'sent', 'failed']) {
        expect(await screen.findByRole('option', { name: label })).toBeTruthy();
      }
      fireEvent.click(screen.getByRole('option', { name: 'retrying' }));
      fireEvent.submit(screen.getByRole('form', { name: 'Filter the outbox' }));
      await waitFor(() => {
        const listed = calls.filter((call) => call.path === 'outbox.list').at(-1)?.input as ListInput;
        expect(listed.filter).toEqual({ status: ['retrying'] });
      });
    } finally {
      localStorage.removeItem('wl.console.language');
    }
  });

  it('sends the recipient filter', async () => {
    const calls = renderOutbox((input) => ({
      items: [item({ subject: `Filtr ${String(input.filter.to ?? 'brak')}` })],
      nextCursor: null,
    }));
    await screen.findByText('Filtr brak');
    fireEvent.change(screen.getByRole('textbox', { name: 'Odbiorca' }), { target: { value: 'ola' } });
    fireEvent.submit(screen.getByRole('form', { name: 'Filtry skrzynki nadawczej' }));
    await screen.findByText('Filtr ola');
    const listed = calls.filter((call) => call.path === 'outbox.list').at(-1)?.input as ListInput;
    expect(listed.filter).toEqual({ to: 'ola' });
  });

  it('opens a mail in a drawer: headers, text with clickable links, HTML in a sandboxed frame', async () => {
    renderOutbox();
    fireEvent.click(await screen.findByRole('button', { name: 'Otwórz wiadomość „Aktywuj konto”' }));

    const drawer = await screen.findByRole('dialog', { name: 'Wiadomość' });
    await within(drawer).findByText('Wersja tekstowa');
    expect(within(drawer).getByText('demo.localhost')).toBeTruthy();
    expect(within(drawer).getByText('Demo Dom Maklerski')).toBeTruthy();
    const link = within(drawer).getByRole('link', { name: 'https://demo.localhost/activate?token=abc' });
    expect(link.getAttribute('href')).toBe('https://demo.localhost/activate?token=abc');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');

    const frame = within(drawer).getByTitle('Wersja HTML wiadomości');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toBe(mail.html);
    // The mail's markup never lands in the console's own DOM.
    expect(document.querySelector('script')?.textContent ?? '').not.toContain('parent.alert');
    expect(document.body.querySelector('b')).toBeNull();

    fireEvent.click(within(drawer).getByRole('button', { name: 'Zamknij' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Wiadomość' })).toBeNull());
  });

  it('shows an error in the drawer for a mail that is gone', async () => {
    renderOutbox();
    fireEvent.click(await screen.findByRole('button', { name: 'Otwórz wiadomość „Reset hasła”' }));
    const drawer = await screen.findByRole('dialog', { name: 'Wiadomość' });
    expect(await within(drawer).findByText('Nie udało się wczytać wiadomości.')).toBeTruthy();
  });

  it('shows the empty state', async () => {
    renderOutbox(() => ({ items: [], nextCursor: null }));
    expect(await screen.findByText('Żadna wiadomość nie pasuje do tych filtrów.')).toBeTruthy();
  });
});

describe('linkParts', () => {
  it('splits http(s) links off the text, leaving trailing punctuation outside', () => {
    expect(linkParts('Go to https://a.test/x?y=1. Or http://b.test')).toEqual([
      { text: 'Go to ' },
      { href: 'https://a.test/x?y=1' },
      { text: '. Or ' },
      { href: 'http://b.test' },
    ]);
    expect(linkParts('javascript:alert(1) only')).toEqual([{ text: 'javascript:alert(1) only' }]);
  });
});
