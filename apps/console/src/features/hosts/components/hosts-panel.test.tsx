import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hostFixture, renderApp } from '../../../testing/render-app.tsx';

const hosts = [
  hostFixture({
    hostname: null,
    isDefault: true,
    tenant: { id: crypto.randomUUID(), name: 'Platforma inwestycyjna' },
    theme: 'theme-default',
  }),
  hostFixture({
    hostname: 'custom.localhost',
    tenant: { id: crypto.randomUUID(), name: 'Custom Capital' },
    theme: 'theme-custom',
    language: 'en',
    investorPanelBlocked: true,
    version: 3,
    lastPublishedAt: '2025-12-01T17:45:00.000Z',
    lastPublishedBy: 'ola@example.com',
  }),
  hostFixture({ hostname: 'demo.localhost', theme: 'theme-navy' }),
  hostFixture({
    hostname: 'plain.test',
    status: 'pending',
    theme: null,
    updatedAt: '2025-01-02T08:00:00.000Z',
    lastPublishedAt: null,
    lastPublishedBy: null,
  }),
];

function rowOf(name: string): HTMLElement {
  const header = screen.getByRole('rowheader', { name });
  const row = header.closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

describe('the hosts table', () => {
  it('renders an accessible table: caption, column headers, one row header per host', async () => {
    renderApp(() => hosts);

    const table = await screen.findByRole('table', {
      name: 'Hosty',
      description: /domyślny wiersz obsługuje localhost/,
    });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Host', 'Status', 'Partner', 'Motyw', 'Język', 'Panel inwestora', 'Wersja', 'Ostatnia zmiana']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Domyślny (localhost i nieznane hosty)', 'custom.localhost', 'demo.localhost', 'plain.test']);
    // The sideways-scrolling container can be reached and scrolled from the keyboard.
    expect(screen.getByRole('region', { name: 'Hosty' }).tabIndex).toBe(0);
  });

  it('shows tenant, theme swatch, language, panel state, version and the last change in Polish', async () => {
    renderApp(() => hosts);
    await screen.findByRole('table');

    const custom = within(rowOf('custom.localhost'));
    expect(custom.getByText('Custom Capital')).toBeTruthy();
    expect(custom.getByText('własny')).toBeTruthy();
    expect(custom.getByText('angielski')).toBeTruthy();
    expect(custom.getByText('zablokowany')).toBeTruthy();
    expect(custom.getByText('3')).toBeTruthy();
    expect(custom.getByText('1 gru 2025, 17:45').getAttribute('datetime')).toBe('2025-12-01T17:45:00.000Z');
    expect(custom.getByText('przez ola@example.com')).toBeTruthy();

    const demo = rowOf('demo.localhost');
    expect(within(demo).getByText('theme-navy')).toBeTruthy();
    expect(demo.querySelector('[data-color]')?.getAttribute('data-color')).toBe('#172554');
    expect(within(demo).getByText('dostępny')).toBeTruthy();

    const defaultRow = rowOf('Domyślny (localhost i nieznane hosty)');
    expect(defaultRow.querySelector('[data-color]')?.getAttribute('data-color')).toBe('#000000');

    // Never published through a revision: the row's own update time, and nobody to name.
    const plain = rowOf('plain.test');
    expect(within(plain).getByText('brak (domyślny)')).toBeTruthy();
    expect(within(plain).getByText('2 sty 2025, 08:00')).toBeTruthy();
    expect(within(plain).queryByText(/^przez /)).toBeNull();
    // Onboarded, not live yet (decision 038); the others are live.
    expect(within(plain).getByText('Jeszcze nieuruchomiony')).toBeTruthy();
    expect(within(demo).getByText('Uruchomiony')).toBeTruthy();
  });

  it('switches to English, formats dates for it and remembers the choice', async () => {
    renderApp(() => hosts);
    await screen.findByRole('table');
    expect(document.documentElement.lang).toBe('pl');

    fireEvent.click(screen.getByText('EN'));

    expect(await screen.findByRole('heading', { level: 1, name: 'Operator console' })).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'Default (localhost and unknown hosts)' })).toBeTruthy();
    const custom = within(rowOf('custom.localhost'));
    expect(custom.getByText('1 Dec 2025, 17:45')).toBeTruthy();
    expect(custom.getByText('by ola@example.com')).toBeTruthy();
    expect(custom.getByText('blocked')).toBeTruthy();
    expect(localStorage.getItem('wl.console.language')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });
});

describe('the hosts panel states', () => {
  it('shows a loading state until the list arrives', async () => {
    let answer: (rows: typeof hosts) => void = () => {};
    renderApp(() => new Promise((resolve) => (answer = resolve)));

    // The operator's session is checked first, then the list loads.
    expect((await screen.findByText('Wczytywanie hostów…')).closest('[role="status"]')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();

    answer(hosts);
    expect(await screen.findByRole('table')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says so when no host is configured', async () => {
    renderApp(() => []);

    expect(await screen.findByText('Nie skonfigurowano jeszcze żadnego hosta.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the error with a retry that loads the list again', async () => {
    let calls = 0;
    renderApp(() => (++calls === 1 ? new Error('Edge unreachable') : hosts));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Nie udało się wczytać hostów')).toBeTruthy();
    // Not the edge's refusal (no `data`): a generic line in the operator's language, not technical English.
    expect(within(alert).getByText('Operacja się nie powiodła. Spróbuj ponownie.')).toBeTruthy();
    expect(within(alert).queryByText('Edge unreachable')).toBeNull();

    fireEvent.click(within(alert).getByRole('button', { name: 'Spróbuj ponownie' }));

    expect(await screen.findByRole('table')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(calls).toBe(2);
  });
});
