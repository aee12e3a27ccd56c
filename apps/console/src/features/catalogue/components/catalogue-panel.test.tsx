import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type ConsoleCampaign, type ConsoleNetwork, catalogueMessages } from '@wl/shared/console';
import { describe, expect, it } from 'vitest';
import { refusal, renderFeature } from '../../../testing/render-feature.tsx';
import { CataloguePanel } from './catalogue-panel.tsx';

const tenantId = '1c5e7b4a-7d2f-4a1f-8cab-2e3d4f5a6b71';
const campaign: ConsoleCampaign = {
  id: '6b0d2a9f-2c7e-4f6d-9bf0-7d8e9fabc126',
  tenantId,
  name: 'Obligacje 2026',
  startDate: '2026-01-01',
  endDate: '2026-12-31',
  phase: 'active',
  active: true,
  data: { translations: { pl: { name: 'Obligacje 2026' } } },
  products: [],
};

function type(label: string | RegExp, value: string, scope: HTMLElement = document.body) {
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });
}

function renderCatalogue(handlers: Record<string, (input: never) => unknown>) {
  return renderFeature(<CataloguePanel tenantId={tenantId} />, {
    'catalogue.networks.list': () => [],
    'catalogue.campaigns.list': () => [],
    ...handlers,
  });
}

describe('the catalogue panel', () => {
  it('adds a broker network and lists it', async () => {
    const networks: ConsoleNetwork[] = [];
    const { calls } = renderCatalogue({
      'catalogue.networks.list': () => [...networks],
      'catalogue.networks.create': (input: { name: string }) => {
        const network = { id: '7c1e3baf-3d8f-4a7e-8c01-8e9fabcd2237', name: input.name, memberCount: 0 };
        networks.push(network);
        return network;
      },
    });
    expect(await screen.findByText('Brak sieci.')).toBeTruthy();
    type('Nowa sieć', 'Sieć Północ');
    fireEvent.click(screen.getByRole('button', { name: 'Dodaj' }));
    expect(await screen.findByRole('cell', { name: 'Sieć Północ' })).toBeTruthy();
    expect(calls.find((call) => call.path === 'catalogue.networks.create')?.input).toEqual({
      tenantId,
      name: 'Sieć Północ',
    });
  });

  it('shows a taken network name from the edge', async () => {
    renderCatalogue({
      'catalogue.networks.create': () =>
        refusal(
          'CONFLICT',
          'The tenant already has a broker network named "Północ".',
          null,
          catalogueMessages.networkTaken('Północ'),
        ),
    });
    type('Nowa sieć', 'Północ');
    fireEvent.click(screen.getByRole('button', { name: 'Dodaj' }));
    // The key's text in the operator's language, not the edge's English message.
    expect(await screen.findByText('Partner ma już sieć brokerską o nazwie „Północ”.')).toBeTruthy();
  });

  it('refuses a campaign that ends before it starts, next to the end date', async () => {
    const { calls } = renderCatalogue({});
    fireEvent.click(await screen.findByRole('button', { name: 'Nowa kampania' }));
    type(/^Nazwa\s*\*$/, 'Jesień');
    type(/Data rozpoczęcia/, '2026-10-01');
    type(/Data zakończenia/, '2026-09-01');
    type('Nazwa publiczna (PL)', 'Jesień');
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    const endDate = screen.getByLabelText(/Data zakończenia/);
    await waitFor(() => expect(endDate.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Podaj datę nie wcześniejszą niż 01.10.2026.')).toBeTruthy();
    expect(calls.some((call) => call.path === 'catalogue.campaigns.create')).toBe(false);
  });

  it('creates a campaign with its texts', async () => {
    const { calls } = renderCatalogue({ 'catalogue.campaigns.create': () => campaign });
    fireEvent.click(await screen.findByRole('button', { name: 'Nowa kampania' }));
    type(/^Nazwa\s*\*$/, 'Obligacje 2026');
    type(/Data rozpoczęcia/, '2026-01-01');
    type(/Data zakończenia/, '2026-12-31');
    type('Nazwa publiczna (PL)', 'Obligacje 2026');
    type('Nazwa publiczna (EN)', 'Bonds 2026');
    type('Podsumowanie (EN)', 'Fixed rate.');
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(calls.some((call) => call.path === 'catalogue.campaigns.create')).toBe(true));
    expect(calls.find((call) => call.path === 'catalogue.campaigns.create')?.input).toEqual({
      tenantId,
      name: 'Obligacje 2026',
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      active: true,
      data: { translations: { pl: { name: 'Obligacje 2026' }, en: { name: 'Bonds 2026', summary: 'Fixed rate.' } } },
    });
  });

  it('takes the transfer details investors see, all three or none (issue 19)', async () => {
    const { calls } = renderCatalogue({ 'catalogue.campaigns.create': () => campaign });
    fireEvent.click(await screen.findByRole('button', { name: 'Nowa kampania' }));
    type(/^Nazwa\s*\*$/, 'Obligacje 2026');
    type(/Data rozpoczęcia/, '2026-01-01');
    type(/Data zakończenia/, '2026-12-31');
    type('Nazwa publiczna (PL)', 'Obligacje 2026');
    type('Odbiorca przelewu', 'Emitent S.A.');
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    // A holder without an account and days: refused where they are missing.
    await waitFor(() =>
      expect(screen.getByLabelText('Numer rachunku (IBAN)').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(calls.some((call) => call.path === 'catalogue.campaigns.create')).toBe(false);
    type('Numer rachunku (IBAN)', 'PL61 1090 1014 0000 0712 1981 2874');
    type('Dni na wpłatę od zapisu', '7');
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(calls.some((call) => call.path === 'catalogue.campaigns.create')).toBe(true));
    expect(calls.find((call) => call.path === 'catalogue.campaigns.create')?.input).toMatchObject({
      data: {
        payment: { accountHolder: 'Emitent S.A.', iban: 'PL61109010140000071219812874', deadlineDays: 7 },
      },
    });
  });

  it('creates a product with its terms', async () => {
    const { calls } = renderCatalogue({
      'catalogue.campaigns.list': () => [campaign],
      'catalogue.products.create': (input: { code: string }) => ({ id: crypto.randomUUID(), ...input }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Nowy produkt w kampanii Obligacje 2026' }));
    type(/^Kod/, 'OBL-24');
    type(/^Nazwa/, 'Obligacja 24M');
    type(/^Okres/, '24');
    type(/Oprocentowanie w skali roku/, '7,25');
    type(/Kwota minimalna/, '1000');
    type(/Kwota maksymalna/, '100000');
    type(/Krok kwoty/, '100');
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(calls.some((call) => call.path === 'catalogue.products.create')).toBe(true));
    expect(calls.find((call) => call.path === 'catalogue.products.create')?.input).toEqual({
      campaignId: campaign.id,
      code: 'OBL-24',
      name: 'Obligacja 24M',
      terms: {
        interestType: 'Fixed',
        interestPaymentFrequency: 'Quarterly',
        duration: 24,
        durationUnit: 'month',
        interestPerYear: '7.25',
        investmentValueMin: '1000',
        investmentValueMax: '100000',
        investmentValueStep: '100',
        currency: 'PLN',
      },
    });
  });
});
