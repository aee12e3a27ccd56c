import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CampaignOffer } from '@wl/shared/schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/testing/fake-api.ts';
import { plHost } from '@/testing/hosts.ts';
import { signedInInvestorRoutes, signInAsInvestor } from '@/testing/investor-session.ts';
import { acceptedOfferFixture, offerFixture } from '@/testing/offer-fixture.ts';
import { injectBranding, renderApp } from '@/testing/render-app.tsx';

const OFFER_ID = offerFixture().id;
const offerPath = `/investor-api/offer/${OFFER_ID}`;
const lead = {
  offerId: '7e0a9c3b-1111-4000-8000-000000000001',
  campaignName: 'Obligacje Demo 2025',
  productCode: 'DEMO25-6M',
  amount: '30000.00',
  currency: 'PLN',
  consentsAcceptedAt: '2026-01-02T10:00:00.000Z',
};

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

describe('/app/offers for an investor', () => {
  it('lists the offers as cards, filtered by the tabs kept in the address', async () => {
    const user = userEvent.setup();
    const offers = [
      offerFixture({ id: 'a0000000-0000-4000-8000-000000000001', status: 'invited' }),
      acceptedOfferFixture({ id: 'a0000000-0000-4000-8000-000000000002' }),
      offerFixture({ id: 'a0000000-0000-4000-8000-000000000003', status: 'declined' }),
    ];
    fakeApi(signedInInvestorRoutes(offers));
    signInAsInvestor();
    injectBranding(plHost);
    const { router } = renderApp({ path: '/app/offers' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Twoje oferty' })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('offer-card')).toHaveLength(3));
    await user.click(screen.getByRole('tab', { name: 'Inwestycje (1)' }));
    expect(router.state.location.search).toBe('?tab=investments');
    const cards = screen.getAllByTestId('offer-card');
    expect(cards).toHaveLength(1);
    const card = within(cards[0] as HTMLElement);
    expect(card.getByText('25 000,00 PLN')).toBeTruthy();
    expect(card.getByText('Wysłana')).toBeTruthy();
    expect(card.getByRole('link', { name: 'Obligacje Demo 2027 (DEMO-12M)' }).getAttribute('href')).toBe(
      '/app/investments/a0000000-0000-4000-8000-000000000002',
    );
    await user.click(screen.getByRole('tab', { name: 'Zakończone (1)' }));
    expect(screen.getByText('Odrzucona przez inwestora')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Aktualne (1)' }));
    expect(within(screen.getByTestId('offer-card')).getByRole('link').getAttribute('href')).toBe(
      '/app/offers/a0000000-0000-4000-8000-000000000001',
    );
  });

  it('says so when there is nothing to show', async () => {
    fakeApi(signedInInvestorRoutes([]));
    signInAsInvestor();
    injectBranding(plHost);
    renderApp({ path: '/app/offers?tab=investments' });
    expect(await screen.findByText('Nie masz jeszcze inwestycji.')).toBeTruthy();
  });
});

describe('/app/offers/{id} and /app/investments/{id} for an investor', () => {
  it('starts the form from the last subscription, accepts, and moves to the investment', async () => {
    const user = userEvent.setup();
    let current: CampaignOffer = offerFixture();
    const api = fakeApi({
      ...signedInInvestorRoutes([current]),
      [`GET ${offerPath}`]: () => ({ body: current }),
      'GET /investor-api/lead-form/last': () => ({ body: lead }),
      [`PATCH ${offerPath}/accept`]: () => {
        current = acceptedOfferFixture({ amount: '30000.00' });
        return { body: current };
      },
    });
    signInAsInvestor();
    injectBranding(plHost);
    const { router } = renderApp({ path: `/app/offers/${OFFER_ID}` });

    const amount = (await screen.findByLabelText(/Kwota inwestycji \(PLN\)/)) as HTMLInputElement;
    expect(amount.value).toBe('30000,00');
    expect(
      screen.getByText(/Wpisaliśmy kwotę Twojego ostatniego zapisu \(Obligacje Demo 2025, DEMO25-6M\)/),
    ).toBeTruthy();
    // Consents are given for each subscription, never carried over.
    for (const checkbox of screen.getAllByRole('checkbox')) expect((checkbox as HTMLInputElement).checked).toBe(false);
    for (const checkbox of screen.getAllByRole('checkbox')) await user.click(checkbox);
    await user.click(screen.getByRole('button', { name: 'Inwestuję' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/app/investments/${OFFER_ID}`));
    expect(api.called(`PATCH ${offerPath}/accept`)[0]?.body).toEqual({
      amount: '30000',
      consent2: true,
      consent3: true,
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Twoja inwestycja' })).toBeTruthy();
    // In the panel the provider brings the investor back here: the signing page opens in this tab.
    expect(screen.getByRole('link', { name: 'Podpisz umowę' }).getAttribute('target')).toBeNull();
  });

  it('says what is wrong with the amount as soon as the field is left, before investing (issue 19)', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      ...signedInInvestorRoutes([offerFixture()]),
      [`GET ${offerPath}`]: () => ({ body: offerFixture() }),
      'GET /investor-api/lead-form/last': () => ({ body: null }),
    });
    signInAsInvestor();
    injectBranding(plHost);
    renderApp({ path: `/app/offers/${OFFER_ID}` });

    const amount = await screen.findByLabelText(/Kwota inwestycji \(PLN\)/);
    await user.type(amount, '5 000');
    expect(screen.queryByText('Minimalna kwota inwestycji to 10 000,00 PLN.')).toBeNull();
    await user.tab();
    expect(await screen.findByText('Minimalna kwota inwestycji to 10 000,00 PLN.')).toBeTruthy();
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    // Only the field left: the consents not reached yet say nothing, and nothing was sent.
    expect(screen.queryByText('To pole musi zostać zaznaczone.')).toBeNull();
    expect(api.called(`PATCH ${offerPath}/accept`)).toHaveLength(0);
  });

  it('names the last subscription’s campaign in the language chosen, asking again when it is switched (decision 066)', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      ...signedInInvestorRoutes([offerFixture()]),
      [`GET ${offerPath}`]: () => ({ body: offerFixture() }),
      // As the API does: the campaign's name in the request's Accept-Language.
      'GET /investor-api/lead-form/last': (call) => ({
        body: {
          ...lead,
          campaignName: call.headers.get('accept-language') === 'en' ? 'Demo Bonds 2025' : lead.campaignName,
        },
      }),
    });
    signInAsInvestor();
    injectBranding(plHost);
    renderApp({ path: `/app/offers/${OFFER_ID}` });

    expect(await screen.findByText(/ostatniego zapisu \(Obligacje Demo 2025, DEMO25-6M\)/)).toBeTruthy();
    await user.click(within(screen.getByRole('radiogroup', { name: 'Język' })).getByRole('radio', { name: 'English' }));
    expect(await screen.findByText(/your last subscription \(Demo Bonds 2025, DEMO25-6M\)/)).toBeTruthy();
    expect(api.called('GET /investor-api/lead-form/last').map((call) => call.headers.get('accept-language'))).toEqual([
      'pl',
      'en',
    ]);
  });

  it('reads the investment again until the agreement is ready to sign', async () => {
    let reads = 0;
    fakeApi({
      ...signedInInvestorRoutes([]),
      [`GET ${offerPath}`]: () => {
        reads += 1;
        return {
          body: reads < 2 ? acceptedOfferFixture({ contractStatus: null, signingUrl: null }) : acceptedOfferFixture(),
        };
      },
    });
    signInAsInvestor();
    injectBranding(plHost);
    renderApp({ path: `/app/investments/${OFFER_ID}` });
    expect(await screen.findByText('Przygotowujemy umowę do podpisu. Zwykle trwa to kilka sekund.')).toBeTruthy();
    expect(screen.getByTestId('contract-status').textContent).toContain('W przygotowaniu');
    await waitFor(() => expect(screen.getByTestId('contract-status').textContent).toContain('Wysłana'), {
      timeout: 4000,
    });
    expect(screen.getByRole('link', { name: 'Podpisz umowę' })).toBeTruthy();
  });

  it('after a refused signature says so, takes no payment confirmation, and starts a new signing', async () => {
    const user = userEvent.setup();
    let current: CampaignOffer = acceptedOfferFixture({ contractStatus: 'Rejected', signingUrl: null });
    const api = fakeApi({
      ...signedInInvestorRoutes([current]),
      [`GET ${offerPath}`]: () => ({ body: current }),
      [`POST ${offerPath}/contract`]: () => {
        current = acceptedOfferFixture({ signingUrl: 'http://demo.localhost/sandbox/e-signature/sbx-contract-2' });
        return { body: current };
      },
    });
    signInAsInvestor();
    injectBranding(plHost);
    renderApp({ path: `/app/investments/${OFFER_ID}` });

    expect(await screen.findByText(/Odmówiono podpisania umowy\. Twoja subskrypcja jest nadal ważna/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Podpisz umowę' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Dodaj potwierdzenie przelewu' })).toBeNull();
    expect(screen.getByText('Potwierdzenie przelewu dodasz, gdy umowa zostanie podpisana.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Podpisz umowę ponownie' }));
    const sign = await screen.findByRole('link', { name: 'Podpisz umowę' });
    expect(sign.getAttribute('href')).toBe('http://demo.localhost/sandbox/e-signature/sbx-contract-2');
    expect(api.called(`POST ${offerPath}/contract`)).toHaveLength(1);
    expect(screen.queryByTestId('contract-ending')).toBeNull();
    expect(screen.getByRole('button', { name: 'Dodaj potwierdzenie przelewu' })).toBeTruthy();
  });

  it('says where and by when to pay for a subscription, each detail ready to copy (issue 19)', async () => {
    const base = acceptedOfferFixture();
    const payment = { accountHolder: 'Demo Emitent S.A.', iban: 'PL61109010140000071219812874', deadlineDays: 7 };
    const offer = acceptedOfferFixture({ campaign: { ...base.campaign, data: { ...base.campaign.data, payment } } });
    fakeApi({ ...signedInInvestorRoutes([offer]), [`GET ${offerPath}`]: () => ({ body: offer }) });
    signInAsInvestor();
    injectBranding(plHost);
    renderApp({ path: `/app/investments/${OFFER_ID}` });

    const section = within(await screen.findByRole('region', { name: 'Dane do przelewu' }));
    expect(section.getByText('Demo Emitent S.A.')).toBeTruthy();
    expect(section.getByText('PL61 1090 1014 0000 0712 1981 2874')).toBeTruthy();
    expect(section.getByText('25 000,00 PLN')).toBeTruthy();
    expect(section.getByText('DEMO-12M 0F6D1C1E')).toBeTruthy();
    // Subscribed on 01.06.2026: seven days to pay.
    expect(section.getByText('08.06.2026')).toBeTruthy();
    expect(section.getByRole('button', { name: 'Kopiuj: Tytuł przelewu' })).toBeTruthy();
  });

  it('declines an offer after confirming, and then shows it as declined', async () => {
    const user = userEvent.setup();
    let current: CampaignOffer = offerFixture({ status: 'viewed' });
    const api = fakeApi({
      ...signedInInvestorRoutes([current]),
      [`GET ${offerPath}`]: () => ({ body: current }),
      'GET /investor-api/lead-form/last': () => ({ body: null }),
      [`PATCH ${offerPath}/decline`]: () => {
        current = offerFixture({ status: 'declined' });
        return { body: current };
      },
    });
    signInAsInvestor();
    injectBranding(plHost);
    renderApp({ path: `/app/offers/${OFFER_ID}` });

    await user.click(await screen.findByRole('button', { name: 'Odrzuć ofertę' }));
    const dialog = await screen.findByRole('dialog', { name: 'Odrzucić ofertę?' });
    expect(within(dialog).getByText(/Tej decyzji nie można cofnąć/)).toBeTruthy();
    // Going back changes nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Nie, wróć' }));
    expect(api.called(`PATCH ${offerPath}/decline`)).toHaveLength(0);
    // The dialog, loaded on the first click, gives the focus back to the button that opened it.
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Odrzuć ofertę'));

    await user.click(screen.getByRole('button', { name: 'Odrzuć ofertę' }));
    await user.click(await screen.findByRole('button', { name: 'Tak, odrzucam ofertę' }));
    expect(await screen.findByText('Ta oferta została odrzucona.')).toBeTruthy();
    expect(api.called(`PATCH ${offerPath}/decline`)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Odrzuć ofertę' })).toBeNull();
  });

  it('explains an offer of a completed campaign and offers no action', async () => {
    const missed = offerFixture({ campaign: { ...offerFixture().campaign, phase: 'completed' } });
    fakeApi({ ...signedInInvestorRoutes([missed]), [`GET ${offerPath}`]: () => ({ body: missed }) });
    signInAsInvestor();
    injectBranding(plHost);
    renderApp({ path: `/app/offers/${OFFER_ID}` });
    expect(await screen.findByText('Kampania została zakończona')).toBeTruthy();
    expect(screen.getByText('Zapisy w kampanii Obligacje Demo 2027 zakończyły się 31.12.2026.')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});

describe('/app/documents for an investor (issue 19)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('lists each investment’s summary, signed agreement and payment confirmations, and the host’s documents', async () => {
    const user = userEvent.setup();
    const signed = acceptedOfferFixture({
      id: 'd0000000-0000-4000-8000-000000000001',
      contractStatus: 'Completed',
      paymentConfirmations: [
        {
          id: 'e0000000-0000-4000-8000-000000000001',
          fileName: 'przelew.pdf',
          size: 1000,
          contentType: 'application/pdf',
          uploadedAt: '2026-06-02T10:00:00.000Z',
        },
      ],
    });
    const unsigned = acceptedOfferFixture({ id: 'd0000000-0000-4000-8000-000000000002' });
    const open = offerFixture({ id: 'd0000000-0000-4000-8000-000000000003', status: 'invited' });
    const saved: string[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => undefined }));
    HTMLAnchorElement.prototype.click = function click(this: HTMLAnchorElement) {
      saved.push(this.download);
    };
    const api = fakeApi({
      ...signedInInvestorRoutes([signed, unsigned, open]),
      [`GET /investor-api/offer/${signed.id}/agreement`]: () => ({ body: 'pdf' }),
    });
    signInAsInvestor();
    injectBranding(plHost);
    renderApp({ path: '/app/documents' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Dokumenty' })).toBeTruthy();
    const cards = await screen.findAllByRole('region', { name: /Obligacje Demo 2027 – DEMO-12M/ });
    expect(cards).toHaveLength(2);
    const first = within(cards[0] as HTMLElement);
    expect(first.getByRole('button', { name: 'Podsumowanie zapisu (PDF)' })).toBeTruthy();
    expect(first.getByRole('button', { name: 'Pobierz plik przelew.pdf' })).toBeTruthy();
    await user.click(first.getByRole('button', { name: 'Podpisana umowa (PDF)' }));
    await waitFor(() => expect(api.called(`GET /investor-api/offer/${signed.id}/agreement`)).toHaveLength(1));
    expect(within(cards[1] as HTMLElement).getByText('Umowa nie jest jeszcze podpisana.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ryzyka inwestycyjne' })).toBeTruthy();
  });
});
