import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdvisorCampaign } from '@wl/shared/schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenStore } from '@/lib/session/token-store.ts';
import { accessToken, fakeApi, signedInAdvisorRoutes } from '@/testing/fake-api.ts';
import { enHost, plHost } from '@/testing/hosts.ts';
import { injectBranding, renderApp } from '@/testing/render-app.tsx';

const CAMPAIGN_ID = '3c2b1a09-8f7e-4d6c-9b5a-4f3e2d1c0b0a';
const PRODUCT_ID = '4d3c2b1a-0f9e-4d8c-8b7a-6f5e4d3c2b1a';
const NETWORK_ID = '5e4d3c2b-1a0f-4e9d-8c7b-7a6f5e4d3c2b';
const OWN_OFFER_ID = '6f5e4d3c-2b1a-4f0e-9d8c-8b7a6f5e4d3c';
const product = `/api/advisor/campaign/${CAMPAIGN_ID}/product/${PRODUCT_ID}`;
const FIRST = { timeout: 15_000 };

const campaign: AdvisorCampaign = {
  id: CAMPAIGN_ID,
  name: 'Obligacje Demo 2026',
  startDate: '2026-01-01',
  endDate: '2099-12-31',
  phase: 'active',
  active: true,
  data: { translations: { pl: { name: 'Obligacje Demo 2026' }, en: { name: 'Demo Bonds 2026' } } },
  products: [
    {
      id: PRODUCT_ID,
      campaignId: CAMPAIGN_ID,
      code: 'DEMO-12M',
      name: 'Obligacje 12M',
      terms: {
        interestType: 'Fixed',
        interestPaymentFrequency: 'Quarterly',
        duration: 12,
        durationUnit: 'month',
        investmentValueMin: '1000.00',
        investmentValueMax: '100000.00',
        investmentValueStep: '100.00',
        interestPerYear: '8.5',
        currency: 'PLN',
      },
    },
  ],
};

const warnings = [
  { email: 'anna@example.com', owner: 'own', offerId: OWN_OFFER_ID, status: 'viewed' },
  { email: 'jan@example.com', owner: 'other' },
];

function open(host = plHost) {
  const api = fakeApi({
    ...signedInAdvisorRoutes(),
    'GET /api/advisor/network': () => ({ body: [{ id: NETWORK_ID, name: 'Sieć Północ' }] }),
    [`GET /api/advisor/campaign/${CAMPAIGN_ID}`]: () => ({ body: campaign }),
    [`GET /api/advisor/campaign/${CAMPAIGN_ID}/offers`]: () => ({ body: [], total: 0 }),
    [`POST ${product}/invitation-check`]: (call) => ({
      body: warnings.filter((warning) =>
        (call.body as { investorEmails: string[] }).investorEmails.includes(warning.email),
      ),
    }),
    [`POST ${product}/invite-investor`]: () => ({ status: 201, body: {} }),
  });
  tokenStore.store({ accessToken: accessToken(), refreshToken: 'refresh-1' });
  injectBranding(host);
  renderApp({ path: `/app/offers/${CAMPAIGN_ID}` });
  return api;
}

async function fillForm(user: ReturnType<typeof userEvent.setup>, emails: string, language: 'pl' | 'en' = 'pl') {
  const pl = language === 'pl';
  await user.click(
    await screen.findByRole('button', { name: pl ? 'Zaproś do DEMO-12M' : 'Invite to DEMO-12M' }, FIRST),
  );
  const field = await screen.findByRole('textbox', { name: pl ? /Adresy e-mail inwestorów/ : /e-mail addresses/ });
  await user.type(field, emails);
  await user.click(screen.getByRole('checkbox'));
  return field;
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  localStorage.clear();
});

describe('inviting someone who already has an open offer of the product', { timeout: 60_000 }, () => {
  it('warns as the field is left, before anything is sent, and sends only when asked again', async () => {
    const user = userEvent.setup();
    const api = open();
    await fillForm(user, 'anna@example.com; jan@example.com; nowy@example.com');
    const warning = await screen.findByTestId('invitation-warnings');
    expect(within(warning).getByText('Niektórzy adresaci mają już otwartą ofertę tego produktu')).toBeTruthy();
    expect(
      within(warning).getByText(
        'anna@example.com ma już Twoją otwartą ofertę tego produktu (status: Wyświetlona); nowe zaproszenie utworzy drugą ofertę.',
      ),
    ).toBeTruthy();
    expect(
      within(warning).getByText(
        'jan@example.com ma już otwartą ofertę tego produktu u innego doradcy: to zaproszenie zostanie odrzucone.',
      ),
    ).toBeTruthy();
    expect(api.called(`POST ${product}/invitation-check`)[0]?.body).toEqual({
      investorEmails: ['anna@example.com', 'jan@example.com', 'nowy@example.com'],
    });
    expect(api.called(`POST ${product}/invite-investor`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Wyślij mimo to' }));
    await waitFor(() => expect(api.called(`POST ${product}/invite-investor`)).toHaveLength(3));
    // The addresses were checked once.
    expect(api.called(`POST ${product}/invitation-check`)).toHaveLength(1);
  });

  it('checks before sending when the field was not left, and stops at the warning', async () => {
    const user = userEvent.setup();
    const api = open();
    const field = await fillForm(user, 'nowy@example.com');
    await waitFor(() => expect(api.called(`POST ${product}/invitation-check`)).toHaveLength(1));
    // Other addresses typed, and the form submitted while the field still has the focus.
    await user.clear(field);
    await user.type(field, 'jan@example.com');
    fireEvent.submit(field.closest('form') as HTMLFormElement);
    expect(
      await screen.findByText(/jan@example.com ma już otwartą ofertę tego produktu u innego doradcy/),
    ).toBeTruthy();
    expect(api.called(`POST ${product}/invitation-check`)[1]?.body).toEqual({ investorEmails: ['jan@example.com'] });
    expect(api.called(`POST ${product}/invite-investor`)).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Wyślij mimo to' })).toBeTruthy();
  });

  it('sends at once when nobody has an open offer', async () => {
    const user = userEvent.setup();
    const api = open();
    await fillForm(user, 'nowy@example.com');
    await user.click(screen.getByRole('button', { name: 'Wyślij zaproszenia' }));
    await waitFor(() => expect(api.called(`POST ${product}/invite-investor`)).toHaveLength(1));
    expect(screen.queryByTestId('invitation-warnings')).toBeNull();
  });

  it('warns in English on an English host', async () => {
    const user = userEvent.setup();
    open(enHost);
    await fillForm(user, 'anna@example.com', 'en');
    expect(
      await screen.findByText(
        'anna@example.com already has your open offer of this product (status: Viewed); a new invitation makes a second offer.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send anyway' })).toBeTruthy();
  });
});
