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
    expect(decideAccess(path, who)).toEqual({ redirect: null, investorDenied: false });
  });

  it('sends signed-out users on app paths to /', () => {
    expect(decideAccess('/app/offers', null)).toEqual({ redirect: '/', investorDenied: false });
    expect(decideAccess('/app', null)).toEqual({ redirect: '/', investorDenied: false });
  });

  it('sends signed-in users outside the app (kyc-form aside) to /app', () => {
    expect(decideAccess('/', 'advisor').redirect).toBe('/app');
    expect(decideAccess('/investor-login', 'investor').redirect).toBe('/app');
    expect(decideAccess('/doradcy', 'advisor').redirect).toBe('/app');
  });

  it('sends an investor away from advisors and investors paths, with the denied notice', () => {
    expect(decideAccess('/app/advisors/new', 'investor')).toEqual({ redirect: '/app', investorDenied: true });
    expect(decideAccess('/app/investors/network', 'investor')).toEqual({ redirect: '/app', investorDenied: true });
    expect(decideAccess('/app/investors', 'advisor').redirect).toBeNull();
  });

  it('is not fooled by prefixes that only look alike', () => {
    expect(decideAccess('/application', 'advisor').redirect).toBe('/app');
    expect(decideAccess('/campaigns', 'advisor').redirect).toBe('/app');
  });
});
