import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorBody, errorCodes } from '@wl/shared/errors';
import type { CampaignOffer } from '@wl/shared/schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/testing/fake-api.ts';
import { enHost, plHost } from '@/testing/hosts.ts';
import { acceptedOfferFixture, offerFixture } from '@/testing/offer-fixture.ts';
import { injectBranding, renderApp } from '@/testing/render-app.tsx';

const TOKEN = 'tok_public-12345678';
const base = `/public-api/campaign-offer/${TOKEN}`;

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('/campaign', () => {
  it('shows the offer in Polish with its terms, takes interest and leads to the invest form', async () => {
    const user = userEvent.setup();
    let current: CampaignOffer = offerFixture();
    const api = fakeApi({
      [`GET ${base}`]: () => ({ body: current }),
      [`PATCH ${base}/interest`]: () => {
        current = offerFixture({ status: 'interested' });
        return { body: current };
      },
    });
    injectBranding(plHost);
    const { router } = renderApp({ path: `/campaign?token=${TOKEN}` });

    expect(await screen.findByRole('heading', { level: 1, name: 'Obligacje Demo 2027' })).toBeTruthy();
    expect(screen.getByText('Obligacje o stałym oprocentowaniu.')).toBeTruthy();
    expect(screen.getByText('Zaproszenie dla anna@example.com')).toBeTruthy();
    const terms = within(screen.getByRole('heading', { name: 'Warunki oferty' }).closest('div') as HTMLElement);
    expect(terms.getByText('8,50 %')).toBeTruthy();
    expect(terms.getByText('12 miesięcy')).toBeTruthy();
    expect(terms.getByText('10 000,00 PLN')).toBeTruthy();
    expect(terms.getByText('Co kwartał')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Jestem zainteresowany ofertą' }));
    expect(await screen.findByText('Inwestor zainteresowany')).toBeTruthy();
    expect(api.called(`PATCH ${base}/interest`)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Jestem zainteresowany ofertą' })).toBeNull();

    await user.click(screen.getByRole('link', { name: 'Inwestuj' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/invest'));
    expect(router.state.location.search).toBe(`?token=${TOKEN}`);
  });

  it('follows the language in use for the campaign’s own texts', async () => {
    fakeApi({ [`GET ${base}`]: () => ({ body: offerFixture() }) });
    injectBranding(enHost);
    renderApp({ path: `/campaign?token=${TOKEN}` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Demo Bonds 2027' })).toBeTruthy();
    expect(screen.getByText('Fixed-rate bonds.')).toBeTruthy();
  });

  it('shows an accepted offer’s investment instead of the decision', async () => {
    fakeApi({ [`GET ${base}`]: () => ({ body: acceptedOfferFixture() }) });
    injectBranding(plHost);
    renderApp({ path: `/campaign?token=${TOKEN}` });
    expect(await screen.findByRole('heading', { level: 2, name: 'Twoja inwestycja' })).toBeTruthy();
    expect(screen.getByTestId('investment-amount').textContent).toBe('25\u00a0000,00\u00a0PLN');
    expect(screen.getByTestId('contract-status').textContent).toContain('Wysłana');
    const sign = screen.getByRole('link', { name: /Podpisz umowę/ });
    expect(sign.getAttribute('href')).toBe('http://demo.localhost/sandbox/e-signature/sbx-contract-1');
    expect(sign.getAttribute('target')).toBe('_blank');
    expect(screen.queryByRole('link', { name: 'Inwestuj' })).toBeNull();
  });

  it('shows a campaign that has not started as a full page', async () => {
    const notStarted = offerFixture({ campaign: { ...offerFixture().campaign, phase: 'not_started' } });
    fakeApi({ [`GET ${base}`]: () => ({ body: notStarted }) });
    injectBranding(plHost);
    renderApp({ path: `/campaign?token=${TOKEN}` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Kampania jeszcze się nie rozpoczęła' })).toBeTruthy();
    expect(
      screen.getByText('Zapisy w kampanii Obligacje Demo 2027 ruszą 01.01.2026. Wróć do tej oferty w tym dniu.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Jestem zainteresowany ofertą' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Inwestuj' })).toBeNull();
  });

  it('shows an unknown token as an inactive link (spec §8 “Token is invalid.”)', async () => {
    fakeApi({
      [`GET ${base}`]: () => ({ status: 404, body: errorBody('Token is invalid.', errorCodes.tokenNotActive) }),
    });
    injectBranding(plHost);
    renderApp({ path: `/campaign?token=${TOKEN}` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Link jest nieaktywny' })).toBeTruthy();
    expect(screen.getByText('Ten token nie jest już aktywny.')).toBeTruthy();
  });
});

describe('/invest', () => {
  it('checks the amount and consents like the server, accepts, and shows the result', async () => {
    const user = userEvent.setup();
    let current: CampaignOffer = offerFixture({ status: 'interested' });
    const api = fakeApi({
      [`GET ${base}`]: () => ({ body: current }),
      [`PATCH ${base}/accept`]: () => {
        current = acceptedOfferFixture({ amount: '120000.00' });
        return { body: current };
      },
    });
    injectBranding(plHost);
    renderApp({ path: `/invest?token=${TOKEN}` });

    expect(await screen.findByRole('heading', { level: 1, name: 'Zapis na inwestycję' })).toBeTruthy();
    expect(screen.getByText('Od 10 000,00 PLN do 500 000,00 PLN, w wielokrotnościach 1 000,00 PLN.')).toBeTruthy();
    const submit = screen.getByRole('button', { name: 'Inwestuję' });
    await user.click(submit);
    expect(screen.getByText('To pole jest wymagane.')).toBeTruthy();
    expect(screen.getAllByText('To pole musi zostać zaznaczone.')).toHaveLength(2);
    expect(document.activeElement).toBe(screen.getByLabelText(/Kwota inwestycji \(PLN\)/));

    await user.type(screen.getByLabelText(/Kwota inwestycji \(PLN\)/), '120 500');
    await user.click(screen.getByRole('checkbox', { name: 'Zapoznałem się z informacją o ryzyku inwestycyjnym.' }));
    await user.click(screen.getByRole('checkbox', { name: 'Akceptuję regulamin i politykę prywatności.' }));
    await user.click(submit);
    expect(screen.getByText('Kwota inwestycji musi być wielokrotnością 1 000,00 PLN.')).toBeTruthy();
    expect(api.called(`PATCH ${base}/accept`)).toHaveLength(0);

    await user.clear(screen.getByLabelText(/Kwota inwestycji \(PLN\)/));
    await user.type(screen.getByLabelText(/Kwota inwestycji \(PLN\)/), '120 000,00');
    await user.click(submit);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dziękujemy za zapis!' })).toBeTruthy();
    expect(api.called(`PATCH ${base}/accept`)[0]?.body).toEqual({ amount: '120000', consent2: true, consent3: true });
    expect(
      screen.getByText('Przyjęliśmy Twój zapis na kwotę 120 000,00 PLN w kampanii Obligacje Demo 2027.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pobierz podsumowanie (PDF)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Dodaj potwierdzenie przelewu' })).toBeTruthy();
  });

  it('shows the amount refusal of the server on the amount field', async () => {
    const user = userEvent.setup();
    fakeApi({
      [`GET ${base}`]: () => ({ body: offerFixture() }),
      [`PATCH ${base}/accept`]: () => ({
        status: 422,
        body: errorBody('Below', errorCodes.offerBelowMinimum, { investmentValueMin: '30000.00', currency: 'PLN' }),
      }),
    });
    injectBranding(plHost);
    renderApp({ path: `/invest?token=${TOKEN}` });
    await user.type(await screen.findByLabelText(/Kwota inwestycji \(PLN\)/), '20000');
    for (const checkbox of screen.getAllByRole('checkbox')) await user.click(checkbox);
    await user.click(screen.getByRole('button', { name: 'Inwestuję' }));
    expect(await screen.findByText(/Kwota inwestycji jest niższa niż kwota minimalna: 30 000,00/)).toBeTruthy();
  });

  it('turns a campaign switched off under the form into a full page', async () => {
    const user = userEvent.setup();
    fakeApi({
      [`GET ${base}`]: () => ({ body: offerFixture() }),
      [`PATCH ${base}/accept`]: () => ({ status: 409, body: errorBody('Off', errorCodes.campaignNotActive) }),
    });
    injectBranding(plHost);
    renderApp({ path: `/invest?token=${TOKEN}` });
    await user.type(await screen.findByLabelText(/Kwota inwestycji \(PLN\)/), '20000');
    for (const checkbox of screen.getAllByRole('checkbox')) await user.click(checkbox);
    await user.click(screen.getByRole('button', { name: 'Inwestuję' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Kampania nie jest już aktywna' })).toBeTruthy();
    expect(screen.getByText('Kampania nie jest już aktywna.')).toBeTruthy();
  });
});
