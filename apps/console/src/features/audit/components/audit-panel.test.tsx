import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AuditLogEntry, AuditLogPage } from '@wl/shared/console';
import { afterEach, describe, expect, it } from 'vitest';
import { hostFixture, renderApp, trpcError } from '../../../testing/render-app.tsx';

afterEach(() => {
  window.location.hash = '';
});

function entry(overrides: Partial<AuditLogEntry> = {}): AuditLogEntry {
  return {
    id: crypto.randomUUID(),
    createdAt: '2025-06-10T10:00:00.000Z',
    event: 'console.sign_in',
    tenant: null,
    actor: 'ola@console.test',
    ip: '203.0.113.7',
    data: { email: 'ola@console.test', ip: '203.0.113.7' },
    ...overrides,
  };
}

type ListInput = { filter: Record<string, unknown>; limit: number; cursor?: unknown };

function renderAudit(list: (input: ListInput) => AuditLogPage | Error) {
  window.location.hash = '#/audit';
  const calls: { path: string; input: unknown }[] = [];
  const view = renderApp(() => [], {
    calls,
    handlers: {
      'auditLog.list': list as (input: never) => AuditLogPage | Error,
      'auditLog.events': () => ['console.sign_in', 'login.succeeded'],
    },
  });
  return { ...view, calls };
}

describe('the console navigation', () => {
  it('starts on the hosts and moves to the audit log and the outbox through the URL hash', async () => {
    renderApp(() => [], {
      handlers: {
        'auditLog.list': () => ({ items: [], nextCursor: null }),
        'auditLog.events': () => [],
        'outbox.list': () => ({ items: [], nextCursor: null }),
        'outbox.templates': () => [],
      },
    });
    const nav = await screen.findByRole('navigation', { name: 'Sekcje konsoli' });
    expect(within(nav).getByRole('link', { name: 'Hosty' }).getAttribute('aria-current')).toBe('page');
    expect(await screen.findByRole('heading', { name: 'Hosty' })).toBeTruthy();

    fireEvent.click(within(nav).getByRole('link', { name: 'Dziennik zdarzeń' }));
    expect(await screen.findByRole('heading', { name: 'Dziennik zdarzeń' })).toBeTruthy();
    expect(window.location.hash).toBe('#/audit');
    expect(within(nav).getByRole('link', { name: 'Dziennik zdarzeń' }).getAttribute('aria-current')).toBe('page');
    expect(await screen.findByText('Żaden wpis nie pasuje do tych filtrów.')).toBeTruthy();

    fireEvent.click(within(nav).getByRole('link', { name: 'Skrzynka nadawcza' }));
    expect(await screen.findByRole('heading', { name: 'Skrzynka nadawcza' })).toBeTruthy();
    expect(window.location.hash).toBe('#/outbox');
  });

  it('shows no navigation before sign-in', async () => {
    renderApp(() => [], { me: () => null });
    expect(await screen.findByRole('button', { name: 'Zaloguj się' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Sekcje konsoli' })).toBeNull();
  });
});

describe('the audit log', () => {
  it('lists entries with time, event, actor, tenant and ip; a row expands to its data', async () => {
    renderAudit(() => ({
      items: [
        entry({ tenant: { id: crypto.randomUUID(), name: 'Demo Dom Maklerski' }, event: 'login.succeeded' }),
        entry({ actor: null, ip: null, event: 'login.failed', data: { reason: 'bad password' } }),
      ],
      nextCursor: null,
    }));

    const table = await screen.findByRole('table');
    // Platform events in words too, with their code beside (issue 17, item 11).
    const row = screen.getByRole('rowheader', { name: 'Zalogowano login.succeeded' }).closest('tr') as HTMLElement;
    expect(within(row).getByText('10 cze 2025, 10:00').getAttribute('datetime')).toBe('2025-06-10T10:00:00.000Z');
    expect(within(row).getByText('ola@console.test')).toBeTruthy();
    expect(within(row).getByText('Demo Dom Maklerski')).toBeTruthy();
    expect(within(row).getByText('203.0.113.7')).toBeTruthy();
    const anonymous = screen
      .getByRole('rowheader', { name: 'Odmowa logowania login.failed' })
      .closest('tr') as HTMLElement;
    expect(within(anonymous).getByText('anonimowo')).toBeTruthy();

    const toggle = within(table).getByRole('button', { name: 'Pokaż dane zdarzenia login.failed' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText(/"reason": "bad password"/)).toBeTruthy();
    expect(screen.getByText('To już wszystko.')).toBeTruthy();
  });

  it('shows what a publish changed, old → new, and counts what it does not list', async () => {
    const changes = Array.from({ length: 7 }, (_, index) => ({
      field: index === 0 ? 'siteTitle.pl' : `adminConfiguration.consent2.${index % 2 ? 'pl' : 'en'}${index}`,
      before: index === 0 ? 'Acme' : null,
      after: index === 0 ? 'Acme Nowa' : 'x',
    }));
    renderAudit(() => ({ items: [entry({ event: 'console.published', changes })], nextCursor: null }));
    const list = await screen.findByRole('list', { name: 'Co się zmieniło' });
    const lines = within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(lines[0]).toBe('Tytuł strony (PL): “Acme” → “Acme Nowa”');
    expect(lines).toHaveLength(6);
    expect(lines[5]).toBe('i jeszcze 2');
  });

  it('sends the filters and loads older entries with the cursor', async () => {
    const cursor = { createdAt: '2025-06-10T09:00:00.000Z', id: crypto.randomUUID() };
    const { calls } = renderAudit((input) =>
      input.cursor
        ? { items: [entry({ event: 'older.event' })], nextCursor: null }
        : { items: [entry({ event: `page.${String(input.filter.actor ?? 'all')}` })], nextCursor: cursor },
    );
    await screen.findByRole('rowheader', { name: 'page.all' });

    fireEvent.change(screen.getByRole('textbox', { name: 'Wykonawca' }), { target: { value: ' ola@ ' } });
    fireEvent.change(screen.getByLabelText('Od'), { target: { value: '2025-06-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zastosuj' }));
    await screen.findByRole('rowheader', { name: 'page.ola@' });
    const listed = calls.filter((call) => call.path === 'auditLog.list').at(-1)?.input as ListInput;
    expect(listed).toMatchObject({ filter: { actor: 'ola@', from: '2025-06-01' }, limit: 50 });

    fireEvent.click(screen.getByRole('button', { name: 'Wczytaj więcej' }));
    await screen.findByRole('rowheader', { name: 'older.event' });
    expect(screen.getByRole('rowheader', { name: 'page.ola@' })).toBeTruthy();
    const more = calls.filter((call) => call.path === 'auditLog.list').at(-1)?.input as ListInput;
    expect(more).toMatchObject({ filter: { actor: 'ola@' }, cursor });
    expect(screen.queryByRole('button', { name: 'Wczytaj więcej' })).toBeNull();
  });

  it('filters by host and exports what the filters match as CSV (issue 17, item 11)', async () => {
    window.location.hash = '#/audit';
    const calls: { path: string; input: unknown }[] = [];
    const hostId = crypto.randomUUID();
    const created: Blob[] = [];
    const createObjectURL = URL.createObjectURL;
    URL.createObjectURL = (blob: Blob) => {
      created.push(blob);
      return 'blob:audit';
    };
    URL.revokeObjectURL = () => {};
    try {
      renderApp(() => [hostFixture({ id: hostId, hostname: 'acme.localhost' })], {
        calls,
        handlers: {
          'auditLog.list': () => ({ items: [entry({ event: 'test.event' })], nextCursor: null }),
          'auditLog.events': () => ['test.event'],
          'tenants.list': () => [{ id: crypto.randomUUID(), name: 'Acme', hostCount: 1 }],
          'auditLog.exportCsv': () => ({ csv: 'createdAt,event\n', rows: 10000, truncated: true }),
        },
      });
      await screen.findByRole('rowheader', { name: 'test.event' });
      fireEvent.click(screen.getByRole('textbox', { name: 'Host' }));
      fireEvent.click(await screen.findByRole('option', { name: 'acme.localhost' }));
      fireEvent.click(screen.getByRole('button', { name: 'Zastosuj' }));
      await waitFor(() =>
        expect(calls.filter((call) => call.path === 'auditLog.list').at(-1)?.input).toMatchObject({
          filter: { hostConfigId: hostId },
        }),
      );
      fireEvent.click(screen.getByRole('button', { name: 'Eksportuj CSV' }));
      expect(
        // The export and the message come after a fetch: a loaded machine takes longer than the default second.
        await screen.findByText(
          'Wyeksportowano 10000 najnowszych wpisów; zawęź filtry, aby pobrać starsze.',
          {},
          { timeout: 5000 },
        ),
      ).toBeTruthy();
      // The file was saved, not followed: the audit log is still the screen (tests/unit/dom-setup.ts).
      expect(window.location.hash).toBe('#/audit');
      expect(calls.filter((call) => call.path === 'auditLog.exportCsv').at(-1)?.input).toEqual({
        filter: { hostConfigId: hostId },
      });
      expect(created).toHaveLength(1);
    } finally {
      URL.createObjectURL = createObjectURL;
    }
  });

  it('shows an error with a retry, and the English texts', async () => {
    localStorage.setItem('wl.console.language', 'en');
    try {
      let fail = true;
      renderAudit(() => (fail ? trpcError('INTERNAL_SERVER_ERROR', 'database down') : { items: [], nextCursor: null }));
      const alert = await screen.findByRole('alert');
      expect(within(alert).getByText('The audit log could not be loaded')).toBeTruthy();
      fail = false;
      fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
      await waitFor(() => expect(screen.getByText('No entries match these filters.')).toBeTruthy());
    } finally {
      localStorage.removeItem('wl.console.language');
    }
  });
});
