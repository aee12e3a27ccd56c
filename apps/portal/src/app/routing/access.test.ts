import { describe, expect, it } from 'vitest';
import { decideAccess } from './access.ts';

describe('decideAccess (spec §2 access rules)', () => {
  it.each([
    ['/campaign', null],
    ['/campaign', 'advisor'],
    ['/invest', 'investor'],
    ['/kyc-form', 'advisor'],
    ['/kyc-form', null],
    ['/', null],
    ['/investor-login', null],
    ['/auth/reset-password/abc', null],
    ['/app', 'advisor'],
    ['/app/advisors', 'advisor'],
    ['/app/investments/1', 'investor'],
  ] as const)('lets %s through for %s', (path, who) => {
    expect(decideAccess(path, who)).toEqual({ redirect: null, denied: false });
  });

  it('sends signed-out users on app paths to /', () => {
    expect(decideAccess('/app/offers', null)).toEqual({ redirect: '/', denied: false });
    expect(decideAccess('/app', null)).toEqual({ redirect: '/', denied: false });
  });

  it('sends signed-in users outside the app (kyc-form aside) to /app', () => {
    expect(decideAccess('/', 'advisor').redirect).toBe('/app');
    expect(decideAccess('/investor-login', 'investor').redirect).toBe('/app');
    expect(decideAccess('/doradcy', 'advisor').redirect).toBe('/app');
  });

  it('keeps advisor-panel users on the screens of their menu (issue 19)', () => {
    // The investor's own onboarding is not an advisor's screen (the requests list is shared).
    expect(decideAccess('/app/onboarding', 'advisor', ['advisor'])).toEqual({ redirect: '/app', denied: true });
    expect(decideAccess('/app/onboarding/1/primary-data', 'advisor', ['admin'])).toEqual({
      redirect: '/app',
      denied: true,
    });
    expect(decideAccess('/app/onboarding/requests', 'advisor', ['advisor']).redirect).toBeNull();
    // The portfolio is the investor's own (issue 20).
    expect(decideAccess('/app/portfolio', 'advisor', ['admin'])).toEqual({ redirect: '/app', denied: true });
    expect(decideAccess('/app/portfolio', 'investor')).toEqual({ redirect: null, denied: false });
    // Advisors are managed by admins only.
    expect(decideAccess('/app/advisors', 'advisor', ['advisor'])).toEqual({ redirect: '/app', denied: true });
    expect(decideAccess('/app/advisors/new', 'advisor', ['coordinator']).redirect).toBe('/app');
    expect(decideAccess('/app/advisors/new', 'advisor', ['admin']).redirect).toBeNull();
    // The funnel (issue 20): every advisor-panel role, never an investor.
    for (const role of ['advisor', 'coordinator', 'admin'] as const) {
      expect(decideAccess('/app/funnel', 'advisor', [role]).redirect).toBeNull();
    }
    expect(decideAccess('/app/funnel', 'investor')).toEqual({ redirect: '/app', denied: true });
    expect(decideAccess('/app/funnel/', 'investor')).toEqual({ redirect: '/app', denied: true });
    // The follow-up list (issue 20): every advisor-panel role, never an investor.
    for (const role of ['advisor', 'coordinator', 'admin'] as const) {
      expect(decideAccess('/app/follow-up', 'advisor', [role]).redirect).toBeNull();
    }
    expect(decideAccess('/app/follow-up', 'investor')).toEqual({ redirect: '/app', denied: true });
    // The network investments: coordinators and admins.
    expect(decideAccess('/app/investors/network', 'advisor', ['advisor']).redirect).toBe('/app');
    expect(decideAccess('/app/investors/network', 'advisor', ['coordinator']).redirect).toBeNull();
    expect(decideAccess('/app/investors/network', 'advisor', ['admin']).redirect).toBeNull();
    // Roles not loaded yet: no decision on them (the guard shows a loader).
    expect(decideAccess('/app/advisors', 'advisor', null).redirect).toBeNull();
  });

  it('lets the identity provider’s way back decide for itself, signed in or not', () => {
    expect(decideAccess('/identity-confirmed', null).redirect).toBeNull();
    expect(decideAccess('/identity-confirmed', 'investor').redirect).toBeNull();
  });

  it('sends an investor away from advisors and investors paths, with the denied notice', () => {
    expect(decideAccess('/app/advisors/new', 'investor')).toEqual({ redirect: '/app', denied: true });
    expect(decideAccess('/app/investors/network', 'investor')).toEqual({ redirect: '/app', denied: true });
    expect(decideAccess('/app/investors', 'advisor').redirect).toBeNull();
  });

  it('is not fooled by prefixes that only look alike', () => {
    expect(decideAccess('/application', 'advisor').redirect).toBe('/app');
    expect(decideAccess('/campaigns', 'advisor').redirect).toBe('/app');
  });
});
