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
});
