import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/testing/fake-api.ts';
import { plHost } from '@/testing/hosts.ts';
import { signedInInvestorRoutes, signInAsInvestor } from '@/testing/investor-session.ts';
import { acceptedOfferFixture, offerFixture } from '@/testing/offer-fixture.ts';
import { injectBranding, renderApp } from '@/testing/render-app.tsx';

const summary = {
  offersByStatus: {
    invited: 1,
    viewed: 0,
    interested: 0,
    accepted: 1,
    active: 0,
    rejected: 0,
    declined: 0,
    archived: 1,
  },
  invested: [],
  accepted: [{ currency: 'PLN', amount: '25000.00' }],
  activeInvestments: 0,
};

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('the investor dashboard', () => {
  it('lists the investments in progress and the offers awaiting a decision, each linked', async () => {
    const offers = [
      offerFixture({ id: 'b0000000-0000-4000-8000-000000000001', status: 'invited' }),
      acceptedOfferFixture({ id: 'b0000000-0000-4000-8000-000000000002' }),
      acceptedOfferFixture({ id: 'b0000000-0000-4000-8000-000000000003', status: 'archived' }),
    ];
    fakeApi({ ...signedInInvestorRoutes(offers), 'GET /investor-api/investor/summary': () => ({ body: summary }) });
    signInAsInvestor();
    injectBranding(plHost);
    renderApp({ path: '/app' });

    const investments = within(await screen.findByRole('region', { name: 'Twoje inwestycje' }));
    expect(investments.getByRole('heading', { name: 'Twoje inwestycje (1)' })).toBeTruthy();
    expect(investments.getByRole('link', { name: 'Obligacje Demo 2027 (DEMO-12M)' }).getAttribute('href')).toBe(
      '/app/investments/b0000000-0000-4000-8000-000000000002',
    );
    const awaiting = within(screen.getByRole('region', { name: 'Oferty do decyzji' }));
    expect(awaiting.getByRole('link', { name: 'Obligacje Demo 2027 (DEMO-12M)' }).getAttribute('href')).toBe(
      '/app/offers/b0000000-0000-4000-8000-000000000001',
    );
    expect(screen.getAllByText('25 000,00 PLN').length).toBeGreaterThan(0);
  });

  it('counts the offers awaiting a decision as the list below shows them', async () => {
    const closed = { ...offerFixture().campaign, phase: 'completed' as const };
    const offers = [
      offerFixture({ id: 'c0000000-0000-4000-8000-000000000001', status: 'invited' }),
      offerFixture({ id: 'c0000000-0000-4000-8000-000000000002', status: 'interested' }),
      // Undecided, but its campaign has ended: not awaiting a decision any more.
      offerFixture({ id: 'c0000000-0000-4000-8000-000000000003', status: 'viewed', campaign: closed }),
    ];
    fakeApi({ ...signedInInvestorRoutes(offers), 'GET /investor-api/investor/summary': () => ({ body: summary }) });
    signInAsInvestor();
    injectBranding(plHost);
    renderApp({ path: '/app' });
    const list = await screen.findByRole('region', { name: 'Oferty do decyzji' });
    expect(within(list).getByRole('heading', { level: 2 }).textContent).toBe('Oferty do decyzji (2)');
    const card = screen.getByText('Oferty czekające na Twoją decyzję').parentElement as HTMLElement;
    expect(card.textContent).toBe('Oferty czekające na Twoją decyzję2');
  });

  it('says what is missing when there is nothing yet', async () => {
    fakeApi({ ...signedInInvestorRoutes([]), 'GET /investor-api/investor/summary': () => ({ body: summary }) });
    signInAsInvestor();
    injectBranding(plHost);
    renderApp({ path: '/app' });
    expect(await screen.findByText('Nie masz jeszcze inwestycji. Gdy złożysz zapis, zobaczysz go tutaj.')).toBeTruthy();
    expect(screen.getByText('Nie masz ofert czekających na Twoją decyzję.')).toBeTruthy();
  });
});

describe('the investor dashboard and the portfolio (issue 20)', () => {
  it('leads from what is invested to the payment schedule, and shows no link before anything is', async () => {
    const invested = { ...summary, invested: [{ currency: 'PLN', amount: '10000.00' }], activeInvestments: 1 };
    fakeApi({ ...signedInInvestorRoutes([]), 'GET /investor-api/investor/summary': () => ({ body: invested }) });
    signInAsInvestor();
    injectBranding(plHost);
    const view = renderApp({ path: '/app' });
    const link = await screen.findByRole('link', { name: 'Harmonogram wypłat' });
    expect(link.getAttribute('href')).toBe('/app/portfolio');
    view.unmount();

    fakeApi({ ...signedInInvestorRoutes([]), 'GET /investor-api/investor/summary': () => ({ body: summary }) });
    renderApp({ path: '/app' });
    // The summary has arrived (its accepted amount is shown), and nothing is invested: no link.
    expect(await screen.findByText('25 000,00 PLN')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Harmonogram wypłat' })).toBeNull();
  });
});
