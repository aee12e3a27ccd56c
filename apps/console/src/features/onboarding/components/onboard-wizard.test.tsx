import { fireEvent, screen, waitFor } from '@testing-library/react';
import { catalogueMessages, type OnboardHostResult } from '@wl/shared/console';
import { describe, expect, it, vi } from 'vitest';
import { refusal, renderFeature } from '../../../testing/render-feature.tsx';
import { OnboardWizard } from './onboard-wizard.tsx';

const demo = {
  id: '4f8b0e7d-0a5c-4d4b-9fde-5b6c7d8e9fa4',
  hostname: 'demo.localhost',
  isDefault: false,
  tenant: { id: '5a9c1f8e-1b6d-4e5c-8aef-6c7d8e9fab15', name: 'Demo Dom Maklerski' },
  theme: 'theme-navy',
  language: 'pl',
  investorPanelBlocked: false,
  legalPersonsEnabled: false,
  version: 1,
  updatedAt: '2025-03-14T09:05:00.000Z',
  lastPublishedAt: '2025-03-14T09:05:00.000Z',
  lastPublishedBy: 'seed',
  status: 'live',
  firstAdmin: null,
};
const result: OnboardHostResult = {
  hostConfigId: '0b4f6a39-6c1e-4f0e-9b9a-1d2c3e4f5a60',
  hostname: 'acme.localhost',
  tenantId: '1c5e7b4a-7d2f-4a1f-8cab-2e3d4f5a6b71',
  tenantCreated: true,
  version: 1,
  status: 'pending',
  networkIds: ['2d6f8c5b-8e3a-4b2f-9dbc-3f4e5a6b7c82'],
  adminId: '3e7a9d6c-9f4b-4c3a-8ecd-4a5b6c7d8e93',
  activationOrigin: 'http://acme.localhost:3000',
};

function type(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function next() {
  fireEvent.click(screen.getByRole('button', { name: 'Dalej' }));
}

async function fillToReview() {
  type(/Nazwa hosta/, 'acme.localhost');
  next();
  type(/Nazwa nowego partnera/, 'Acme Brokers');
  next();
  type(/Nazwa brokera \(po polsku\)/, 'Acme Dom Maklerski');
  fireEvent.click(await screen.findByLabelText('Inny host'));
  fireEvent.click(await screen.findByRole('textbox', { name: /Host, z którego zacząć/ }));
  fireEvent.click(await screen.findByRole('option', { name: /demo\.localhost/ }));
  next();
  type(/Sieć 1/, 'Sieć Północ');
  type(/E-mail/, 'anna@acme.test');
  type(/Imię/, 'Anna');
  type(/Nazwisko/, 'Nowak');
  next();
  await screen.findByRole('button', { name: 'Utwórz host' });
}

describe('the onboarding wizard', () => {
  it('checks the host name as it is typed', async () => {
    renderFeature(<OnboardWizard />, {});
    type(/Nazwa hosta/, '10.0.0.1');
    expect(await screen.findByText('Podaj nazwę domeny, a nie adres IP (10.0.0.1).')).toBeTruthy();
    next();
    expect(screen.getByLabelText(/Nazwa hosta/)).toBeTruthy();
    type(/Nazwa hosta/, '*.acme.com');
    await waitFor(() => expect(screen.queryByText(/adres IP/)).toBeNull());
  });

  it('asks for a network and the admin of a new tenant before the review', async () => {
    renderFeature(<OnboardWizard />, {});
    type(/Nazwa hosta/, 'acme.localhost');
    next();
    type(/Nazwa nowego partnera/, 'Acme');
    next();
    type(/Nazwa brokera \(po polsku\)/, 'Acme');
    next();
    next();
    expect(await screen.findByText('Nowy partner potrzebuje co najmniej jednej sieci doradców.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Utwórz host' })).toBeNull();
  });

  it("asks for the broker's own name before the networks, and warns of colours below AA", async () => {
    renderFeature(<OnboardWizard />, {});
    type(/Nazwa hosta/, 'acme.localhost');
    next();
    type(/Nazwa nowego partnera/, 'Acme');
    next();
    next();
    const name = screen.getByLabelText(/Nazwa brokera \(po polsku\)/);
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.queryByText(/kontroli kontrastu/)).toBeNull();
    type(/Kolor główny/, '#eeeeee');
    expect(await screen.findByText(/Te kolory nie spełniają \d+ kontroli kontrastu WCAG AA/)).toBeTruthy();
  });

  it('marks a repeated network on its own row, empty rows aside', async () => {
    renderFeature(<OnboardWizard />, {});
    type(/Nazwa hosta/, 'acme.localhost');
    next();
    type(/Nazwa nowego partnera/, 'Acme');
    next();
    type(/Nazwa brokera \(po polsku\)/, 'Acme');
    next();
    type(/Sieć 1/, 'Północ');
    fireEvent.click(screen.getByRole('button', { name: 'Dodaj sieć' }));
    fireEvent.click(screen.getByRole('button', { name: 'Dodaj sieć' }));
    type(/Sieć 3/, 'północ');
    next();
    const third = screen.getByLabelText(/Sieć 3/);
    await waitFor(() => expect(third.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByLabelText(/Sieć 2/).getAttribute('aria-invalid')).toBe('false');
  });

  it('onboards a host and shows the result', async () => {
    const onDone = vi.fn();
    const onEditBranding = vi.fn();
    const onOpenCatalogue = vi.fn();
    const { calls } = renderFeature(
      <OnboardWizard onDone={onDone} onEditBranding={onEditBranding} onOpenCatalogue={onOpenCatalogue} />,
      { 'tenants.list': () => [], 'hosts.list': () => [demo], 'hosts.onboard': () => result },
    );
    await fillToReview();
    fireEvent.click(screen.getByRole('button', { name: 'Utwórz host' }));

    expect(await screen.findByText('Utworzono acme.localhost')).toBeTruthy();
    // Nothing is live and nobody is mailed yet (decision 038): the screen says when that happens.
    expect(
      screen.getByText(
        /anna@acme\.test: mail aktywacyjny \(link na http:\/\/acme\.localhost:3000\) wyjdzie w chwili uruchomienia/,
      ),
    ).toBeTruthy();
    expect(screen.getByText(/Zapisano jako wersję 1, jeszcze nieuruchomioną/)).toBeTruthy();
    expect(calls.find((call) => call.path === 'hosts.onboard')?.input).toEqual({
      hostname: 'acme.localhost',
      tenant: { kind: 'new', name: 'Acme Brokers' },
      cloneFrom: { kind: 'host', hostConfigId: demo.id },
      brand: {
        name: { pl: 'Acme Dom Maklerski' },
        colors: { main: '#1d4ed8', hover: '#1e40af', highlight: '#eff6ff' },
      },
      brokerNetworks: ['Sieć Północ'],
      adminNetworkIds: [],
      firstAdmin: { email: 'anna@acme.test', firstName: 'Anna', surname: 'Nowak' },
    });
    expect(onDone).toHaveBeenCalledWith(result);

    fireEvent.click(screen.getByRole('button', { name: 'Sprawdź i uruchom' }));
    expect(onEditBranding).toHaveBeenCalledWith(result.hostConfigId);
    fireEvent.click(screen.getByRole('button', { name: 'Skonfiguruj kampanie' }));
    expect(onOpenCatalogue).toHaveBeenCalledWith(result.tenantId);
  });

  it('lets the operator choose which networks of an existing tenant the admin joins', async () => {
    const tenantId = '4f8b0e7d-0a5c-4d6e-9f01-5b6c7d8e9fa4';
    const north = '5a9c1f8e-1b6d-4e7f-8a12-6c7d8e9fa0b5';
    const { calls } = renderFeature(<OnboardWizard />, {
      'tenants.list': () => [{ id: tenantId, name: 'Demo Dom Maklerski', hostCount: 2 }],
      'hosts.list': () => [demo],
      'catalogue.networks.list': () => [
        { id: north, name: 'Sieć Północ', memberCount: 3 },
        { id: '6b0d2a9f-2c7e-4f80-9b23-7d8e9fa0b1c6', name: 'Sieć Południe', memberCount: 2 },
      ],
      'hosts.onboard': () => result,
    });
    type(/Nazwa hosta/, 'acme.localhost');
    next();
    fireEvent.click(screen.getByLabelText('Istniejący partner'));
    fireEvent.click(await screen.findByRole('textbox', { name: /^Partner/ }));
    fireEvent.click(await screen.findByRole('option', { name: /Demo Dom Maklerski/ }));
    next();
    type(/Nazwa brokera \(po polsku\)/, 'Demo Bis');
    next();
    type(/E-mail/, 'anna@acme.test');
    type(/Imię/, 'Anna');
    type(/Nazwisko/, 'Nowak');
    next();
    // Nothing chosen, nothing new: the admin would belong nowhere, and nothing is picked silently.
    expect(
      await screen.findByText('Wybierz sieci, do których dołączy pierwszy administrator, albo dodaj nową.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('textbox', { name: /Sieci partnera, do których dołączy administrator/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Sieć Północ' }));
    next();
    expect(await screen.findByText('Sieć Północ')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Utwórz host' }));
    await waitFor(() =>
      expect(calls.find((call) => call.path === 'hosts.onboard')?.input).toMatchObject({
        tenant: { kind: 'existing', tenantId },
        brokerNetworks: [],
        adminNetworkIds: [north],
      }),
    );
  });

  it('shows a taken host on the host step', async () => {
    renderFeature(<OnboardWizard />, {
      'tenants.list': () => [],
      'hosts.list': () => [demo],
      'hosts.onboard': () =>
        refusal(
          'CONFLICT',
          'The host acme.localhost already exists.',
          null,
          catalogueMessages.hostTaken('acme.localhost'),
        ),
    });
    await fillToReview();
    fireEvent.click(screen.getByRole('button', { name: 'Utwórz host' }));
    expect(
      await screen.findByText('Host acme.localhost już istnieje: wybierz inną nazwę albo edytuj ten host.'),
    ).toBeTruthy();
    expect((screen.getByLabelText(/Nazwa hosta/) as HTMLInputElement).value).toBe('acme.localhost');
  });

  it('puts the edge’s field issues next to their fields', async () => {
    renderFeature(<OnboardWizard />, {
      'tenants.list': () => [],
      'hosts.list': () => [demo],
      'hosts.onboard': () =>
        refusal('BAD_REQUEST', 'invalid', [{ path: 'firstAdmin.email', message: 'validation:email' }]),
    });
    await fillToReview();
    fireEvent.click(screen.getByRole('button', { name: 'Utwórz host' }));
    expect(await screen.findByText('Podaj prawidłowy adres e-mail.')).toBeTruthy();
    expect(screen.getByLabelText(/E-mail/)).toBeTruthy();
  });

  it('translates a field issue with values, and says another conflict in the alert', async () => {
    let answer: Error = refusal('BAD_REQUEST', 'invalid', [
      { path: 'hostname', message: 'console:checks.hostReserved', params: { host: 'acme.localhost' } },
    ]);
    renderFeature(<OnboardWizard />, {
      'tenants.list': () => [],
      'hosts.list': () => [demo],
      'hosts.onboard': () => answer,
    });
    await fillToReview();
    fireEvent.click(screen.getByRole('button', { name: 'Utwórz host' }));
    expect(
      await screen.findByText('Nazwa acme.localhost jest zarezerwowana i nie może być hostem partnera.'),
    ).toBeTruthy();

    answer = refusal(
      'CONFLICT',
      'An advisor of this tenant already uses anna@acme.test.',
      null,
      catalogueMessages.adminEmailTaken('anna@acme.test'),
    );
    type(/Nazwa hosta/, 'acme.localhost');
    next();
    next();
    next();
    next();
    fireEvent.click(await screen.findByRole('button', { name: 'Utwórz host' }));
    expect(await screen.findByText('Adres anna@acme.test jest już używany przez doradcę tego partnera.')).toBeTruthy();
  });
});
