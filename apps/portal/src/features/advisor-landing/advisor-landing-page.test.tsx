import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/testing/fake-api.ts';
import { plHost } from '@/testing/hosts.ts';
import { injectBranding, renderApp } from '@/testing/render-app.tsx';
import { investLinks } from './landing-api.ts';

const host = {
  ...plHost,
  admin: {
    inviteText: { pl: 'Zapraszam do kampanii {campaignName}. Szczegóły: {campaignName}.', en: 'Join {campaignName}.' },
    formInvestButtonText: { pl: 'Zapisuję się', en: 'Subscribe' },
    consent2: { pl: 'Znam ryzyko.\nNaprawdę.', en: 'I know the risk.' },
    equityPlaceholder: { pl: 'Ile w akcje?', en: 'How much in shares?' },
  },
  landing: { ...plHost.landing, reg: 'regulamin.pdf' },
};

const offer = {
  campaign: {
    name: 'Obligacje 2027',
    data: { translations: { pl: { name: 'Obligacje Zielone 2027' }, en: { name: 'Green Bonds 2027' } } },
  },
};

describe('advisor landing page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('shows the host’s texts, the invite message with a neutral name and the document links', async () => {
    const api = fakeApi({});
    injectBranding(host);
    renderApp({ path: '/doradcy' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Obligacje korporacyjne z doradcą Demo' }),
    ).toBeTruthy();
    expect(screen.getByTestId('invite-message').textContent).toBe(
      'Zapraszam do kampanii [nazwa kampanii]. Szczegóły: [nazwa kampanii].',
    );
    expect(screen.getByText('Zapisuję się')).toBeTruthy();
    // Not configured by the admin: the translated default.
    expect(screen.getByText('Inwestuj')).toBeTruthy();
    expect(screen.getByTestId('consent2').textContent).toBe('Znam ryzyko.\nNaprawdę.');
    expect(screen.getByTestId('consent3').textContent).toBe('Akceptuję regulamin i politykę prywatności.');
    expect(screen.getByTestId('landing-equity-input').getAttribute('placeholder')).toBe('Ile w akcje?');
    expect(screen.getByTestId('landing-debt-input').getAttribute('placeholder')).toBe('Kwota inwestycji w obligacje');
    const documents = screen.getByRole('region', { name: 'Dokumenty' });
    expect(
      within(documents)
        .getByRole('link', { name: /Ryzyka inwestycyjne/ })
        .getAttribute('href'),
    ).toBe('https://demo.localhost/dokumenty/ryzyka.pdf');
    expect(
      within(documents)
        .getByRole('link', { name: /Regulamin/ })
        .getAttribute('href'),
    ).toBe('/images/regulamin.pdf');
    expect(within(documents).getByText(/dokument niedostępny/)).toBeTruthy();
    expect(api.calls.filter((call) => call.path.startsWith('/public-api/campaign-offer'))).toHaveLength(0);
  });

  it('names the campaign of the offer link and lets the buttons lead to it', async () => {
    fakeApi({ 'GET /public-api/campaign-offer/demo-offer-invited': () => ({ body: offer }) });
    injectBranding(host);
    renderApp({ path: '/doradcy?token=demo-offer-invited' });
    expect(
      await screen.findByText('Zapraszam do kampanii Obligacje Zielone 2027. Szczegóły: Obligacje Zielone 2027.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zapisuję się' }).getAttribute('href')).toBe(
      '/invest?token=demo-offer-invited',
    );
    expect(screen.getByRole('link', { name: 'Inwestuj' }).getAttribute('href')).toBe(
      '/campaign?token=demo-offer-invited',
    );
  });

  it('keeps the neutral name and says why when the link’s offer cannot be loaded', async () => {
    fakeApi({
      'GET /public-api/campaign-offer/stale': () => ({
        status: 404,
        body: { label: 'Token is invalid.', code: 'token.not_active', parameters: {}, violations: [] },
      }),
    });
    injectBranding(host);
    renderApp({ path: '/doradcy?token=stale' });
    expect(await screen.findByText('Nie udało się wczytać oferty z linku')).toBeTruthy();
    expect(screen.getByTestId('invite-message').textContent).toContain('[nazwa kampanii]');
    expect(screen.queryByRole('link', { name: 'Zapisuję się' })).toBeNull();
  });
});

describe('investLinks', () => {
  it('needs a token and encodes it', () => {
    expect(investLinks(null)).toBeNull();
    expect(investLinks('a b')).toEqual({ form: '/invest?token=a%20b', campaign: '/campaign?token=a%20b' });
  });
});
