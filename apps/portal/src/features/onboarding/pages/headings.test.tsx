import { screen, waitFor } from '@testing-library/react';
import type { OnboardingRequestDetail } from '@wl/shared/schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenStore } from '@/lib/session/token-store.ts';
import { accessToken, activeUser, DEMO_TENANT, fakeApi, signedInAdvisorRoutes } from '@/testing/fake-api.ts';
import { enHost, plHost } from '@/testing/hosts.ts';
import { signedInInvestorRoutes, signInAsInvestor } from '@/testing/investor-session.ts';
import { injectBranding, renderApp } from '@/testing/render-app.tsx';

/**
 * Issue 19: no screen repeats its heading. Each page below shows exactly one level-1 heading, and
 * no other heading (a card's, a section's, the frame's) says the same words again.
 */

const REQUEST_ID = '00000000-0000-4000-8000-00000000a001';
const request: OnboardingRequestDetail = {
  id: REQUEST_ID,
  email: 'jan@example.com',
  name: 'Jan Kowalski',
  status: 'viewed',
  createdAt: '2026-11-20T10:00:00.000Z',
  sourceName: 'Anna Doradca',
  taxNumber: null,
  message: null,
  investorType: 'natural-person',
  company: null,
  kyc: {
    version: 1,
    submitted: true,
    savedAt: '2026-11-21T09:30:00.000Z',
    data: { investorInformation: { firstName: 'Jan', phone: '+48600123456' } },
    missingSections: [],
  },
};

async function expectOneHeading(name: string) {
  const h1 = await screen.findByRole('heading', { level: 1, name }, { timeout: 10_000 });
  await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  expect(screen.getAllByRole('heading', { level: 1 })).toEqual([h1]);
  const others = screen.getAllByRole('heading').filter((heading) => heading !== h1);
  expect(others.map((heading) => heading.textContent)).not.toContain(h1.textContent);
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

describe('one heading per screen (issue 19)', () => {
  it.each([
    ['/app/advisors', 'Doradcy'],
    ['/app/documents', 'Dokumenty'],
    ['/app/onboarding/requests', 'Wnioski onboardingowe'],
    [`/app/preview/${REQUEST_ID}`, 'Wniosek onboardingowy jan@example.com'],
  ])('advisor: %s', async (path, name) => {
    fakeApi({
      ...signedInAdvisorRoutes(
        activeUser({ context: { type: 'advisor-panel', id: DEMO_TENANT, roles: ['coordinator', 'admin'] } }),
      ),
      'GET /api/advisor/kyc/investor-request': () => ({ body: [], total: 0 }),
      [`GET /api/advisor/kyc/investor-request/${REQUEST_ID}`]: () => ({ body: request }),
    });
    tokenStore.store({ accessToken: accessToken(), refreshToken: 'refresh-1' });
    injectBranding(plHost);
    renderApp({ path });
    await expectOneHeading(name);
  });

  it.each([
    ['/app/documents', 'Dokumenty'],
    ['/app/onboarding/requests', 'Moje wnioski onboardingowe'],
    [`/app/preview/${REQUEST_ID}`, 'Podgląd wniosku'],
  ])('investor: %s', async (path, name) => {
    fakeApi({
      ...signedInInvestorRoutes([]),
      'GET /investor-api/onboarding/request': () => ({ body: [], total: 0 }),
      [`GET /investor-api/onboarding/request/${REQUEST_ID}`]: () => ({ body: request }),
    });
    signInAsInvestor();
    injectBranding(plHost);
    renderApp({ path });
    await expectOneHeading(name);
  });

  it.each([
    [plHost, 'Dziękujemy'],
    [enHost, 'Thank you'],
  ])('signed out: the identity confirmed on a phone', async (host, name) => {
    fakeApi({});
    injectBranding(host);
    renderApp({ path: `/identity-confirmed?request=${REQUEST_ID}` });
    await expectOneHeading(name);
  });
});
