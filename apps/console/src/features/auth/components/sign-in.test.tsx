import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { operatorAuthMessages } from '@wl/shared/console';
import { describe, expect, it } from 'vitest';
import { type FakeConsole, hostFixture, renderApp, testOperator, trpcError } from '../../../testing/render-app.tsx';

const hosts = [hostFixture({ hostname: 'demo.localhost' })];

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
}

describe('signing in', () => {
  it('shows the sign-in form, not the hosts, without a session', async () => {
    const calls: FakeConsole['calls'] = [];
    renderApp(() => hosts, { me: () => null, calls });

    expect(await screen.findByRole('heading', { name: 'Logowanie operatora' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Wyloguj się' })).toBeNull();
    expect(calls.map((call) => call.path)).toEqual(['auth.me']);
  });

  it('signs in with e-mail and password, then shows the hosts and the operator in the header', async () => {
    const calls: FakeConsole['calls'] = [];
    renderApp(() => hosts, {
      me: () => null,
      signIn: () => ({ status: 'signed-in', operator: testOperator }),
      calls,
    });

    await screen.findByRole('heading', { name: 'Logowanie operatora' });
    fill('E-mail', 'Ola@Console.test');
    fill('Hasło', 'Operator!2026pass');
    fireEvent.click(screen.getByRole('button', { name: 'Zaloguj się' }));

    expect(await screen.findByRole('table')).toBeTruthy();
    expect(screen.getByText('Zalogowano jako ola@console.test')).toBeTruthy();
    expect(calls.find((call) => call.path === 'auth.signIn')?.input).toEqual({
      email: 'Ola@Console.test',
      password: 'Operator!2026pass',
    });
  });

  it('says the credentials are wrong, in the chosen language, and stays on the form', async () => {
    renderApp(() => hosts, {
      me: () => null,
      signIn: () => trpcError('UNAUTHORIZED', operatorAuthMessages.badCredentials),
    });

    await screen.findByRole('heading', { name: 'Logowanie operatora' });
    fireEvent.click(screen.getByText('EN'));
    fill('E-mail', 'ola@console.test');
    fill('Password', 'wrong');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(within(await screen.findByRole('alert')).getByText('Invalid e-mail or password.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Operator sign-in' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('asks for the TOTP code when required, and sends it with the e-mail and password', async () => {
    const calls: FakeConsole['calls'] = [];
    renderApp(() => hosts, {
      me: () => null,
      signIn: (input) =>
        input.totpCode === undefined
          ? { status: 'totp-required' }
          : input.totpCode === '123456'
            ? { status: 'signed-in', operator: testOperator }
            : trpcError('UNAUTHORIZED', operatorAuthMessages.badTotpCode),
      calls,
    });

    await screen.findByRole('heading', { name: 'Logowanie operatora' });
    fill('E-mail', 'ola@console.test');
    fill('Hasło', 'Operator!2026pass');
    fireEvent.click(screen.getByRole('button', { name: 'Zaloguj się' }));

    await screen.findByLabelText('Kod uwierzytelniający', { exact: false });
    fill('Kod uwierzytelniający', '12');
    fireEvent.click(screen.getByRole('button', { name: 'Potwierdź kod' }));
    expect(await screen.findByText('Kod ma sześć cyfr.')).toBeTruthy();

    fill('Kod uwierzytelniający', '000000');
    fireEvent.click(screen.getByRole('button', { name: 'Potwierdź kod' }));
    expect(within(await screen.findByRole('alert')).getByText('Nieprawidłowy kod uwierzytelniający.')).toBeTruthy();

    fill('Kod uwierzytelniający', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Potwierdź kod' }));
    expect(await screen.findByRole('table')).toBeTruthy();
    expect(calls.filter((call) => call.path === 'auth.signIn').map((call) => call.input)).toEqual([
      { email: 'ola@console.test', password: 'Operator!2026pass' },
      { email: 'ola@console.test', password: 'Operator!2026pass', totpCode: '000000' },
      { email: 'ola@console.test', password: 'Operator!2026pass', totpCode: '123456' },
    ]);
  });

  it('says when there were too many attempts', async () => {
    renderApp(() => hosts, {
      me: () => null,
      signIn: () => trpcError('TOO_MANY_REQUESTS', operatorAuthMessages.tooManyAttempts),
    });

    await screen.findByRole('heading', { name: 'Logowanie operatora' });
    fill('E-mail', 'ola@console.test');
    fill('Hasło', 'x');
    fireEvent.click(screen.getByRole('button', { name: 'Zaloguj się' }));

    expect(await screen.findByText('Zbyt wiele prób logowania. Spróbuj ponownie za kilka minut.')).toBeTruthy();
  });
});

describe('the signed-in console', () => {
  it('signs out from the header and shows the sign-in form again', async () => {
    const calls: FakeConsole['calls'] = [];
    renderApp(() => hosts, { calls });

    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'Wyloguj się' }));

    expect(await screen.findByRole('heading', { name: 'Logowanie operatora' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(calls.map((call) => call.path)).toContain('auth.signOut');
  });

  it('shows the sign-in form again when a procedure answers UNAUTHORIZED (session expired)', async () => {
    renderApp(() => trpcError('UNAUTHORIZED', operatorAuthMessages.signedOut));

    expect(await screen.findByRole('heading', { name: 'Logowanie operatora' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Zalogowano jako ola@console.test')).toBeNull());
  });
});
