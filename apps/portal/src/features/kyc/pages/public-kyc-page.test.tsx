import { screen } from '@testing-library/react';
import { kycDataFixture } from '@wl/shared/demo';
import { errorBody, errorCodes } from '@wl/shared/errors';
import { kycDataSchema } from '@wl/shared/schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/testing/fake-api.ts';
import { enHost, plHost } from '@/testing/hosts.ts';
import { injectBranding, renderApp } from '@/testing/render-app.tsx';

const TOKEN = 'kyc-token-1234';
const FORM = `GET /public-api/kyc/investor-request/${TOKEN}`;

describe('/kyc-form', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('opens the questionnaire for the invited address, with the advisor’s message', async () => {
    fakeApi({
      [FORM]: () => ({
        body: {
          email: 'anna@example.com',
          name: null,
          status: 'viewed',
          sourceName: 'Jan Doradca',
          message: 'Proszę o wypełnienie formularza.',
          investorType: null,
          draft: null,
          missingSections: [],
          parameters: { industries: [] },
        },
      }),
    });
    injectBranding(plHost);
    renderApp({ path: `/kyc-form?token=${TOKEN}` });
    expect(await screen.findByText('Formularz dla: anna@example.com', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('Proszę o wypełnienie formularza.')).toBeTruthy();
    // The questionnaire renders after the page's heading and intro (in the background, decision 083),
    // from a chunk of its own (decision 085).
    expect(
      await screen.findByRole('heading', { level: 2, name: '1. Informacje o inwestorze' }, { timeout: 5000 }),
    ).toBeTruthy();
  });

  it('a sent form: "inactive because already sent", and what was sent below', async () => {
    const api = fakeApi({
      [FORM]: () => ({ status: 409, body: errorBody('Already sent', errorCodes.formAlreadySent) }),
      [`GET /public-api/kyc/investor-request/preview/${TOKEN}`]: () => ({
        body: {
          email: 'anna@example.com',
          name: 'Anna Nowak',
          status: 'finished',
          submitted: true,
          submittedAt: '2026-05-04T10:03:00.000Z',
          data: kycDataSchema.parse(kycDataFixture()),
          parameters: { industries: [{ id: 3, name: 'Construction' }] },
        },
      }),
    });
    injectBranding(enHost);
    renderApp({ path: `/kyc-form?token=${TOKEN}` });
    expect(
      await screen.findByText('The form is inactive because it has already been sent.', {}, { timeout: 5000 }),
    ).toBeTruthy();
    expect(await screen.findByRole('region', { name: '5. Bank account' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('61 1090 1014 0000 0712 1981 2874')).toBeTruthy();
    expect(screen.getByText('Sent 04.05.2026, 12:03')).toBeTruthy();
    // Industries are named by the preview's own dictionary.
    expect(screen.getByText('Construction')).toBeTruthy();
    expect(api.called(`GET /public-api/kyc/investor-request/preview/${TOKEN}`)).toHaveLength(1);
  });

  it('an unknown link: the token message', async () => {
    fakeApi({ [FORM]: () => ({ status: 404, body: errorBody('Token is invalid.', errorCodes.tokenNotActive) }) });
    injectBranding(plHost);
    renderApp({ path: `/kyc-form?token=${TOKEN}` });
    expect(await screen.findByText('Ten token nie jest już aktywny.', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
  });
});
