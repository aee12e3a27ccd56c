import { screen } from '@testing-library/react';
import type { OnboardingRequestDetail } from '@wl/shared/schemas';
import { describe, expect, it } from 'vitest';
import type { ReadOnlyContext } from '@/components/kyc-read-only/read-only-data.tsx';
import { createI18n } from '@/lib/i18n.ts';
import { renderWithProviders } from '@/testing/render-with-providers.tsx';
import { RequestPreview } from './request-preview.tsx';

const request: OnboardingRequestDetail = {
  id: '00000000-0000-4000-8000-000000000001',
  email: 'jan@example.com',
  name: 'Jan Kowalski',
  status: 'viewed',
  createdAt: '2026-11-20T10:00:00.000Z',
  sourceName: 'Anna Doradca',
  taxNumber: '85041212345',
  message: 'Proszę o uzupełnienie.',
  investorType: 'natural-person',
  company: null,
  kyc: {
    version: 2,
    submitted: false,
    savedAt: '2026-11-21T09:30:00.000Z',
    data: { investorInformation: { firstName: 'Jan' } },
    missingSections: ['bankAccounts'],
  },
};

function context(): ReadOnlyContext {
  const i18n = createI18n('pl');
  return { language: 'pl', t: i18n.getFixedT('pl', ['admin', 'enums']) as ReadOnlyContext['t'], industries: new Map() };
}

describe('the onboarding request preview (one screen for both readers)', () => {
  it("speaks to the advisor: the message it sent and the investor's tax number", () => {
    renderWithProviders(<RequestPreview request={request} context={context()} reader="advisor" />);
    expect(screen.getByText('Wiadomość do inwestora')).toBeTruthy();
    expect(screen.getByText('85041212345')).toBeTruthy();
    expect(screen.getByTestId('request-status').textContent).toBe('Wyświetlony');
    expect(screen.getByRole('heading', { level: 2, name: '1. Informacje o inwestorze' })).toBeTruthy();
    expect(screen.getByText('Wersja robocza')).toBeTruthy();
  });

  it('speaks to the investor: the message from the advisor, no tax number, and its own notice first', () => {
    renderWithProviders(
      <RequestPreview request={request} context={context()} reader="investor" notice={<p>Dokończ weryfikację</p>} />,
    );
    expect(screen.getByText('Wiadomość od doradcy')).toBeTruthy();
    expect(screen.queryByText('85041212345')).toBeNull();
    expect(screen.getByText('Dokończ weryfikację')).toBeTruthy();
    expect(screen.getByText('jan@example.com')).toBeTruthy();
  });

  it('gives the advisor the PEP status of the declaration today: a function ended 12+ months ago no longer counts (issue 19)', () => {
    const withPep = (endDate: string | undefined, currentlyHolding = false): OnboardingRequestDetail => ({
      ...request,
      kyc: {
        ...(request.kyc as NonNullable<OnboardingRequestDetail['kyc']>),
        data: {
          investorStatus: {
            wellInformedInvestor: { declaresWellInformed: false },
            pep: {
              isPep: true,
              functions: [
                {
                  function: 'Wójt',
                  startDate: '2010-01-01',
                  ...(endDate ? { endDate } : {}),
                  currentlyHolding,
                  relationship: 'self',
                },
              ],
            },
          },
        },
      },
    });
    const status = () => screen.getByTestId('kyc-pep-status').textContent;
    const { unmount } = renderWithProviders(
      <RequestPreview request={withPep('2019-11-11')} context={context()} reader="advisor" />,
    );
    expect(screen.getByText('Osoba zajmująca eksponowane stanowisko polityczne (PEP)')).toBeTruthy();
    expect(status()).toBe('Już nie: każda zgłoszona funkcja zakończyła się ponad 12 miesięcy temu');
    unmount();
    renderWithProviders(<RequestPreview request={withPep(undefined, true)} context={context()} reader="advisor" />);
    expect(status()).toBe('Tak: funkcja pełniona obecnie lub zakończona w ciągu ostatnich 12 miesięcy');
  });

  it('shows no PEP status before the investor status section is saved', () => {
    renderWithProviders(<RequestPreview request={request} context={context()} reader="advisor" />);
    expect(screen.queryByTestId('kyc-pep-status')).toBeNull();
  });

  it('shows the investor’s phone in its international form, to both readers (issue 19)', () => {
    const withPhone: OnboardingRequestDetail = {
      ...request,
      kyc: {
        ...(request.kyc as NonNullable<OnboardingRequestDetail['kyc']>),
        data: { investorInformation: { firstName: 'Jan', phone: '+48600123456' } },
      },
    };
    for (const reader of ['advisor', 'investor'] as const) {
      const { unmount } = renderWithProviders(
        <RequestPreview request={withPhone} context={context()} reader={reader} />,
      );
      expect(screen.getByText('+48 600 123 456')).toBeTruthy();
      expect(screen.queryByText('+48600123456')).toBeNull();
      unmount();
    }
  });
});
