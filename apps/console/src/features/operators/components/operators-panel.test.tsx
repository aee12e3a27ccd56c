import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OperatorRow } from '@wl/shared/console';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp, testOperator } from '../../../testing/render-app.tsx';
import { refusal } from '../../../testing/render-feature.tsx';

afterEach(() => {
  window.location.hash = '';
});

function row(overrides: Partial<OperatorRow>): OperatorRow {
  return {
    id: crypto.randomUUID(),
    email: 'anna@console.test',
    role: 'editor',
    language: 'pl',
    state: 'active',
    totpEnrolled: true,
    linkExpiresAt: null,
    lastSignInAt: '2026-11-20T09:00:00.000Z',
    createdAt: '2026-11-01T09:00:00.000Z',
    invitedBy: testOperator.email,
    ...overrides,
  };
}

function lineOf(email: string): HTMLElement {
  const line = screen.getByRole('rowheader', { name: new RegExp(email) }).closest('tr');
  if (!line) throw new Error(`no row for ${email}`);
  return line;
}

describe('the operators section', () => {
  it('is in the navigation of admins only', async () => {
    renderApp(() => [], { me: () => ({ ...testOperator, role: 'publisher' }) });
    const nav = await screen.findByRole('navigation', { name: 'Sekcje konsoli' });
    expect(within(nav).queryByRole('link', { name: 'Operatorzy' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Wdrożenie' })).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Hosty' })).toBeTruthy();
  });

  it('lists operators and invites one, saying what happened', async () => {
    window.location.hash = '#/operators';
    const operators = [
      row({ id: testOperator.id, email: testOperator.email, role: 'admin' }),
      row({ email: 'anna@console.test' }),
      row({
        email: 'nowy@console.test',
        role: 'viewer',
        state: 'invited',
        totpEnrolled: false,
        lastSignInAt: null,
        linkExpiresAt: '2026-11-30T09:00:00.000Z',
      }),
    ];
    const calls: { path: string; input: unknown }[] = [];
    renderApp(() => [], {
      calls,
      handlers: {
        'operators.list': () => operators,
        'operators.invite': (input: { email: string }) => ({
          sentTo: input.email,
          linkExpiresAt: '2026-11-30T09:00:00.000Z',
        }),
        'operators.setRole': (input: { role: string }) => ({ role: input.role }),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Operatorzy', level: 2 })).toBeTruthy();
    await screen.findByRole('table');
    // The admin's own row offers nothing: another admin changes it.
    const own = lineOf(testOperator.email);
    expect(within(own).queryByRole('button')).toBeNull();
    expect(within(lineOf('nowy@console.test')).getByText('Zaproszony')).toBeTruthy();
    expect(
      within(lineOf('nowy@console.test')).getByRole('button', {
        name: 'Wyślij ponownie zaproszenie do nowy@console.test',
      }),
    ).toBeTruthy();

    fireEvent.change(screen.getByRole('textbox', { name: /^E-mail/ }), { target: { value: 'to nie e-mail' } });
    fireEvent.click(screen.getByRole('button', { name: 'Wyślij zaproszenie' }));
    expect(await screen.findByText(/adres e-mail/i)).toBeTruthy();
    expect(calls.some((call) => call.path === 'operators.invite')).toBe(false);

    fireEvent.change(screen.getByRole('textbox', { name: /^E-mail/ }), { target: { value: 'ewa@console.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Wyślij zaproszenie' }));
    expect(await screen.findByText(/Wysłano wiadomość do ewa@console.test/)).toBeTruthy();
    expect(calls.find((call) => call.path === 'operators.invite')?.input).toEqual({
      email: 'ewa@console.test',
      role: 'editor',
      language: 'pl',
    });
  });

  it('deactivates only after the dialog is confirmed, and shows a refusal in words', async () => {
    window.location.hash = '#/operators';
    const calls: { path: string; input: unknown }[] = [];
    renderApp(() => [], {
      calls,
      handlers: {
        'operators.list': () => [row({ email: 'anna@console.test' })],
        'operators.deactivate': () =>
          refusal('CONFLICT', 'refused', null, { key: 'console:refusals.operators.notDeactivated' }),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Dezaktywuj: anna@console.test' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dezaktywować: anna@console.test?' });
    expect(calls.some((call) => call.path === 'operators.deactivate')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Dezaktywuj' }));
    expect(await screen.findByText('Ten operator nie jest dezaktywowany.')).toBeTruthy();
  });
});

describe('the page of a mailed link', () => {
  it('sets the password, then offers the sign-in with the e-mail filled in', async () => {
    window.location.hash = '#/password/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';
    const calls: { path: string; input: unknown }[] = [];
    renderApp(() => [], {
      me: () => null,
      calls,
      handlers: {
        'auth.passwordLink': () => ({ status: 'valid', email: 'ewa@console.test', purpose: 'invitation' }),
        'auth.setPassword': () => ({ email: 'ewa@console.test' }),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Witamy w konsoli' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Nowe hasło/), { target: { value: 'krotkie' } });
    fireEvent.change(screen.getByLabelText(/^Powtórz hasło/), { target: { value: 'inne' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz hasło' }));
    expect(await screen.findByText('Hasła się różnią.')).toBeTruthy();
    expect(calls.some((call) => call.path === 'auth.setPassword')).toBe(false);

    fireEvent.change(screen.getByLabelText(/^Nowe hasło/), { target: { value: 'Dobre-haslo-2026!' } });
    fireEvent.change(screen.getByLabelText(/^Powtórz hasło/), { target: { value: 'Dobre-haslo-2026!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz hasło' }));
    expect(await screen.findByText('Hasło zapisane. Zaloguj się nim teraz.')).toBeTruthy();
    expect((screen.getByLabelText(/^E-mail/) as HTMLInputElement).value).toBe('ewa@console.test');
    await waitFor(() => expect(window.location.hash).toBe(''));
  });

  it('says a used or expired link does not work', async () => {
    window.location.hash = '#/password/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';
    renderApp(() => [], { me: () => null, handlers: { 'auth.passwordLink': () => ({ status: 'invalid' }) } });
    expect(await screen.findByRole('heading', { name: 'Ten link nie działa' })).toBeTruthy();
  });
});
