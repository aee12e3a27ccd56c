import { tokenStore } from '@/lib/session/token-store.ts';
import { accessToken, activeUser, DEMO_TENANT } from './fake-api.ts';

/** What a signed-in investor's start-up asks for (spec §6: the user, contexts, dictionary, offers). */
export function signedInInvestorRoutes(offers: unknown[] = []) {
  const user = activeUser({
    context: { type: 'investor-panel', id: DEMO_TENANT, roles: [] },
    user: {
      id: '1b7c6f4e-2d1a-4c3b-9e8f-7a6b5c4d3e2f',
      firstName: 'Anna',
      surname: 'Nowak',
      email: 'anna@example.com',
    },
  });
  return {
    'GET /api/auth/data': () => ({ body: user }),
    'GET /api/contexts': () => ({ body: [{ id: DEMO_TENANT, context: 'investor-panel', tenantName: 'Demo' }] }),
    'GET /investor-api/dictionary': () => ({ body: {} }),
    'GET /investor-api/offers': () => ({ body: offers, total: offers.length }),
  };
}

/** Stores an investor's tokens, as the sign-in by link does. */
export function signInAsInvestor(): void {
  tokenStore.store({
    accessToken: accessToken({ context_type: 'investor-panel', username: 'anna@example.com' }),
    refreshToken: 'refresh-1',
  });
}
