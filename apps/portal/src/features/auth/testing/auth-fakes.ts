import { activeUser, DEMO_TENANT, type fakeApi, USER_ID } from '@/testing/fake-api.ts';

type Routes = Parameters<typeof fakeApi>[0];
type Handler = Routes[string];

/** The token of a mailed link, in the shape the API makes them. */
export const LINK_TOKEN = 'a'.repeat(43);
export const INVESTOR_EMAIL = 'inwestor@demo.localhost';

/** `{ status: 'processed' }`: what the token-sending routes answer, whatever the address. */
export const processed: Handler = () => ({ body: { status: 'processed' } });

/** The catalogue's refusal of a used, expired or unknown link: 401 where it is used, 404 where it is checked. */
export const tokenNotActive =
  (status = 401): Handler =>
  () => ({ status, body: { label: 'Token is invalid.', code: 'token.not_active' } });

/** A link check that answers the link works (204, decision 067). */
export const linkWorks: Handler = () => ({ status: 204 });

/** An investor signing in by the mailed link with `accessToken`, and the start-up that follows. */
export function investorSignInRoutes(accessToken: string): Routes {
  return {
    'POST /auth/login-investor': () => ({ body: { type: 'auth-token', accessToken, refreshToken: 'r' } }),
    'GET /api/auth/data': () => ({
      body: activeUser({
        context: { type: 'investor-panel', id: DEMO_TENANT, roles: [] },
        user: { id: USER_ID, firstName: 'Anna', surname: 'I', email: INVESTOR_EMAIL },
      }),
    }),
    'GET /api/contexts': () => ({ body: [] }),
  };
}

/** A handler whose answer waits until `release` is called (to see a page while it asks). */
export function heldAnswer(reply: ReturnType<Handler>): { handler: Handler; release: () => void } {
  let release = () => {};
  const answered = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    handler: async () => {
      await answered;
      return reply;
    },
    release: () => release(),
  };
}
