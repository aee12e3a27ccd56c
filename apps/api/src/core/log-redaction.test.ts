import { describe, expect, it } from 'vitest';
import { redactSecrets } from './log-redaction.ts';

const token = 'e-og0e7qkGfGI3yhcxgxHS-unzVEV_0yp7sByDeMx-4';

describe('redactSecrets', () => {
  it.each([
    [`/login-with-redirect-token?token=${token}`, '/login-with-redirect-token?token=[redacted]'],
    [`/campaign?lang=pl&token=${token}&x=1`, '/campaign?lang=pl&token=[redacted]&x=1'],
    [`/?wl-preview=${token}`, '/?wl-preview=[redacted]'],
    [`/public-api/campaign-offer/${token}`, '/public-api/campaign-offer/[redacted]'],
    [`/public-api/campaign-offer/${token}/accept`, '/public-api/campaign-offer/[redacted]/accept'],
    [`/public-api/kyc/investor-request/${token}/submit`, '/public-api/kyc/investor-request/[redacted]/submit'],
    [`/public-api/kyc/investor-request/preview/${token}`, '/public-api/kyc/investor-request/preview/[redacted]'],
    [`/investor-api/onboarding/request/by-token/${token}`, '/investor-api/onboarding/request/by-token/[redacted]'],
    [`/auth/activate-from-email/${token}`, '/auth/activate-from-email/[redacted]'],
    [`/auth/reset-password/${token}?lang=en`, '/auth/reset-password/[redacted]?lang=en'],
    [`in "/public-api/campaign-offer/${token}" (GET)`, 'in "/public-api/campaign-offer/[redacted]" (GET)'],
  ])('%s', (input, expected) => {
    expect(redactSecrets(input)).toBe(expected);
  });

  it('keeps paths without tokens as they are', () => {
    for (const path of ['/public-api/campaign-offer/dictionary', '/api/advisors?page=2', '/auth/activate', '/']) {
      expect(redactSecrets(path)).toBe(path);
    }
  });
});
