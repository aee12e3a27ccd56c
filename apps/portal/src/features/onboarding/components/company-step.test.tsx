import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type OnboardingRequestDetail, type OnboardingRole, sandboxCompanies } from '@wl/shared/schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/testing/fake-api.ts';
import { enHost, plHost } from '@/testing/hosts.ts';
import { renderWithProviders } from '@/testing/render-with-providers.tsx';
import { CompanyStep } from './company-step.tsx';

const REQUEST_ID = '9f0c1a2b-3c4d-4e5f-8a6b-7c8d9e0f1a2b';
const COMPANY_ID = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const kodeks = sandboxCompanies.find((company) => company.registerNumber === '0000345678');
const zielona = sandboxCompanies.find((company) => company.registerNumber === '0000123456');
if (!kodeks || !zielona) throw new Error('sandbox companies missing');

const request: OnboardingRequestDetail = {
  id: REQUEST_ID,
  email: 'anna@example.com',
  name: null,
  createdAt: '2026-01-10T10:00:00.000Z',
  sourceName: 'Jan Doradca',
  taxNumber: null,
  status: 'viewed',
  message: null,
  investorType: null,
  company: null,
  kyc: null,
};

const role = (companies: OnboardingRole['companies'] = []): OnboardingRole => ({
  investorTypes: ['natural-person', 'legal-person'],
  legalPersonsEnabled: true,
  openRequests: 1,
  companies,
});

function renderStep(branding = enHost, companies: OnboardingRole['companies'] = []) {
  const onSaved = vi.fn();
  renderWithProviders(
    <CompanyStep request={request} role={role(companies)} onBack={vi.fn()} onSaved={onSaved} />,
    branding,
  );
  return { onSaved };
}

describe('company step', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('does not load from the register without a register number, and says why', async () => {
    const api = fakeApi({});
    renderStep(plHost);
    await userEvent.click(screen.getByRole('button', { name: 'Wczytaj z rejestru' }));
    expect(await screen.findByText('Podaj numer rejestrowy, aby pobrać dane firmy z rejestru.')).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: /Numer KRS/ }), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Wczytaj z rejestru' }));
    expect(screen.getByText('Podaj numer rejestrowy, aby pobrać dane firmy z rejestru.')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('does not ask the register for a number that is not 10 digits, and says what a KRS number is', async () => {
    const api = fakeApi({});
    renderStep(plHost);
    await userEvent.type(screen.getByRole('textbox', { name: /Numer KRS/ }), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Wczytaj z rejestru' }));
    expect(await screen.findByText('Numer KRS ma 10 cyfr, np. 0000123456.')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('loads a company from the register, lets it be reviewed, and adds it as the client', async () => {
    const api = fakeApi({
      'GET /investor-api/onboarding/company-register/0000345678': () => ({ body: { ...kodeks, exists: false } }),
      [`PATCH /investor-api/onboarding/request/${REQUEST_ID}/add-client`]: () => ({
        body: { ...request, investorType: 'legal-person', company: { ...kodeks, id: COMPANY_ID } },
      }),
    });
    const { onSaved } = renderStep();
    await userEvent.type(screen.getByRole('textbox', { name: /KRS number/ }), '0000345678');
    await userEvent.click(screen.getByRole('button', { name: 'Load from the register' }));
    expect(await screen.findByRole('textbox', { name: /^Name/ })).toHaveProperty('value', 'Kodeks Software sp. z o.o.');
    expect(screen.getByRole('textbox', { name: /^REGON/ })).toHaveProperty('value', '367254910');
    expect(screen.getByRole('textbox', { name: /^City/ })).toHaveProperty('value', 'Kraków');
    const representative = screen.getByTestId('representative');
    expect(within(representative).getByRole('textbox', { name: /^Surname/ })).toHaveProperty('value', 'Nowicki');
    expect(within(representative).getByText('Identity not verified')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const [save] = api.called(`PATCH /investor-api/onboarding/request/${REQUEST_ID}/add-client`);
    expect(save?.body).toEqual({ investorType: 'legal-person', company: { kind: 'new', company: kodeks } });
  });

  it('refuses an edited company the shared schema refuses, before any save', async () => {
    const api = fakeApi({
      'GET /investor-api/onboarding/company-register/0000345678': () => ({ body: { ...kodeks, exists: false } }),
    });
    renderStep();
    await userEvent.type(screen.getByRole('textbox', { name: /KRS number/ }), '0000345678');
    await userEvent.click(screen.getByRole('button', { name: 'Load from the register' }));
    const regon = await screen.findByRole('textbox', { name: /^REGON/ });
    await userEvent.clear(regon);
    await userEvent.type(regon, '123');
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('The value is not in the expected format.')).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'PATCH')).toHaveLength(0);
  });

  it('warns that a company the tenant already has must be chosen from the existing ones', async () => {
    fakeApi({
      'GET /investor-api/onboarding/company-register/0000123456': () => ({ body: { ...zielona, exists: true } }),
    });
    renderStep();
    await userEvent.type(screen.getByRole('textbox', { name: /KRS number/ }), '0000123456');
    await userEvent.click(screen.getByRole('button', { name: 'Load from the register' }));
    const warning = await screen.findByTestId('company-exists');
    expect(warning.textContent).toContain(
      'A company with this register number already exists – choose it from the existing ones.',
    );
    expect(warning.textContent).toContain('please contact your advisor');
    expect(screen.queryByRole('textbox', { name: /^Name/ })).toBeNull();
  });

  it('offers the investor’s own existing company when it is the one that exists', async () => {
    const api = fakeApi({
      'GET /investor-api/onboarding/company-register/0000123456': () => ({ body: { ...zielona, exists: true } }),
      [`PATCH /investor-api/onboarding/request/${REQUEST_ID}/client`]: () => ({
        body: { ...request, investorType: 'legal-person', company: { ...zielona, id: COMPANY_ID } },
      }),
    });
    const { onSaved } = renderStep(enHost, [{ id: COMPANY_ID, name: zielona.name, registerNumber: '0000123456' }]);
    await userEvent.click(screen.getByRole('radio', { name: 'New company' }));
    await userEvent.type(screen.getByRole('textbox', { name: /KRS number/ }), 'KRS 0000-123-456');
    await userEvent.click(screen.getByRole('button', { name: 'Load from the register' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Choose this company' }));
    expect(screen.getByRole('textbox', { name: /^Company/ })).toHaveProperty(
      'value',
      'Zielona Dolina Energia sp. z o.o. (KRS 0000123456)',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(api.called(`PATCH /investor-api/onboarding/request/${REQUEST_ID}/client`)[0]?.body).toEqual({
      investorType: 'legal-person',
      company: { kind: 'existing', companyId: COMPANY_ID },
    });
  });

  it('asks for a company from the list before saving an existing one', async () => {
    const api = fakeApi({});
    renderStep(enHost, [{ id: COMPANY_ID, name: zielona.name, registerNumber: '0000123456' }]);
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('shows the register’s refusal of an unknown number', async () => {
    fakeApi({
      'GET /investor-api/onboarding/company-register/0000999999': () => ({
        status: 404,
        body: {
          label: 'The register has no company with this register number.',
          code: 'company.not_found',
          parameters: {},
          violations: [],
        },
      }),
    });
    renderStep();
    await userEvent.type(screen.getByRole('textbox', { name: /KRS number/ }), '0000999999');
    await userEvent.click(screen.getByRole('button', { name: 'Load from the register' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The register has no company with this register number.');
    await userEvent.click(within(alert).getByRole('button', { name: 'enter the data yourself' }));
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveProperty('value', '');
  });
});
