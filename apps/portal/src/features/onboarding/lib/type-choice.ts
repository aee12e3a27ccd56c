import { type InvestorType, investorTypes } from '@wl/shared/schemas';
import { tokenStore } from '@/lib/session/token-store.ts';

/**
 * The investor type chosen on the type step but not saved yet: a legal person is saved only with
 * its company (the API takes both at once), so until then the choice lives in this browser, per
 * request, and survives a reload (issue 19: the page promises nothing is lost).
 */
const key = (requestId: string) => `onboardingTypeChoice:${requestId}`;

export function rememberedTypeChoice(requestId: string): InvestorType | null {
  const value = tokenStore.read(key(requestId));
  return (investorTypes as readonly string[]).includes(value ?? '') ? (value as InvestorType) : null;
}

export function rememberTypeChoice(requestId: string, type: InvestorType | null): void {
  tokenStore.write(key(requestId), type);
}
